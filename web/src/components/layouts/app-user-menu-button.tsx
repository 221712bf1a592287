import { Button } from '@chakra-ui/react';
import type { UserDocument } from '@shared/user';
import { lazy, Suspense, useState } from 'react';
import { displayName } from '../../features/auth/display-name';
import { UserMenuButtonContent } from './app-user-avatar';

/**
 * The menu itself is its own chunk, loaded at the first press: its machine and the positioning
 * library it floats with are code that no page needs to show.
 */
const LoadedUserMenu = lazy(async () => ({ default: (await import('./app-user-menu')).AppUserMenu }));

interface AppUserMenuProps {
  readonly user: UserDocument;
  readonly onSignOut: () => void;
}

/** The top bar's user menu (spec §2): the button at once, the menu from the first press on, opened by it. */
export function AppUserMenu({ user, onSignOut }: AppUserMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button variant="ghost" size="md" px="2" gap="2" aria-label={`Menú de usuario: ${displayName(user)}`} aria-haspopup="menu" aria-expanded={false} onClick={() => setWanted(true)}>
      <UserMenuButtonContent user={user} />
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LoadedUserMenu user={user} onSignOut={onSignOut} openAtOnce />
    </Suspense>
  );
}
