import { applyBodySchema, type ApplyBody } from '@shared/contracts/students/post-application';
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { internshipPaths } from '@shared/internships';
import { APPLICATION_MESSAGE_MAX } from '@shared/students';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useApply } from '../api/applications';

type ApplyInput = z.input<typeof applyBodySchema>;

/** The message to the company and the button that applies; once sent, a link to follow the application. On an error, the message stays. */
export function ApplyForm({ offerId, ready, onApplied }: { readonly offerId: string; readonly ready: boolean; readonly onApplied?: () => void }) {
  const apply = useApply(offerId);
  const { register, handleSubmit, formState, setError } = useForm<ApplyInput, unknown, ApplyBody>({ resolver: zodResolver(applyBodySchema), defaultValues: { message: '' } });

  const onSubmit = handleSubmit((body) => {
    apply.mutate(body, {
      onSuccess: () => onApplied?.(),
      onError: (error) => {
        if (error instanceof ApiError && error.fields.message) setError('message', { message: error.fields.message });
      },
    });
  });

  if (apply.isSuccess) {
    return (
      <Stack gap="3" data-testid="applied">
        <FormAlert status="success" message="¡Listo! Enviamos tu postulación y te mandamos una copia por correo. Te avisaremos cuando la empresa la revise o te escriba." />
        <Button asChild colorPalette="teal" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Link to={internshipPaths.internApplications}>Ver mis postulaciones</Link>
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Postular">
      <Stack gap="4">
        {apply.isError ? <FormAlert status="error" message={apply.error instanceof ApiError ? apply.error.message : 'No pudimos enviar tu postulación. Intenta nuevamente.'} /> : null}
        <Field.Root invalid={Boolean(formState.errors.message)} required>
          <Field.Label>Mensaje para la empresa</Field.Label>
          <Textarea rows={5} maxLength={APPLICATION_MESSAGE_MAX} placeholder="Cuéntales por qué te interesa esta práctica y qué puedes aportar." {...register('message')} />
          {formState.errors.message ? (
            <Field.ErrorText>{formState.errors.message.message}</Field.ErrorText>
          ) : (
            <Field.HelperText color="gray.600">Entre 20 y 1.000 caracteres. La empresa verá también tu perfil, tu CV, tu correo y tu teléfono.</Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="teal" loading={apply.isPending} disabled={!ready} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Enviar postulación
        </Button>
        {!ready ? <FormAlert status="error" message="Antes de postular, completa tu perfil de estudiante y sube tu CV (más arriba)." /> : null}
      </Stack>
    </form>
  );
}
