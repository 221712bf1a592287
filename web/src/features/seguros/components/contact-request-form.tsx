import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { insuranceContactBodySchema, insuranceTypeLabels, insuranceTypes } from '@shared/support';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../../../components/forms/form-alert';
import { TextField } from '../../../components/forms/text-field';
import { ApiError } from '../../../lib/api-client';
import { useCreateContactRequest } from '../api/create-contact-request';
import { SelectInput } from '../../../components/forms/select-input';

/** What the form holds (strings); empty optional fields are left out of the body, which the shared schema checks. */
const contactFormSchema = z.pipe(
  z.pipe(
    z.object({ insuranceType: z.string(), phone: z.string(), message: z.string() }),
    z.transform(({ insuranceType, phone, message }) => ({
      insuranceType,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    })),
  ),
  insuranceContactBodySchema,
);
type ContactForm = z.input<typeof contactFormSchema>;
type ContactBody = z.output<typeof contactFormSchema>;

const emptyForm: ContactForm = { insuranceType: '', phone: '', message: '' };

/** "Quiero que me contacten": the kind of insurance, an optional phone and message. */
export function ContactRequestForm({ email }: { readonly email: string }) {
  const create = useCreateContactRequest();
  const [sent, setSent] = useState<string>();
  const { register, handleSubmit, formState, reset, setError } = useForm<ContactForm, unknown, ContactBody>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit((body) => {
    setSent(undefined);
    create.mutate(body, {
      onSuccess: () => {
        setSent(`¡Listo! Recibimos tu solicitud sobre ${insuranceTypeLabels[body.insuranceType]}. Te contactaremos a ${email}${body.phone ? ` o al ${body.phone}` : ''}.`);
        reset(emptyForm);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field in emptyForm) setError(field as keyof ContactForm, { message });
          }
        }
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="quiero-que-me-contacten">
      <Stack gap="4">
        {sent ? <FormAlert status="success" message={sent} /> : null}
        {create.isError ? (
          <FormAlert status="error" message={create.error instanceof ApiError ? create.error.message : 'No pudimos enviar tu solicitud. Intenta nuevamente.'} />
        ) : null}
        <Field.Root invalid={Boolean(formState.errors.insuranceType)} required>
          <Field.Label>Tipo de seguro</Field.Label>
          <SelectInput placeholder="Elige una opción" options={insuranceTypes.map((type) => ({ value: type, label: insuranceTypeLabels[type] }))} {...register('insuranceType')} />
          {formState.errors.insuranceType ? <Field.ErrorText>{formState.errors.insuranceType.message}</Field.ErrorText> : null}
        </Field.Root>
        <TextField
          label="Teléfono (opcional)"
          type="tel"
          autoComplete="tel"
          placeholder="+56 9 1234 5678"
          helper="Si prefieres que te llamemos. Si no, te escribimos a tu correo."
          error={formState.errors.phone?.message}
          {...register('phone')}
        />
        <Field.Root invalid={Boolean(formState.errors.message)}>
          <Field.Label>Mensaje (opcional)</Field.Label>
          <Textarea rows={4} placeholder="Cuéntanos qué necesitas saber." {...register('message')} />
          {formState.errors.message ? <Field.ErrorText>{formState.errors.message.message}</Field.ErrorText> : null}
        </Field.Root>
        <Text fontSize="sm" color="gray.600">
          Te responderá una persona de nuestro equipo. No te pediremos claves ni datos bancarios.
        </Text>
        <Button type="submit" colorPalette="teal" loading={create.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Quiero que me contacten
        </Button>
      </Stack>
    </form>
  );
}
