import { Field, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUpdateUserBody, AdminUserDocument } from '@shared/admin';
import { companyDetailsSchema } from '@shared/company';
import { chileanRegions } from '@shared/internships';
import { formatRut, rutInlineError } from '@shared/rut';
import { nameSchema, rutSchema } from '@shared/schemas';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import * as z from 'zod/mini';
import { SelectInput } from '../../../components/forms/select-input';
import { RutField } from '../../../components/forms/rut-field';
import { TextField } from '../../../components/forms/text-field';
import { EnabledAndActions, useAdminSave } from './user-edit-form';

/** The same rules as the server (shared/admin.ts, shared/company.ts): a company's details, its RUT, its contact's names. */
const editCompanySchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  rut: rutSchema,
  company: companyDetailsSchema,
  enabled: z.boolean(),
});
type EditCompanyInput = z.input<typeof editCompanySchema>;
type EditCompanyOutput = z.output<typeof editCompanySchema>;
const fieldNames = new Set(['firstName', 'lastName', 'rut', 'company', 'company.legalName', 'company.comuna', 'company.region', 'company.contactPhone']);

/** Only what changed goes to the server; the company's four details go together when one of them changed. */
export const changedCompanyFields = (user: AdminUserDocument, values: EditCompanyOutput): AdminUpdateUserBody => {
  const changes: AdminUpdateUserBody = {};
  if (values.firstName !== user.firstName) changes.firstName = values.firstName;
  if (values.lastName !== user.lastName) changes.lastName = values.lastName;
  if (values.rut !== user.rut) changes.rut = values.rut;
  const before = user.company;
  if (!before || (Object.keys(values.company) as (keyof typeof values.company)[]).some((field) => values.company[field] !== before[field])) changes.company = values.company;
  if (values.enabled === user.disabled) changes.enabled = values.enabled;
  return changes;
};

interface CompanyEditFormProps {
  readonly user: AdminUserDocument;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/**
 * Edit a company's account: its razón social, RUT, comuna and región, its contact person (names and
 * phone; the e-mail is the account's) and whether it is enabled. No birth date, and no change of
 * type: a company's account stays a company's.
 */
export function CompanyEditForm({ user, onSaved, onCancel }: CompanyEditFormProps) {
  const { save, submit, alerts } = useAdminSave(user.uid, onSaved);
  const { register, handleSubmit, formState, control, setError } = useForm<EditCompanyInput, unknown, EditCompanyOutput>({
    resolver: zodResolver(editCompanySchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      rut: formatRut(user.rut),
      company: {
        legalName: user.company?.legalName ?? '',
        comuna: user.company?.comuna ?? '',
        region: (user.company?.region ?? '') as EditCompanyInput['company']['region'],
        contactPhone: user.company?.contactPhone ?? '',
      },
      enabled: !user.disabled,
    },
  });
  const rutError = rutInlineError(useWatch({ control, name: 'rut' }));
  const errors = formState.errors.company;

  const onSubmit = handleSubmit((values) =>
    submit(changedCompanyFields(user, values), (field, message) => fieldNames.has(field) && setError(field as FieldPath<EditCompanyInput>, { message })),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="editar-datos" data-testid="company-edit-form">
      <Stack gap="5">
        {alerts}
        <TextField label="Razón social" autoComplete="off" required error={errors?.legalName?.message} {...register('company.legalName')} />
        <RutField control={control} name="rut" />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <TextField label="Comuna" autoComplete="off" required error={errors?.comuna?.message} {...register('company.comuna')} />
          <Field.Root invalid={Boolean(errors?.region)} required>
            <Field.Label>Región</Field.Label>
            <SelectInput placeholder="Elige una región" options={chileanRegions} {...register('company.region')} />
            {errors?.region ? <Field.ErrorText>{errors.region.message}</Field.ErrorText> : null}
          </Field.Root>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <TextField label="Nombre de contacto" autoComplete="off" required error={formState.errors.firstName?.message} {...register('firstName')} />
          <TextField label="Apellido de contacto" autoComplete="off" required error={formState.errors.lastName?.message} {...register('lastName')} />
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <TextField label="Teléfono de contacto" type="tel" autoComplete="off" required error={errors?.contactPhone?.message} {...register('company.contactPhone')} />
          <Stack gap="1.5" flex="1">
            <Text fontWeight="medium" fontSize="sm" color="gray.900">
              Correo de contacto
            </Text>
            <Text fontSize="sm" wordBreak="break-all" data-testid="company-contact-email">
              {user.email}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Es el correo con que la empresa inicia sesión.
            </Text>
          </Stack>
        </Stack>
        <Text fontSize="sm" color="gray.700">
          Tipo de cuenta: Empresa. Una cuenta de empresa no cambia de tipo.
        </Text>
        <EnabledAndActions control={control} self={false} saving={save.isPending} canSave={rutError === undefined} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
