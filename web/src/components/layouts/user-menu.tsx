import { UiProvider } from '../ui/provider';
import { header } from '../../content/public-copy';
import { ChevronDownIcon } from '../ui/icons';
import { AppUserMenu } from './app-user-menu';

interface UserMenuProps {
  readonly name: string;
  readonly onSignOut: () => void;
}

/**
 * The signed-in user's menu of the public header: the top bar's menu (Mi Perfil and Cerrar Sesión, spec §2)
 * under the user's name. Lazy-loaded with Chakra's provider: the public pages load neither for a
 * signed-out visitor.
 */
export default function UserMenu({ name, onSignOut }: UserMenuProps) {
  return (
    <UiProvider>
      <AppUserMenu label={`${header.userMenuLabel}: ${name}`} onSignOut={onSignOut}>
        {name}
        <ChevronDownIcon />
      </AppUserMenu>
    </UiProvider>
  );
}
