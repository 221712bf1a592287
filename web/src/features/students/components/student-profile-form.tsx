import { Button, Field, Grid, NativeSelect, Stack, Switch } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { chileanRegions } from '@shared/internships';
import { STUDENT_YEAR_MAX, studentProfileBodySchema, type StudentProfile, type StudentProfileBody, type StudentProfileInput } from '@shared/students';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/forms/form-alert';
import { TextField } from '../../../components/forms/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSaveStudentProfile } from '../api/student-profile';
import { SelectInput } from '../../../components/forms/select-input';

const formOf = (profile: StudentProfile): StudentProfileInput => ({
  institution: profile.institution ?? '',
  career: profile.career ?? '',
  year: profile.year ?? 1,
  phone: profile.phone ?? '',
  region: profile.region ?? '',
  visibleToCompanies: profile.visibleToCompanies,
});

/** The student profile: studies, phone, región and the "visible para empresas" switch. On an error, what was typed stays. */
export function StudentProfileForm({ profile }: { readonly profile: StudentProfile }) {
  const save = useSaveStudentProfile();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, setError, control } = useForm<StudentProfileInput, unknown, StudentProfileBody>({
    resolver: zodResolver(studentProfileBodySchema),
    defaultValues: formOf(profile),
  });

  const onSubmit = handleSubmit((body) => {
    setSaved(false);
    save.mutate(
      { ...body, ...(body.region ? {} : { region: undefined }) },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of Object.entries(error.fields)) setError(field as keyof StudentProfileInput, { message });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Perfil de estudiante" data-testid="student-profile-form">
      <Stack gap="4">
        {saved ? <FormAlert status="success" message="Guardamos tu perfil de estudiante." /> : null}
        {save.isError ? <FormAlert status="error" message={save.error instanceof ApiError ? save.error.message : 'No pudimos guardar tu perfil. Intenta nuevamente.'} /> : null}
        <TextField label="Institución" required maxLength={120} placeholder="Universidad, instituto profesional o CFT" autoComplete="organization" error={formState.errors.institution?.message} {...register('institution')} />
        <TextField label="Carrera" required maxLength={120} placeholder="Por ejemplo, Ingeniería Comercial" error={formState.errors.career?.message} {...register('career')} />
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <Field.Root invalid={Boolean(formState.errors.year)} required>
            <Field.Label>Año que cursas</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('year', { valueAsNumber: true })}>
                {Array.from({ length: STUDENT_YEAR_MAX }, (_, index) => index + 1).map((year) => (
                  <option key={year} value={year}>
                    {year}.º año
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {formState.errors.year ? <Field.ErrorText>{formState.errors.year.message}</Field.ErrorText> : null}
          </Field.Root>
          <TextField label="Teléfono" required type="tel" autoComplete="tel" placeholder="+56 9 1234 5678" error={formState.errors.phone?.message} {...register('phone')} />
        </Grid>
        <Field.Root invalid={Boolean(formState.errors.region)}>
          <Field.Label>Región donde vives</Field.Label>
          <SelectInput placeholder="Prefiero no indicarla" options={chileanRegions} {...register('region')} />
        </Field.Root>
        <Controller
          control={control}
          name="visibleToCompanies"
          render={({ field }) => (
            <Field.Root>
              <Switch.Root name={field.name} checked={field.value} onCheckedChange={(details) => field.onChange(details.checked)} colorPalette="teal" data-testid="visible-switch">
                <Switch.HiddenInput onBlur={field.onBlur} />
                <Switch.Control />
                <Switch.Label>Visible para empresas</Switch.Label>
              </Switch.Root>
              <Field.HelperText>
                Si lo activas, las empresas que buscan practicantes verán tu nombre, tu carrera, tu institución, tu región y tu correo. Tu teléfono y tu CV solo los ve una empresa
                cuando postulas a su oferta.
              </Field.HelperText>
            </Field.Root>
          )}
        />
        <Button type="submit" colorPalette="teal" loading={save.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Guardar perfil
        </Button>
      </Stack>
    </form>
  );
}
