import { Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { messages } from '@shared/messages';
import { routes } from '@shared/routes';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert';
import { serverMessageOr } from '../../features/auth/auth-errors';
import { takeLinkToken } from '../../features/auth/link-token';
import { apiRequest } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

/**
 * `/reminders/unsubscribe#token=…`: the link of a reminder mail. One button, with no sign-in, turns
 * the reminders off (a click, so that a mail scanner opening the link changes nothing); mail clients
 * use the List-Unsubscribe header, which posts to the API directly.
 */
export function Component() {
  usePageMeta({ title: 'Dejar de recibir recordatorios | Beneficios Chile', description: 'Desactiva los recordatorios de beneficios por correo.' });
  const location = useLocation();
  const [token] = useState(() => takeLinkToken(location));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string }>();

  const unsubscribe = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      const answer = await apiRequest(routes.unsubscribeReminders, { query: { token } });
      setResult({ status: 'success', message: answer.message });
    } catch (error: unknown) {
      setResult({ status: 'error', message: serverMessageOr(error, messages['reminders/unsubscribe-failed'], ['internal', 'bad-request']) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Recordatorios de beneficios
        </Heading>
        <Text color="gray.600">Confirma que ya no quieres recibir por correo los recordatorios de postulaciones y pagos.</Text>
      </Stack>
      {result ? <FormAlert status={result.status} message={result.message} /> : null}
      <Button colorPalette="teal" loading={busy} disabled={busy || result?.status === 'success'} onClick={() => void unsubscribe()}>
        Dejar de recibir recordatorios
      </Button>
      <ChakraLink asChild color="teal.700" fontSize="sm" alignSelf="center">
        <Link to="/profile/info">Ir a mi perfil</Link>
      </ChakraLink>
    </Stack>
  );
}
