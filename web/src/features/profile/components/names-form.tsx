import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { nameField } from '@shared/schemas';
import type { UserDocument } from '@shared/user';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../../../components/forms/form-alert';
import { TextField } from '../../../components/forms/text-field';
import { ApiError } from '../../../lib/api-client';
import { useUpdateNames } from '../api/update-names';

const namesSchema = z.object({ firstName: nameField(), lastName: nameField() });
type NamesForm = z.input<typeof namesSchema>;

/** Edit the first and last name (PATCH /api/me). A failure keeps what was typed. */
export function NamesForm({ user }: { readonly user: UserDocument }) {
  const save = useUpdateNames();
  const { register, handleSubmit, formState, reset, setError } = useForm<NamesForm, unknown, z.output<typeof namesSchema>>({
    resolver: zodResolver(namesSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const onSubmit = handleSubmit((names) => {
    save.mutate(names, {
      onSuccess: (saved) => reset({ firstName: saved.firstName, lastName: saved.lastName }),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'firstName' || field === 'lastName') setError(field, { message });
        }
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="editar-nombre">
      <Stack gap="4">
        {save.isError ? <FormAlert status="error" message={save.error instanceof ApiError ? save.error.message : 'No pudimos guardar tu nombre. Intenta nuevamente.'} /> : null}
        {save.isSuccess && !formState.isDirty ? <FormAlert status="success" message="Guardamos tu nombre." /> : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <TextField label="Nombre" autoComplete="given-name" required error={formState.errors.firstName?.message} {...register('firstName')} />
          <TextField label="Apellido" autoComplete="family-name" required error={formState.errors.lastName?.message} {...register('lastName')} />
        </Stack>
        <Button type="submit" colorPalette="teal" loading={save.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Guardar cambios
        </Button>
      </Stack>
    </form>
  );
}
