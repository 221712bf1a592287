import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { isAdmin, isEnterprise } from '@shared/roles';
import type { UserDocument } from '@shared/user';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { displayName } from '../../features/auth/display-name';
import { AdminIcon, BrandMark, BriefcaseIcon, CoinsIcon, HomeIcon, HouseholdIcon, SearchIcon, ShieldIcon, SignOutIcon, SupportIcon, UserIcon } from './app-icons';
import { UserAvatar } from './app-user-avatar';

export interface NavEntry {
  readonly to: string;
  readonly label: string;
  readonly icon: ComponentType<{ size?: number }>;
}

/** A person's sidebar entries (spec §2): the first three for everyone, then Admin for admins only. */
export const primaryEntries = (admin: boolean): NavEntry[] => [
  { to: '/dashboard', label: 'Dashboard', icon: HomeIcon },
  { to: '/registrosocialhogares', label: 'Registro Social de Hogares', icon: HouseholdIcon },
  { to: '/seguros', label: 'Seguros', icon: ShieldIcon },
  ...(admin ? [{ to: '/admin', label: 'Admin', icon: AdminIcon }] : []),
];

export const profileEntry: NavEntry = { to: '/profile/info', label: 'Mi Perfil', icon: UserIcon };
export const supportEntry: NavEntry = { to: '/support', label: 'Soporte', icon: SupportIcon };
/** After paying, the way back to the plan: receipts, card, cancellation. */
export const planEntry: NavEntry = { to: '/profile/plan', label: 'Mi plan', icon: CoinsIcon };

/** A company's own area: its panel, its offers, the candidate search; then its profile and support. */
export const companyEntries: readonly NavEntry[] = [
  { to: '/company/dashboard/', label: 'Panel de empresa', icon: HomeIcon },
  { to: '/company/myinternships', label: 'Mis ofertas de práctica', icon: BriefcaseIcon },
  { to: '/interns/', label: 'Buscar practicantes', icon: SearchIcon },
];
export const companyProfileEntry: NavEntry = { to: '/profile/info', label: 'Mi perfil', icon: UserIcon };

/** What the sidebar, the drawer and the bottom bar show to each kind of account. */
export interface Navigation {
  readonly home: NavEntry;
  readonly primary: readonly NavEntry[];
  readonly secondary: readonly NavEntry[];
  /** Below 768 px, fixed at the bottom: four entries. */
  readonly bottom: readonly NavEntry[];
}

export const navigationFor = (user: Pick<UserDocument, 'userType'>): Navigation => {
  if (isEnterprise(user)) {
    const [home = companyEntries[0] as NavEntry] = companyEntries;
    return { home, primary: companyEntries, secondary: [companyProfileEntry, planEntry, supportEntry], bottom: [...companyEntries, companyProfileEntry] };
  }
  const primary = primaryEntries(isAdmin(user));
  const [home = primary[0] as NavEntry] = primary;
  return { home, primary, secondary: [profileEntry, planEntry, supportEntry], bottom: [...primaryEntries(false).slice(0, 3), profileEntry] };
};

export const accountTypeLabel = (user: Pick<UserDocument, 'userType'>): 'Admin' | 'Cliente' | 'Empresa' => (isAdmin(user) ? 'Admin' : isEnterprise(user) ? 'Empresa' : 'Cliente');

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
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'teal.50', color: 'teal.800', textDecoration: 'none' },
  _currentPage: { bg: 'teal.100', color: 'teal.900', fontWeight: 'semibold' },
  _focusVisible: { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' },
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
  const admin = isAdmin(user);
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
          <Badge alignSelf="flex-start" colorPalette={admin ? 'purple' : 'teal'} variant="solid" size="sm" data-testid="sidebar-user-badge">
            {accountTypeLabel(user)}
          </Badge>
        </Stack>
      </HStack>

      <Box as="nav" aria-label="Menú principal" flex="1" display="flex" flexDirection="column" gap="4">
        <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1">
          {navigation.primary.map((entry) => (
            <NavItem key={entry.to} entry={entry} onNavigate={onNavigate} />
          ))}
        </Box>
        <Separator borderColor="gray.200" />
        <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="1">
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
              fontWeight="medium"
              color="gray.700"
              _hover={{ bg: 'red.50', color: 'red.700' }}
              onClick={onSignOut}
            >
              <SignOutIcon size={20} />
              Cerrar Sesión
            </Button>
          </li>
        </Box>
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
      display={{ base: 'block', md: 'none' }}
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
      <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns="repeat(4, 1fr)">
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
                fontSize="2xs"
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
