import { Box, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { messages } from '@shared/messages';
import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { Panel } from '../../components/ui/panel';
import { useMe } from '../../features/auth/me';
import { TwoFactorSettings } from '../../features/auth/components/two-factor-settings';

const tabs = [
  { to: '/admin/users', label: 'Usuarios' },
  { to: '/admin/kpis', label: 'KPIs' },
  { to: '/admin/support', label: 'Soporte' },
  { to: '/admin/internships', label: 'Ofertas' },
] as const;

/**
 * The admin area (product §2, admin-only routes): the route guard has already sent non-admins to
 * /dashboard. A small menu moves between the users, the KPIs, the support desk and the offers; the page below has the `h1`.
 * An admin without the second factor sets it up here first: until then every admin route answers 403.
 */
export function Component() {
  const user = useMe();
  if (user && user.twoFactor !== 'totp') {
    return (
      <Stack gap="6">
        <PageHeader title="Activa la verificación en dos pasos" description={messages['two-factor-required']} />
        <Panel id="dos-pasos" title="Verificación en dos pasos" maxW="2xl">
          <TwoFactorSettings user={user} />
        </Panel>
      </Stack>
    );
  }
  return (
    <>
      <Box as="nav" aria-label="Administración" mb="6">
        <HStack as="ul" listStyleType="none" p="1" gap="1" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="full" display="inline-flex" flexWrap="wrap">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <ChakraLink
                asChild
                display="block"
                px="4"
                py="2"
                borderRadius="full"
                fontWeight="medium"
                fontSize="sm"
                color="gray.700"
                textDecoration="none"
                _hover={{ bg: 'teal.50', color: 'teal.800', textDecoration: 'none' }}
                _currentPage={{ bg: 'teal.700', color: 'white' }}
              >
                <NavLink to={tab.to}>{tab.label}</NavLink>
              </ChakraLink>
            </li>
          ))}
        </HStack>
      </Box>
      <Outlet />
    </>
  );
}
