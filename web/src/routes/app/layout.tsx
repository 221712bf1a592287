import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { UiProviders } from '../../app/ui-providers';

/** The signed-in area (spec §2): the route guard has already checked the session. */
export function Component() {
  return (
    <UiProviders>
      <Box as="main" minH="100dvh" p={{ base: '4', md: '8' }}>
        <Outlet />
      </Box>
    </UiProviders>
  );
}
