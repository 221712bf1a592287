import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';

/**
 * The menu itself, its state machine and the positioning library it floats with: code that no page needs
 * to show, loaded when the button is first pressed (or first hovered or focused, to be ready for the press).
 */
const loadMenu = () => import('./app-user-menu-content');
const LoadedUserMenu = lazy(async () => ({ default: (await loadMenu()).AppUserMenuContent }));

interface AppUserMenuProps {
  /** The button's accessible name: "Menú de usuario: " and the user's name. */
  readonly label: string;
  readonly onSignOut: () => void;
  /** What the button shows (the avatar and the name, or the name alone). */
  readonly children: ReactNode;
}

/**
 * The user menu of the top bar and of the public header (spec §2): Mi Perfil and Cerrar Sesión. The button
 * at once; Chakra's menu (`app-user-menu-content.tsx`) from the first press on, opened by it.
 */
export function AppUserMenu({ label, onSignOut, children }: AppUserMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant="ghost"
      size="md"
      px="2"
      gap="2"
      minW="0"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    >
      {children}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LoadedUserMenu label={label} onSignOut={onSignOut} openAtOnce>
        {children}
      </LoadedUserMenu>
    </Suspense>
  );
}
