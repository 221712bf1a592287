import { Box, Container, Flex, HStack, IconButton, Link as ChakraLink, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../features/auth/me';
import { useSession } from '../../features/auth/session';
import { BrandMark, MenuIcon } from './app-icons';
import { BottomBar, navigationFor, SidebarContent } from './app-navigation';
import { AppUserMenu } from './app-user-menu-button';

const AppDrawer = lazy(async () => ({ default: (await import('./app-drawer')).AppDrawer }));

const SIDEBAR_WIDTH = '272px';

/**
 * The signed-in layout (spec §2): the sidebar from 768 px on; below it, a drawer opened from the top
 * bar and a bottom bar. The top bar has the user menu. The route guard has already checked the session.
 */
export function AppShell({ children }: { readonly children: ReactNode }) {
  const user = useMe();
  const { signOut } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so that it can animate its closing.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (!user) return null;

  const signOutAndClose = (): void => {
    setDrawerOpen(false);
    void signOut();
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

      <Box
        as="aside"
        aria-label="Barra lateral"
        display={{ base: 'none', md: 'block' }}
        w={SIDEBAR_WIDTH}
        flexShrink={0}
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
        bg="white"
        borderRightWidth="1px"
        borderColor="gray.200"
        px="4"
        py="6"
        data-testid="sidebar"
      >
        <SidebarContent user={user} onSignOut={signOutAndClose} />
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Box
          as="header"
          position="sticky"
          top="0"
          zIndex="sticky"
          bg="white/90"
          backdropFilter="blur(8px)"
          borderBottomWidth="1px"
          borderColor="gray.200"
        >
          <HStack justify="space-between" h="16" px={{ base: '3', md: '8' }} gap="2">
            <HStack gap="1" display={{ base: 'flex', md: 'none' }}>
              <IconButton variant="ghost" aria-label="Abrir menú" aria-expanded={drawerOpen} onClick={() => {
                  setDrawerWanted(true);
                  setDrawerOpen(true);
                }}>
                <MenuIcon size={24} />
              </IconButton>
              <ChakraLink asChild display="flex" alignItems="center" gap="2" fontWeight="bold" color="teal.900" textDecoration="none">
                <Link to={navigationFor(user).home.to} aria-label={`Beneficios Chile, ir a ${navigationFor(user).home.label}`}>
                  <BrandMark size={28} />
                  <Text as="span" display={{ base: 'none', sm: 'inline' }}>
                    Beneficios Chile
                  </Text>
                </Link>
              </ChakraLink>
            </HStack>
            <Box display={{ base: 'none', md: 'block' }} />
            <AppUserMenu user={user} onSignOut={signOutAndClose} />
          </HStack>
        </Box>

        <Box as="main" id="contenido" tabIndex={-1} flex="1" px={{ base: '4', md: '8' }} pt={{ base: '6', md: '8' }} pb={{ base: '28', md: '12' }} _focus={{ outline: 'none' }}>
          <Container maxW="5xl" px="0">
            {children}
          </Container>
        </Box>
      </Flex>

      <BottomBar user={user} />

      {drawerWanted ? (
        <Suspense fallback={null}>
          <AppDrawer user={user} open={drawerOpen} onOpenChange={setDrawerOpen} onSignOut={signOutAndClose} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
