import { Button, Stack } from '@chakra-ui/react';
import { unsubscribeRemindersRoute } from '@shared/contracts/reminders/post-unsubscribe';
import { messages } from '@shared/messages';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert';
import { AuthFootnote, AuthHeading, AuthLink } from '../../features/auth/components/auth-heading';
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
      const answer = await apiRequest(unsubscribeRemindersRoute, { body: { token } });
      setResult({ status: 'success', message: answer.message });
    } catch (error: unknown) {
      setResult({ status: 'error', message: serverMessageOr(error, messages['reminders/unsubscribe-failed'], ['internal', 'bad-request']) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="6">
      <AuthHeading title="Recordatorios de beneficios">Confirma que ya no quieres recibir por correo los recordatorios de postulaciones y pagos.</AuthHeading>
      {result ? <FormAlert status={result.status} message={result.message} /> : null}
      <Button loading={busy} disabled={result?.status === 'success'} onClick={() => void unsubscribe()}>
        Dejar de recibir recordatorios
      </Button>
      <AuthFootnote>
        <AuthLink to="/profile/info">Ir a mi perfil</AuthLink>
      </AuthFootnote>
    </Stack>
  );
}
