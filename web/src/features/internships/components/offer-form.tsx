import { offerFieldsSchema, type OfferFields } from '@shared/contracts/company-offers/offer-fields';
import { Button, Checkbox, Field, Grid, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { chileanRegions, internshipAreaLabels, internshipAreas, offerModalities, offerModalityLabels, type Offer } from '@shared/internships';
import { messages } from '@shared/messages';
import { forwardRef, useState, type SelectHTMLAttributes } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../../../components/forms/form-alert';
import { TextField } from '../../../components/forms/text-field';
import { ApiError } from '../../../lib/api-client';
import { OfferPreviewDialog } from './offer-preview';

/**
 * What the form holds: the offer's fields as text (inputs give strings), the stipend with its
 * "sin remuneración" box. `toOfferFields` turns it into the body, which the same schema as the
 * server's then checks (shared/internships.ts): the Spanish messages are the server's.
 */
export interface OfferFormValues {
  title: string;
  area: string;
  career: string;
  description: string;
  requirements: string;
  modality: string;
  region: string;
  comuna: string;
  durationMonths: string;
  startDate: string;
  unpaid: boolean;
  stipendClp: string;
  vacancies: string;
  deadline: string;
}

const numberOrText = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

export const toOfferFields = (values: OfferFormValues): unknown => ({
  title: values.title,
  area: values.area || undefined,
  ...(values.career.trim() ? { career: values.career } : {}),
  description: values.description,
  requirements: values.requirements,
  modality: values.modality || undefined,
  ...(values.modality !== 'remota' && values.region ? { region: values.region } : {}),
  ...(values.modality !== 'remota' && values.comuna.trim() ? { comuna: values.comuna } : {}),
  durationMonths: numberOrText(values.durationMonths),
  startDate: values.startDate,
  stipendClp: values.unpaid ? null : numberOrText(values.stipendClp.replace(/[.$\s]/g, '')),
  vacancies: numberOrText(values.vacancies),
  deadline: values.deadline,
});

export const offerFormValues = (offer?: Offer, defaults: Partial<Pick<OfferFormValues, 'region' | 'comuna'>> = {}): OfferFormValues => ({
  title: offer?.title ?? '',
  area: offer?.area ?? '',
  career: offer?.career ?? '',
  description: offer?.description ?? '',
  requirements: offer?.requirements ?? '',
  modality: offer?.modality ?? '',
  region: offer ? (offer.region ?? '') : (defaults.region ?? ''),
  comuna: offer ? (offer.comuna ?? '') : (defaults.comuna ?? ''),
  durationMonths: offer ? String(offer.durationMonths) : '',
  startDate: offer?.startDate ?? '',
  unpaid: offer ? offer.stipendClp === null : false,
  stipendClp: offer?.stipendClp ? String(offer.stipendClp) : '',
  vacancies: offer ? String(offer.vacancies) : '1',
  deadline: offer?.deadline ?? '',
});

/** The form's resolver: the shared schema over the converted values, its messages on the form's fields. */
const resolver: Resolver<OfferFormValues> = async (values) => {
  const parsed = await offerFieldsSchema.safeParseAsync(toOfferFields(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'title');
    errors[field] ??= { type: 'validation', message: issue.message.startsWith('Invalid') ? messages['invalid-value'] : issue.message };
  }
  return { values: {}, errors };
};

const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { readonly label: string; readonly error?: string | undefined; readonly options: readonly (readonly [string, string])[] }>(
  function SelectField({ label, error, options, required, ...select }, ref) {
    return (
      <Field.Root invalid={Boolean(error)} required={required}>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field ref={ref} {...select}>
            <option value="">Elige una opción</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  },
);

const areaOptions = internshipAreas.map((area) => [area, internshipAreaLabels[area]] as const);
const modalityOptions = offerModalities.map((modality) => [modality, offerModalityLabels[modality]] as const);
const regionOptions = chileanRegions.map((region) => [region, region] as const);

interface OfferFormAction {
  readonly label: string;
  readonly publish: boolean;
  readonly primary?: boolean;
  /** Shows the offer as students will see it first, and saves from there ("Publicar oferta"). */
  readonly preview?: boolean;
}

interface OfferFormProps {
  readonly initial?: Offer;
  /** A new offer's place, as the company's own (its región and comuna): most offers are where the company is. */
  readonly defaults?: Partial<Pick<OfferFormValues, 'region' | 'comuna'>>;
  /** The buttons: a new offer can be kept as a draft or published; an edit is saved. */
  readonly actions: readonly OfferFormAction[];
  readonly busy: boolean;
  readonly onSave: (fields: OfferFields, publish: boolean) => Promise<unknown>;
}

/** The create and edit form of an offer: every field of the offer, with the server's Spanish messages; a preview before publishing. */
export function OfferForm({ initial, defaults, actions, busy, onSave }: OfferFormProps) {
  const form = useForm<OfferFormValues>({ resolver, defaultValues: offerFormValues(initial, defaults) });
  const { register, handleSubmit, formState, control, setError } = form;
  const [modality, unpaid] = useWatch({ control, name: ['modality', 'unpaid'] });
  const [previewing, setPreviewing] = useState<{ fields: OfferFields; action: OfferFormAction }>();
  const errors = formState.errors;
  const failure = formState.errors.root?.message;

  /** Saves; a refusal is said on the form's fields and above them. Answers whether it was saved. */
  const save = async (fields: OfferFields, publish: boolean): Promise<boolean> => {
    try {
      await onSave(fields, publish);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setError('root', { message: 'No pudimos guardar la oferta. Intenta nuevamente.' });
        return false;
      }
      for (const [field, message] of Object.entries(error.fields)) {
        const name = field.replace(/^offer\./, '');
        if (name in offerFormValues()) setError(name as keyof OfferFormValues, { message });
      }
      setError('root', { message: error.message });
      return false;
    }
  };

  const submit = (action: OfferFormAction) =>
    handleSubmit(async (values) => {
      const fields = z.parse(offerFieldsSchema, toOfferFields(values));
      if (action.preview) setPreviewing({ fields, action });
      else await save(fields, action.publish);
    });

  const primary = actions.find((action) => action.primary) ?? { label: '', publish: false };
  return (
    <form noValidate onSubmit={(event) => void submit(primary)(event)}>
      <Stack gap="5">
        {failure ? <FormAlert status="error" message={failure} /> : null}
        <TextField label="Título de la práctica" required maxLength={120} error={errors.title?.message} {...register('title')} />
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <SelectField label="Área" required options={areaOptions} error={errors.area?.message} {...register('area')} />
          <TextField label="Carrera (opcional)" maxLength={120} helper="Por ejemplo: Ingeniería Comercial." error={errors.career?.message} {...register('career')} />
        </Grid>
        <Field.Root invalid={Boolean(errors.description)} required>
          <Field.Label>Descripción</Field.Label>
          <Textarea rows={6} maxLength={5000} placeholder="Qué hará la persona practicante, con quién trabajará y qué aprenderá." {...register('description')} />
          {errors.description ? <Field.ErrorText>{errors.description.message}</Field.ErrorText> : <Field.HelperText>Al menos 30 caracteres.</Field.HelperText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.requirements)} required>
          <Field.Label>Requisitos</Field.Label>
          <Textarea rows={4} maxLength={3000} placeholder="Carrera y año, conocimientos, disponibilidad." {...register('requirements')} />
          {errors.requirements ? <Field.ErrorText>{errors.requirements.message}</Field.ErrorText> : null}
        </Field.Root>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
          <SelectField label="Modalidad" required options={modalityOptions} error={errors.modality?.message} {...register('modality')} />
          {modality === 'remota' ? null : (
            <>
              <SelectField label="Región" required options={regionOptions} error={errors.region?.message} {...register('region')} />
              <TextField label="Comuna" required maxLength={60} error={errors.comuna?.message} {...register('comuna')} />
            </>
          )}
        </Grid>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <TextField label="Duración (meses)" type="number" inputMode="numeric" min={1} max={12} required error={errors.durationMonths?.message} {...register('durationMonths')} />
          <TextField label="Fecha de inicio" type="date" required error={errors.startDate?.message} {...register('startDate')} />
          <TextField label="Cupos" type="number" inputMode="numeric" min={1} max={50} required error={errors.vacancies?.message} {...register('vacancies')} />
          <TextField label="Fecha límite para postular" type="date" required error={errors.deadline?.message} {...register('deadline')} />
        </Grid>
        <Stack gap="3">
          <Controller
            control={control}
            name="unpaid"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(change) => field.onChange(change.checked === true)}>
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>Sin remuneración</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {unpaid ? null : (
            <TextField label="Remuneración mensual (CLP)" inputMode="numeric" required helper="Monto bruto mensual en pesos, por ejemplo 400000." error={errors.stipendClp?.message} {...register('stipendClp')} />
          )}
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {actions.map((action) => (
            <Button key={action.label} type={action.primary ? 'submit' : 'button'} colorPalette="teal" variant={action.primary ? 'solid' : 'outline'} loading={busy && !previewing} onClick={action.primary ? undefined : (event) => void submit(action)(event)}>
              {action.label}
            </Button>
          ))}
        </Stack>
      </Stack>
      <OfferPreviewDialog
        offer={previewing?.fields}
        confirmLabel={previewing?.action.label ?? ''}
        busy={busy}
        onClose={() => setPreviewing(undefined)}
        onConfirm={() => {
          if (!previewing) return;
          // A refusal goes back to the form, where its fields show what to fix.
          void save(previewing.fields, previewing.action.publish).then((saved) => {
            if (!saved) setPreviewing(undefined);
          });
        }}
      />
    </form>
  );
}
