import { Button, Stack } from '@chakra-ui/react';
import { resetPasswordRoute } from '@shared/contracts/accounts/post-reset-password';
import { requestPasswordChangedMailRoute } from '@shared/contracts/mail/post-password-changed';
import { RESET_REDIRECT_DELAY_MS } from '@shared/constants';
import { messages } from '@shared/messages';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { takeLinkToken } from '../../features/auth/link-token';
import { FormAlert } from '../../components/forms/form-alert';
import { PasswordField } from '../../components/forms/text-field';
import { AuthFootnote, AuthHeading, AuthLink } from '../../features/auth/components/auth-heading';
import { serverMessageOr } from '../../features/auth/auth-errors';
import { ApiError, apiRequest } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

/**
 * `/set-new-password/{userId}#token=…` (also `?token=…`, of older links) (spec §4, §5, §8): equality is checked first, with no call;
 * after a successful change, /login in 2 seconds.
 */
export function Component() {
  usePageMeta({ title: 'Nueva contraseña | Beneficios Chile', description: 'Crea una nueva contraseña para tu cuenta.' });
  const { userId = '' } = useParams();
  // Read once: the token then leaves the address bar.
  const location = useLocation();
  const [token] = useState(() => takeLinkToken(location));
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string }>();

  useEffect(() => {
    if (result?.status !== 'success') return;
    const timer = window.setTimeout(() => void navigate('/login'), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [result, navigate]);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!newPassword || !confirmation) {
      setResult({ status: 'error', message: messages.required });
      return;
    }
    if (newPassword !== confirmation) {
      setResult({ status: 'error', message: messages['passwords-mismatch'] });
      return;
    }
    setBusy(true);
    setResult(undefined);
    try {
      await apiRequest(resetPasswordRoute, { body: { userId, token, newPassword } });
      setResult({ status: 'success', message: messages['reset/success'] });
      // The change already sent its mail; this asks for it as the spec does, and never sends it twice.
      void apiRequest(requestPasswordChangedMailRoute, { body: { uid: userId, token } }).catch(() => undefined);
    } catch (error: unknown) {
      const fieldMessage = error instanceof ApiError ? error.fields.newPassword : undefined;
      setResult({ status: 'error', message: fieldMessage ?? serverMessageOr(error, messages['reset/failure'], ['internal', 'bad-request']) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="6">
      <AuthHeading title="Crea una nueva contraseña">Usa al menos 6 caracteres.</AuthHeading>
      {result ? <FormAlert status={result.status} message={result.message} /> : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <PasswordField label="Nueva contraseña" autoComplete="new-password" required value={newPassword} onChange={(event) => setNewPassword(event.target.value)} />
          <PasswordField label="Confirmar contraseña" autoComplete="new-password" required value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
          <Button type="submit" loading={busy} disabled={result?.status === 'success'}>
            Cambiar contraseña
          </Button>
        </Stack>
      </form>
      <AuthFootnote>
        <AuthLink to="/recovery-password">Pedir un nuevo enlace</AuthLink>
      </AuthFootnote>
    </Stack>
  );
}
