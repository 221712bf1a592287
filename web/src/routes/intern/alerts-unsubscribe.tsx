import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { unsubscribeJobAlertsRoute } from '@shared/contracts/students/post-job-alerts-unsubscribe';
import { messages } from '@shared/messages';
import { studentPaths } from '@shared/student-paths';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert';
import { serverMessageOr } from '../../features/auth/auth-errors';
import { takeLinkToken } from '../../features/auth/link-token';
import { apiRequest } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

/**
 * `/alertas/baja#token=…`: the link of a job alert mail. One button, with no sign-in, pauses the
 * alert mails (a press, so that a mail scanner opening the link changes nothing); mail clients use the
 * List-Unsubscribe header, which posts to the same API route directly.
 */
export function Component() {
  usePageMeta({ title: 'Dejar de recibir alertas de prácticas | Beneficios Chile', description: 'Pausa los correos de tus alertas de prácticas.' });
  const location = useLocation();
  const [token] = useState(() => takeLinkToken(location));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string }>();

  const unsubscribe = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      setResult({ status: 'success', message: (await apiRequest(unsubscribeJobAlertsRoute, { params: { token: token || '-' } })).message });
    } catch (error: unknown) {
      setResult({ status: 'error', message: serverMessageOr(error, messages['job-alerts/invalid-link'], ['internal']) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl" color="gray.900">
        Alertas de prácticas
      </Heading>
      <Text color="gray.700">Confirma que ya no quieres recibir por correo las ofertas nuevas de tus alertas. Tus búsquedas quedan guardadas por si quieres reanudarlas.</Text>
      {result ? <FormAlert status={result.status} message={result.message} /> : null}
      <Button colorPalette="teal" loading={busy} disabled={result?.status === 'success'} onClick={() => void unsubscribe()}>
        Dejar de recibir alertas
      </Button>
      <Link to={studentPaths.alerts} style={{ color: 'var(--chakra-colors-teal-700)', textDecoration: 'underline', textAlign: 'center', fontSize: '0.875rem' }}>
        Ir a mis alertas
      </Link>
    </Stack>
  );
}
