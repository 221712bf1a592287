import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link } from 'react-router';
import { UiProviders } from '../../app/ui-providers';
import { header } from '../../content/public-copy';
import { ChevronDownIcon } from '../ui/icons';
import { useMenuTypeahead, userMenuItems } from './menu-typeahead';

interface UserMenuProps {
  readonly name: string;
  readonly onSignOut: () => void;
}

/** The signed-in user's menu of the public header: Mi Perfil and Cerrar Sesión (spec §2), with the 350 ms type-ahead of §9. Lazy-loaded. */
export default function UserMenu({ name, onSignOut }: UserMenuProps) {
  const typeahead = useMenuTypeahead(userMenuItems);
  return (
    <UiProviders>
      <Menu.Root
        {...typeahead.rootProps}
        onOpenChange={(details) => {
          if (!details.open) typeahead.reset();
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label={`${header.userMenuLabel}: ${name}`}>
            {name}
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content {...typeahead.contentProps}>
              <Menu.Item value="profile" asChild>
                <Link to="/profile/info">{header.profile}</Link>
              </Menu.Item>
              <Menu.Item value="sign-out" onSelect={onSignOut}>
                {header.signOut}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </UiProviders>
  );
}
