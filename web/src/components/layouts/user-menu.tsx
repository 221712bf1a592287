import type { UserDocument } from '@shared/user';
import { Link } from 'react-router';
import { UiProvider } from '../ui/provider';
import { header } from '../../content/public-copy';
import { ChevronDownIcon } from '../ui/icons';
import { userMenuEntries } from './navigation';
import { AppUserMenu } from './app-user-menu';

interface UserMenuProps {
  readonly user: Pick<UserDocument, 'userType' | 'studentSince'>;
  readonly name: string;
  readonly onSignOut: () => void;
}

/**
 * The signed-in user's menu of the public header: the account's own destinations (a company's area, a
 * person's internships: `userMenuEntries`), then the top bar's Mi Perfil and Cerrar Sesión (product §2,
 * with the 350 ms type-ahead of §9), under the user's name. Lazy-loaded with Chakra's provider: the
 * public pages load neither for a signed-out visitor.
 */
export default function UserMenu({ user, name, onSignOut }: UserMenuProps) {
  return (
    <UiProvider>
      <AppUserMenu label={`${header.userMenuLabel}: ${name}`} onSignOut={onSignOut} entries={userMenuEntries(user)}>
        {name}
        <ChevronDownIcon />
      </AppUserMenu>
    </UiProvider>
  );
}

/** The same destinations in the header's panel below 768 px, before Mi Perfil. */
export function UserPanelLinks({ user, onNavigate }: { readonly user: Pick<UserDocument, 'userType' | 'studentSince'>; readonly onNavigate: () => void }) {
  return (
    <>
      {userMenuEntries(user).map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to} className="pub-header__panel-link" onClick={onNavigate}>
            {entry.label}
          </Link>
        </li>
      ))}
    </>
  );
}
