import { Button, Stack } from '@chakra-ui/react';
import { passwordRecoveryBodySchema, requestPasswordRecoveryRoute } from '@shared/contracts/mail/post-password-recovery';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { FormAlert } from '../../components/forms/form-alert';
import { TextField } from '../../components/forms/text-field';
import { AuthFootnote, AuthHeading, AuthLink } from '../../features/auth/components/auth-heading';
import { serverMessageOr } from '../../features/auth/auth-errors';
import { apiRequest } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

type RecoveryForm = z.input<typeof passwordRecoveryBodySchema>;

/** `/recovery-password` (spec §2, §4, §8): asks for the recovery mail; the same answer for every e-mail. */
export function Component() {
  usePageMeta({ title: 'Recuperar contraseña | Beneficios Chile', description: 'Recupera el acceso a tu cuenta.' });
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string }>();
  const { register, handleSubmit, formState } = useForm<RecoveryForm>({ resolver: zodResolver(passwordRecoveryBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(undefined);
    try {
      const answer = await apiRequest(requestPasswordRecoveryRoute, { body: { email } });
      setResult({ status: 'success', message: answer.message });
    } catch (error: unknown) {
      setResult({ status: 'error', message: serverMessageOr(error, messages['recovery/failure']) });
    }
  });

  return (
    <Stack gap="6">
      <AuthHeading title="Recupera tu contraseña">Te enviaremos un enlace para crear una nueva contraseña.</AuthHeading>
      {result ? <FormAlert status={result.status} message={result.message} /> : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <TextField label="Correo electrónico" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
          <Button type="submit" loading={formState.isSubmitting}>
            Enviar correo
          </Button>
        </Stack>
      </form>
      <AuthFootnote>
        <AuthLink to="/login">Volver a iniciar sesión</AuthLink>
      </AuthFootnote>
    </Stack>
  );
}
