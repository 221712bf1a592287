import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../features/auth/session';
import { displayName } from '../../features/auth/display-name';
import { usePageMeta } from '../../lib/page-meta';

/** `/dashboard`: the benefits the user may claim. */
export function Component() {
  usePageMeta({ title: 'Tu panel | Beneficios Chile', description: 'Los beneficios que podrías cobrar.' });
  const { user } = useSession();
  return (
    <Stack gap="2">
      <Text color="gray.600">Hola, {user ? displayName(user) : ''}</Text>
      <Heading as="h1" size="2xl">
        Beneficios que podrías cobrar
      </Heading>
    </Stack>
  );
}
