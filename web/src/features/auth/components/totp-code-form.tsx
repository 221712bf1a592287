import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@shared/messages';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { TextField } from '../../../components/forms/text-field';

const codeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, messages['two-factor/code-format'])),
});
type CodeForm = z.input<typeof codeSchema>;

/**
 * The authenticator app's 6-digit code, as the sign-in asks it and as its setup confirms it. The
 * browser offers a code it received (`one-time-code`); a phone opens its number pad.
 */
export function TotpCodeForm({ submitLabel, busy, onCode }: { readonly submitLabel: string; readonly busy: boolean; readonly onCode: (code: string) => Promise<void> }) {
  const { register, handleSubmit, formState } = useForm<CodeForm>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => onCode(code));
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="4">
        <TextField
          label="Código de verificación"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          autoFocus
          error={formState.errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
