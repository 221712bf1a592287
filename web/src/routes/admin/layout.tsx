import { Box, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router';

const tabStyles = {
  px: '4',
  py: '2',
  borderRadius: 'full',
  fontWeight: 'medium',
  fontSize: 'sm',
  color: 'gray.700',
  textDecoration: 'none',
  _hover: { bg: 'teal.50', color: 'teal.800', textDecoration: 'none' },
  _currentPage: { bg: 'teal.700', color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' },
} as const;

/**
 * The admin area (spec §2, admin-only routes): the route guard has already sent non-admins to
 * /dashboard. A small menu moves between the users, the KPIs and the support desk; the page below has the `h1`.
 */
export function Component() {
  return (
    <>
      <Box as="nav" aria-label="Administración" mb="6">
        <HStack as="ul" listStyleType="none" m="0" p="1" gap="1" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="full" display="inline-flex" flexWrap="wrap">
          <li>
            <ChakraLink asChild {...tabStyles}>
              <NavLink to="/admin/users">Usuarios</NavLink>
            </ChakraLink>
          </li>
          <li>
            <ChakraLink asChild {...tabStyles}>
              <NavLink to="/admin/kpis">KPIs</NavLink>
            </ChakraLink>
          </li>
          <li>
            <ChakraLink asChild {...tabStyles}>
              <NavLink to="/admin/support">Soporte</NavLink>
            </ChakraLink>
          </li>
          <li>
            <ChakraLink asChild {...tabStyles}>
              <NavLink to="/admin/internships">Ofertas</NavLink>
            </ChakraLink>
          </li>
        </HStack>
      </Box>
      <Outlet />
    </>
  );
}
