import { supportTicketBodySchema } from '@shared/contracts/support/post-ticket';
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { FormAlert } from '../../../components/forms/form-alert';
import { TextField } from '../../../components/forms/text-field';
import { ApiError } from '../../../lib/api-client';
import { useCreateTicket } from '../api/create-ticket';

type TicketForm = z.input<typeof supportTicketBodySchema>;
type TicketBody = z.output<typeof supportTicketBodySchema>;
const emptyTicket: TicketForm = { asunto: '', mensaje: '' };

/** The Soporte form: asunto and mensaje. On an error, what was typed stays. */
export function TicketForm({ uid, email }: { readonly uid: string; readonly email: string }) {
  const create = useCreateTicket(uid);
  const [sent, setSent] = useState<string>();
  const { register, handleSubmit, formState, reset, setError } = useForm<TicketForm, unknown, TicketBody>({
    resolver: zodResolver(supportTicketBodySchema),
    defaultValues: emptyTicket,
  });

  const onSubmit = handleSubmit((body) => {
    setSent(undefined);
    create.mutate(body, {
      onSuccess: (ticket) => {
        setSent(`Recibimos tu mensaje. Tu número de ticket es ${ticket.id}; te enviamos una copia a ${email}.`);
        reset(emptyTicket);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in emptyTicket) setError(field as keyof TicketForm, { message });
        }
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="nuevo-ticket">
      <Stack gap="4">
        {sent ? <FormAlert status="success" message={sent} /> : null}
        {create.isError ? (
          <FormAlert status="error" message={create.error instanceof ApiError ? create.error.message : 'No pudimos enviar tu mensaje. Intenta nuevamente.'} />
        ) : null}
        <TextField label="Asunto" required maxLength={120} autoComplete="off" error={formState.errors.asunto?.message} {...register('asunto')} />
        <Field.Root invalid={Boolean(formState.errors.mensaje)} required>
          <Field.Label>Mensaje</Field.Label>
          <Textarea rows={6} maxLength={4000} placeholder="Cuéntanos en qué te podemos ayudar." {...register('mensaje')} />
          {formState.errors.mensaje ? (
            <Field.ErrorText>{formState.errors.mensaje.message}</Field.ErrorText>
          ) : (
            <Field.HelperText color="gray.600">Al menos 10 caracteres. No incluyas contraseñas ni tu ClaveÚnica.</Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="teal" loading={create.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Enviar
        </Button>
      </Stack>
    </form>
  );
}
