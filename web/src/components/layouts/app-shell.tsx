import { Box, Container, Flex, HStack, IconButton, Link as ChakraLink, Text, useMediaQuery } from '@chakra-ui/react';
import type { UserDocument } from '@shared/user';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { displayName } from '../../lib/display-name';
import { BrandMark, MenuIcon } from '../ui/icons';
import { BottomBar, SidebarContent } from './app-navigation';
import { UserMenuButtonContent } from './app-user-avatar';
import { AppUserMenu } from './app-user-menu';
import { navigationFor } from './navigation';

/** The drawer's dialog (focus trap, scroll lock) is code no page needs to show: loaded when it first opens. */
const AppDrawer = lazy(async () => ({ default: (await import('./app-drawer')).AppDrawer }));

const SIDEBAR_WIDTH = '272px';
/** Chakra's `md` breakpoint: the sidebar from here on, the drawer and the bottom bar below. */
const WIDE_SCREEN = '(min-width: 48rem)';

interface AppShellProps {
  /** The signed-in user: the route guard has already checked the session. */
  readonly user: UserDocument;
  readonly onSignOut: () => void;
  readonly children: ReactNode;
}

/**
 * The signed-in layout (spec §2): the sidebar from 768 px on; below it, a drawer opened from the top
 * bar and a bottom bar. The top bar has the user menu.
 */
export function AppShell({ user, onSignOut, children }: AppShellProps) {
  // Only the navigation of this width is drawn: the other one, hidden, would cost a phone its styling too.
  const [wide = false] = useMediaQuery([WIDE_SCREEN], { ssr: false });
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so that it can animate its closing.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const home = navigationFor(user).home;

  const signOutAndClose = (): void => {
    setDrawerOpen(false);
    onSignOut();
  };

  return (
    <Flex minH="100dvh" bg="gray.50" color="gray.900">
      <ChakraLink
        href="#contenido"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="teal.700"
        color="white"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        Saltar al contenido
      </ChakraLink>

      {wide ? (
        <Box as="aside" aria-label="Barra lateral" w={SIDEBAR_WIDTH} flexShrink={0} position="sticky" top="0" h="100dvh" overflowY="auto" bg="white" borderRightWidth="1px" borderColor="gray.200" px="4" py="6" data-testid="sidebar">
          <SidebarContent user={user} onSignOut={signOutAndClose} />
        </Box>
      ) : null}

      <Flex direction="column" flex="1" minW="0">
        <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" borderBottomWidth="1px" borderColor="gray.200">
          <HStack justify="space-between" h="16" px={{ base: '3', md: '8' }} gap="2">
            {wide ? (
              <Box />
            ) : (
              <HStack gap="1" minW="0">
                <IconButton
                  variant="ghost"
                  aria-label="Abrir menú"
                  aria-expanded={drawerOpen}
                  onClick={() => {
                    setDrawerWanted(true);
                    setDrawerOpen(true);
                  }}
                >
                  <MenuIcon size={24} />
                </IconButton>
                <ChakraLink asChild display="flex" alignItems="center" gap="2" fontWeight="bold" color="teal.900" textDecoration="none">
                  <Link to={home.to} aria-label={`Beneficios Chile, ir a ${home.label}`}>
                    <BrandMark size={28} />
                    <Text as="span" display={{ base: 'none', sm: 'inline' }}>
                      Beneficios Chile
                    </Text>
                  </Link>
                </ChakraLink>
              </HStack>
            )}
            <AppUserMenu label={`Menú de usuario: ${displayName(user)}`} onSignOut={signOutAndClose}>
              <UserMenuButtonContent user={user} />
            </AppUserMenu>
          </HStack>
        </Box>

        <Box as="main" id="contenido" tabIndex={-1} flex="1" px={{ base: '4', md: '8' }} pt={{ base: '6', md: '8' }} pb={{ base: '28', md: '12' }} _focus={{ outline: 'none' }}>
          <Container maxW="5xl" px="0">
            {children}
          </Container>
        </Box>
      </Flex>

      {wide ? null : <BottomBar user={user} />}

      {drawerWanted && !wide ? (
        <Suspense fallback={null}>
          <AppDrawer user={user} open={drawerOpen} onOpenChange={setDrawerOpen} onSignOut={signOutAndClose} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
