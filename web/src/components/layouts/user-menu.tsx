import { header } from '../../content/public-copy';
import { ChevronDownIcon } from '../ui/icons';
import { AppUserMenu } from './app-user-menu';

interface UserMenuProps {
  readonly name: string;
  readonly onSignOut: () => void;
}

/**
 * The signed-in user's menu of the public header: the top bar's menu (Mi Perfil and Cerrar Sesión, spec §2,
 * with the 350 ms type-ahead of §9), under the user's name. Lazy-loaded: a signed-out visitor never loads it.
 */
export default function UserMenu({ name, onSignOut }: UserMenuProps) {
  return (
    <AppUserMenu label={`${header.userMenuLabel}: ${name}`} buttonClassName="pub-header__link pub-header__user" onSignOut={onSignOut}>
      {name}
      <ChevronDownIcon />
    </AppUserMenu>
  );
}
