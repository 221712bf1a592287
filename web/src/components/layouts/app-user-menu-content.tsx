import { Button, Menu } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { SignOutIcon, UserIcon } from '../ui/icons';

interface AppUserMenuContentProps {
  readonly label: string;
  readonly onSignOut: () => void;
  readonly children: ReactNode;
  /** Loaded by the button's first press (`app-user-menu.tsx`): open, with the focus in it, as that press would have left it. */
  readonly openAtOnce?: boolean;
}

/**
 * Chakra's menu of Mi Perfil and Cerrar Sesión: the arrows, Home and End, Escape and a press outside, and
 * the type-ahead of spec §9 (letters move the highlight; the search clears 350 ms after the last one,
 * Zag's own delay, `MENU_TYPEAHEAD_CLEAR_MS`).
 */
export function AppUserMenuContent({ label, onSignOut, children, openAtOnce = false }: AppUserMenuContentProps) {
  const navigate = useNavigate();
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (openAtOnce) content.current?.focus({ preventScroll: true });
  }, [openAtOnce]);
  return (
    // A link item chosen with the keyboard goes through the router, as a press on it does.
    <Menu.Root defaultOpen={openAtOnce} positioning={{ placement: 'bottom-end' }} navigate={({ node }) => void navigate(new URL(node.href).pathname)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="md" px="2" gap="2" minW="0" aria-label={label}>
          {children}
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside the top bar's landmark. */}
      <Menu.Positioner>
        <Menu.Content ref={content} minW="48">
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
