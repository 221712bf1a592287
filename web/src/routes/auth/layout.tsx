import { Box, Container, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { brand } from '@shared/brand';
import { Link, Outlet, useMatches } from 'react-router';

/** The registration forms have two fields a row from 480 px on: a wider card. */
const wideScreens = new Set(['register']);

/** The auth-flow screens (spec §2: no layout): a centred card with the product's name. */
export function Component() {
  const wide = useMatches().some((match) => wideScreens.has(match.id));
  return (
    <Box minH="100dvh" bg="teal.50" py={{ base: '8', md: '16' }}>
      <Container maxW={wide ? 'xl' : 'md'} px="4">
        <Stack gap="6">
          <Box as="header" alignSelf="center">
            <ChakraLink asChild fontWeight="bold" fontSize="xl" color="teal.800">
              <Link to="/">{brand.name}</Link>
            </ChakraLink>
          </Box>
          <Box as="main" bg="white" borderRadius="xl" boxShadow="md" p={{ base: '5', md: '8' }}>
            <Outlet />
          </Box>
          <Text as="footer" fontSize="sm" color="gray.700" textAlign="center">
            Nunca te pediremos tu ClaveÚnica.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
