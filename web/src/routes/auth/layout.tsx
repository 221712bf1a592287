import { Box, Container, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { brand } from '@shared/brand';
import { Link, Outlet } from 'react-router';
import { UiProviders } from '../../app/ui-providers';

/** The auth-flow screens (spec §2: no layout): a centred card with the product's name. */
export function Component() {
  return (
    <UiProviders>
      <Box minH="100dvh" bg="teal.50" py={{ base: '8', md: '16' }}>
        <Container maxW="md">
          <Stack gap="6">
            <ChakraLink asChild fontWeight="bold" fontSize="xl" color="teal.800" alignSelf="center">
              <Link to="/">{brand.name}</Link>
            </ChakraLink>
            <Box as="main" bg="white" borderRadius="xl" boxShadow="md" p={{ base: '6', md: '8' }}>
              <Outlet />
            </Box>
            <Text fontSize="sm" color="gray.600" textAlign="center">
              Nunca te pediremos tu ClaveÚnica.
            </Text>
          </Stack>
        </Container>
      </Box>
    </UiProviders>
  );
}
