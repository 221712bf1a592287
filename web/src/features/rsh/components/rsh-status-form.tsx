import { Button, Field, Fieldset, HStack, Link as ChakraLink, RadioGroup, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { tramoOptions } from '@shared/benefits';
import type { UserDocument } from '@shared/user';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { FormAlert } from '../../../components/forms/form-alert';
import { ExternalLink } from '../../../components/layouts/app-external-link';
import { ApiError } from '../../../lib/api-client';
import { useSaveRshStatus } from '../api/save-rsh-status';
import { rshLinks } from '../content';
import { SelectInput } from '../../../components/forms/select-input';

/** A yes/no answer: the empty string until the user chooses. */
const isYesNo = (value: string): boolean => value === 'true' || value === 'false';

const rshFormSchema = z.object({
  inRsh: z.string().check(z.refine(isYesNo, 'Cuéntanos si estás en el Registro Social de Hogares.')),
  rshTramo: z.union([z.literal(''), z.enum(tramoOptions.map((option) => String(option.value)) as [string, ...string[]], { error: 'Elige un tramo de la lista.' })]),
  hasClaveUnica: z.string().check(z.refine(isYesNo, 'Cuéntanos si tienes ClaveÚnica.')),
});
type RshForm = z.input<typeof rshFormSchema>;

const initialValues = (user: UserDocument): RshForm => ({
  inRsh: user.socialHomeRegister ? 'true' : user.household?.inRsh === false ? 'false' : '',
  rshTramo: user.household?.rshTramo ? String(user.household.rshTramo) : '',
  hasClaveUnica: user.uniqueChileanPasswordConnection ? 'true' : 'false',
});

function YesNoField({ control, name, legend, helper, error }: { readonly control: Control<RshForm>; readonly name: 'inRsh' | 'hasClaveUnica'; readonly legend: string; readonly helper?: string; readonly error: string | undefined }) {
  const legendId = useId();
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend id={legendId} fontWeight="semibold" color="gray.900" fontSize="md">
        {legend}
      </Fieldset.Legend>
      {helper ? <Fieldset.HelperText color="gray.600">{helper}</Fieldset.HelperText> : null}
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup.Root
            aria-labelledby={legendId}
            name={field.name}
            value={field.value || null}
            onValueChange={(details) => field.onChange(details.value)}
            colorPalette="teal"
          >
            <HStack gap="6">
              {(['true', 'false'] as const).map((value) => (
                <RadioGroup.Item key={value} value={value} cursor="pointer">
                  <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{value === 'true' ? 'Sí' : 'No'}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        )}
      />
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/**
 * "Tu situación": in the RSH or not, the tramo, and whether the user has ClaveÚnica (yes or no only: we never
 * ask for the ClaveÚnica itself). Saved with PATCH /api/me; the dashboard shows the change at once.
 */
export function RshStatusForm({ user }: { readonly user: UserDocument }) {
  const save = useSaveRshStatus();
  const form = useForm<RshForm>({ resolver: zodResolver(rshFormSchema), defaultValues: initialValues(user) });
  const { control, register, handleSubmit, formState } = form;
  const inRsh = useWatch({ control, name: 'inRsh' });
  const hasClaveUnica = useWatch({ control, name: 'hasClaveUnica' });

  const onSubmit = handleSubmit((values) => {
    const isIn = values.inRsh === 'true';
    save.mutate(
      { inRsh: isIn, rshTramo: isIn && values.rshTramo ? Number(values.rshTramo) : undefined, hasClaveUnica: values.hasClaveUnica === 'true' },
      // The saved answers become the form's starting point: the success message stays until the next change.
      { onSuccess: () => form.reset(values) },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="tu-situacion">
      <Stack gap="6">
        {save.isError ? <FormAlert status="error" message={save.error instanceof ApiError ? save.error.message : 'No pudimos guardar tus datos. Intenta nuevamente.'} /> : null}
        {save.isSuccess && !formState.isDirty ? (
          <Stack gap="2">
            <FormAlert status="success" message="Guardamos tus datos. Tus resultados ya están actualizados." />
            <ChakraLink asChild color="teal.700" fontWeight="semibold" fontSize="sm">
              <Link to="/dashboard">Ver mis beneficios en el Dashboard</Link>
            </ChakraLink>
          </Stack>
        ) : null}

        <YesNoField
          control={control}
          name="inRsh"
          legend="¿Estás en el Registro Social de Hogares?"
          helper="Si no estás seguro, revisa tu Cartola Hogar."
          error={formState.errors.inRsh?.message}
        />

        {inRsh === 'true' ? (
          <Field.Root invalid={Boolean(formState.errors.rshTramo)}>
            <Field.Label fontWeight="semibold" fontSize="md">
              Tu tramo
            </Field.Label>
            <SelectInput placeholder="No lo sé" options={tramoOptions} {...register('rshTramo')} />
            <Field.HelperText color="gray.600">Aparece en tu Cartola Hogar como «Tramo de Calificación Socioeconómica».</Field.HelperText>
            {formState.errors.rshTramo ? <Field.ErrorText>{formState.errors.rshTramo.message}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}

        <YesNoField
          control={control}
          name="hasClaveUnica"
          legend="¿Tienes ClaveÚnica?"
          helper="Solo queremos saber si la tienes. Nunca te pediremos tu ClaveÚnica."
          error={formState.errors.hasClaveUnica?.message}
        />
        {hasClaveUnica === 'false' ? (
          <ExternalLink href={rshLinks.claveUnica.href} size="sm">
            Obtén tu ClaveÚnica en {rshLinks.claveUnica.label}
          </ExternalLink>
        ) : null}

        <Button type="submit" colorPalette="teal" loading={save.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Guardar
        </Button>
      </Stack>
    </form>
  );
}
