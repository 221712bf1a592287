import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { UserDocument } from '@shared/user';
import { BrandMark } from '../ui/icons';
import { SidebarContent } from './app-navigation';

interface AppDrawerProps {
  readonly user: UserDocument;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSignOut: () => void;
}

/**
 * The navigation drawer under 768 px (spec §2): Chakra's drawer keeps the focus inside, hides the page
 * behind from screen readers, closes on Escape and on a press outside, and gives the focus back to the
 * button that opened it.
 */
export function AppDrawer({ user, open, onOpenChange, onSignOut }: AppDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-drawer">
            <Drawer.Header>
              <Drawer.Title display="flex" alignItems="center" gap="2.5" color="teal.900">
                <BrandMark size={28} />
                Beneficios Chile
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <SidebarContent user={user} onSignOut={onSignOut} onNavigate={() => onOpenChange(false)} showBrand={false} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar menú" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
