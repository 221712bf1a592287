import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { isAdmin } from '@shared/roles';
import type { UserDocument } from '@shared/user';
import { NavLink } from 'react-router';
import { displayName } from '../../lib/display-name';
import { BrandMark, SignOutIcon } from '../ui/icons';
import { UserAvatar } from './app-user-avatar';
import { accountTypeLabel, navigationFor, type NavEntry } from './navigation';

const entryStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2.5',
  borderRadius: 'lg',
  fontWeight: 'medium',
  color: 'gray.700',
  textDecoration: 'none',
  _hover: { bg: 'teal.50', color: 'teal.800', textDecoration: 'none' },
  _currentPage: { bg: 'teal.100', color: 'teal.900', fontWeight: 'semibold' },
} as const;

function NavItem({ entry, onNavigate }: { readonly entry: NavEntry; readonly onNavigate?: (() => void) | undefined }) {
  const Icon = entry.icon;
  return (
    <li>
      <ChakraLink asChild {...entryStyles}>
        <NavLink to={entry.to} onClick={onNavigate}>
          <Icon size={20} />
          <span>{entry.label}</span>
        </NavLink>
      </ChakraLink>
    </li>
  );
}

interface SidebarContentProps {
  readonly user: UserDocument;
  readonly onSignOut: () => void;
  /** The drawer closes when an entry is chosen. */
  readonly onNavigate?: () => void;
  /** The drawer has its own title; the desktop sidebar shows the logo. */
  readonly showBrand?: boolean;
}

/** What the sidebar shows, on the desktop and in the mobile drawer: the user, the entries, Cerrar Sesión. */
export function SidebarContent({ user, onSignOut, onNavigate, showBrand = true }: SidebarContentProps) {
  const navigation = navigationFor(user);
  return (
    <Flex direction="column" h="full" gap="6">
      {showBrand ? (
        <ChakraLink asChild display="flex" alignItems="center" gap="2.5" fontWeight="bold" fontSize="lg" color="teal.900" px="2" textDecoration="none">
          <NavLink to={navigation.home.to} onClick={onNavigate} aria-label={`Beneficios Chile, ir a ${navigation.home.label}`}>
            <BrandMark size={32} />
            <span>Beneficios Chile</span>
          </NavLink>
        </ChakraLink>
      ) : null}

      <HStack gap="3" p="3" bg="teal.50" borderRadius="xl" data-testid="sidebar-user">
        <UserAvatar user={user} size="md" />
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold" color="gray.900" lineHeight="short" lineClamp={2} wordBreak="break-word" data-testid="sidebar-user-name">
            {displayName(user)}
          </Text>
          <Badge alignSelf="flex-start" colorPalette={isAdmin(user) ? 'purple' : 'teal'} variant="solid" size="sm" data-testid="sidebar-user-badge">
            {accountTypeLabel(user)}
          </Badge>
        </Stack>
      </HStack>

      <Box as="nav" aria-label="Menú principal" flex="1" display="flex" flexDirection="column" gap="4">
        <Stack as="ul" listStyleType="none" gap="1">
          {navigation.primary.map((entry) => (
            <NavItem key={entry.to} entry={entry} onNavigate={onNavigate} />
          ))}
        </Stack>
        <Separator borderColor="gray.200" />
        <Stack as="ul" listStyleType="none" gap="1">
          {navigation.secondary.map((entry) => (
            <NavItem key={entry.to} entry={entry} onNavigate={onNavigate} />
          ))}
          <li>
            <Button
              variant="ghost"
              width="full"
              justifyContent="flex-start"
              gap="3"
              px="3"
              py="2.5"
              h="auto"
              fontSize="md"
              fontWeight="medium"
              color="gray.700"
              _hover={{ bg: 'red.50', color: 'red.700' }}
              onClick={onSignOut}
            >
              <SignOutIcon size={20} />
              Cerrar Sesión
            </Button>
          </li>
        </Stack>
      </Box>
    </Flex>
  );
}

/** Below 768 px: the first three entries and Mi Perfil, fixed at the bottom (spec §2). */
export function BottomBar({ user }: { readonly user: Pick<UserDocument, 'userType'> }) {
  const entries = navigationFor(user).bottom;
  return (
    <Box
      as="nav"
      aria-label="Accesos rápidos"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="gray.200"
      boxShadow="0 -4px 12px rgba(0, 0, 0, 0.04)"
      pb="env(safe-area-inset-bottom)"
    >
      <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={`repeat(${String(entries.length)}, 1fr)`}>
        {entries.map((entry) => {
          const Icon = entry.icon;
          return (
            <li key={entry.to}>
              <ChakraLink
                asChild
                display="flex"
                flexDirection="column"
                alignItems="center"
                justifyContent="flex-start"
                gap="1"
                h="full"
                minH="16"
                px="1"
                pt="2"
                pb="1.5"
                fontSize="xs"
                lineHeight="1.15"
                textAlign="center"
                fontWeight="medium"
                color="gray.600"
                textDecoration="none"
                _hover={{ color: 'teal.800', textDecoration: 'none' }}
                _currentPage={{ color: 'teal.800', fontWeight: 'bold', '& svg': { color: 'teal.700' } }}
              >
                <NavLink to={entry.to}>
                  <Icon size={22} />
                  <span>{entry.label}</span>
                </NavLink>
              </ChakraLink>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
