import { Button, Field, Flex, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUpdateUserBody, AdminUserDocument } from '@shared/admin';
import { todayInChile, toIsoDate } from '@shared/age';
import { formatRut, rutInlineError } from '@shared/rut';
import { birthDateSchema, nameSchema, rutSchema } from '@shared/schemas';
import { userTypeSchema } from '@shared/user';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { RutField } from '../../../components/forms/rut-field';
import * as z from 'zod/mini';
import { FormAlert } from '../../../components/forms/form-alert';
import { TextField } from '../../../components/forms/text-field';
import { ApiError } from '../../../lib/api-client';
import { useUpdateUser } from '../api/update-user';

/** The same field rules as the server (shared/admin.ts `adminUpdateUserBodySchema`), every field present. */
const editUserSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  rut: rutSchema,
  birthDate: birthDateSchema,
  userType: userTypeSchema,
  enabled: z.boolean(),
});
type EditUserInput = z.input<typeof editUserSchema>;
type EditUserOutput = z.output<typeof editUserSchema>;
type FieldName = keyof EditUserInput;

/** Only what changed goes to the server: an unchanged RUT is not checked against itself, nor audited. */
export const changedFields = (user: AdminUserDocument, values: EditUserOutput): AdminUpdateUserBody => {
  const changes: AdminUpdateUserBody = {};
  if (values.firstName !== user.firstName) changes.firstName = values.firstName;
  if (values.lastName !== user.lastName) changes.lastName = values.lastName;
  if (values.rut !== user.rut) changes.rut = values.rut;
  if (values.birthDate !== user.birthDate) changes.birthDate = values.birthDate;
  if (values.userType !== user.userType && values.userType !== 'enterprise') changes.userType = values.userType;
  if (values.enabled === user.disabled) changes.enabled = values.enabled;
  return changes;
};

/**
 * Saving an admin's edit: only what changed goes, "No hay cambios que guardar." when nothing did; a
 * field's error from the server goes to `setFieldError`, any other shows above the form, which takes
 * the focus there. An error keeps everything typed.
 */
export const useAdminSave = (uid: string, onSaved: () => void) => {
  const save = useUpdateUser();
  const [notice, setNotice] = useState<string | undefined>();
  const alertRef = useRef<HTMLDivElement>(null);
  const submit = (changes: AdminUpdateUserBody, setFieldError: (field: string, message: string) => void) => {
    setNotice(undefined);
    if (Object.keys(changes).length === 0) {
      setNotice('No hay cambios que guardar.');
      return;
    }
    save.mutate(
      { uid, changes },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError) for (const [field, message] of Object.entries(error.fields)) setFieldError(field, message);
        },
      },
    );
  };
  useEffect(() => {
    if (save.error) alertRef.current?.focus();
  }, [save.error]);
  const serverError = save.isError ? (save.error instanceof ApiError ? save.error.message : 'No pudimos guardar los cambios. Intenta nuevamente.') : undefined;
  const alerts =
    serverError || notice ? (
      <div ref={alertRef} tabIndex={-1} style={{ outline: 'none' }}>
        {serverError ? <FormAlert status="error" message={serverError} /> : null}
        {notice ? <FormAlert status="success" message={notice} /> : null}
      </div>
    ) : null;
  return { save, submit, alerts };
};

interface UserEditFormProps {
  readonly user: AdminUserDocument;
  /** The admin editing their own account: the server refuses to disable it or to take away its admin role. */
  readonly self: boolean;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/** Edit a user's names, RUT, birth date, type and whether the account is enabled. An error keeps everything typed. */
export function UserEditForm({ user, self, onSaved, onCancel }: UserEditFormProps) {
  const { save, submit, alerts } = useAdminSave(user.uid, onSaved);
  const { register, handleSubmit, formState, control, setError } = useForm<EditUserInput, unknown, EditUserOutput>({
    resolver: zodResolver(editUserSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      rut: formatRut(user.rut),
      birthDate: user.birthDate,
      userType: user.userType,
      enabled: !user.disabled,
    },
  });
  const rutError = rutInlineError(useWatch({ control, name: 'rut' }));
  const today = toIsoDate(todayInChile());

  const onSubmit = handleSubmit((values) => submit(changedFields(user, values), (field, message) => field in editUserSchema.shape && setError(field as FieldName, { message })));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="editar-datos">
      <Stack gap="5">
        {alerts}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <TextField label="Nombre" autoComplete="off" required error={formState.errors.firstName?.message} {...register('firstName')} />
          <TextField label="Apellido" autoComplete="off" required error={formState.errors.lastName?.message} {...register('lastName')} />
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <RutField control={control} name="rut" />
          <TextField label="Fecha de nacimiento" type="date" max={today} required error={formState.errors.birthDate?.message} {...register('birthDate')} />
        </Stack>
        <Controller
          control={control}
          name="userType"
          render={({ field }) => (
            <Stack gap="1.5">
              <RadioGroup.Root name={field.name} value={field.value} onValueChange={(details) => field.onChange(details.value)} colorPalette="teal">
                <RadioGroup.Label fontWeight="medium" fontSize="sm" color="gray.900" mb="2" display="block">
                  Tipo de cuenta
                </RadioGroup.Label>
                <Flex gap="6" wrap="wrap">
                  {(
                    [
                      ['client', 'Cliente'],
                      ['admin', 'Admin'],
                    ] as const
                  ).map(([value, label]) => (
                    <RadioGroup.Item key={value} value={value}>
                      <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Flex>
              </RadioGroup.Root>
              <Text fontSize="xs" color="fg.muted">
                Un administrador puede ver y cambiar todas las cuentas, y ver los KPIs.
              </Text>
            </Stack>
          )}
        />
        <EnabledAndActions control={control} self={self} saving={save.isPending} canSave={rutError === undefined} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** "Cuenta habilitada", then "Cancelar" and "Guardar cambios": the end of both kinds of form. */
export function EnabledAndActions<Values extends { enabled: boolean }>({
  control,
  self,
  saving,
  canSave,
  onCancel,
}: {
  readonly control: Control<Values>;
  readonly self: boolean;
  readonly saving: boolean;
  readonly canSave: boolean;
  readonly onCancel: () => void;
}) {
  return (
    <>
      <Controller
        control={control}
        name={'enabled' as FieldPath<Values>}
        render={({ field }) => (
          <Field.Root>
            <Switch.Root name={field.name} checked={field.value} onCheckedChange={(details) => field.onChange(details.checked)} colorPalette="teal">
              <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>Cuenta habilitada</Switch.Label>
            </Switch.Root>
            <Field.HelperText>{self ? 'No puedes deshabilitar tu propia cuenta.' : 'Una cuenta deshabilitada no puede iniciar sesión ni usar la plataforma.'}</Field.HelperText>
          </Field.Root>
        )}
      />
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" colorPalette="teal" loading={saving} loadingText="Guardando…" disabled={!canSave}>
          Guardar cambios
        </Button>
      </Flex>
    </>
  );
}
