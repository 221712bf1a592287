import { Button, Menu } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { SignOutIcon, UserIcon } from '../ui/icons';

interface AppUserMenuProps {
  /** The button's accessible name: "Menú de usuario: " and the user's name. */
  readonly label: string;
  readonly onSignOut: () => void;
  /** What the button shows (the avatar and the name, or the name alone). */
  readonly children: ReactNode;
}

/**
 * The user menu of the top bar and of the public header (spec §2): Mi Perfil and Cerrar Sesión. Chakra's
 * menu: the arrows, Home and End, Escape and a press outside, and the type-ahead of spec §9 (letters move
 * the highlight; the search clears 350 ms after the last one, Zag's own delay, `MENU_TYPEAHEAD_CLEAR_MS`).
 */
export function AppUserMenu({ label, onSignOut, children }: AppUserMenuProps) {
  const navigate = useNavigate();
  return (
    // A link item chosen with the keyboard goes through the router, as a press on it does.
    <Menu.Root positioning={{ placement: 'bottom-end' }} navigate={({ node }) => void navigate(new URL(node.href).pathname)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="md" px="2" gap="2" minW="0" aria-label={label}>
          {children}
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside the top bar's landmark. */}
      <Menu.Positioner>
        <Menu.Content minW="48">
          <Menu.Item value="profile" asChild>
            <Link to="/profile/info">
              <UserIcon size={18} />
              Mi Perfil
            </Link>
          </Menu.Item>
          <Menu.Item value="sign-out" onSelect={onSignOut}>
            <SignOutIcon size={18} />
            Cerrar Sesión
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
