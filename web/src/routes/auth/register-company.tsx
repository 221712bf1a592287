import { Field, SimpleGrid } from '@chakra-ui/react';
import { googleRegisterCompanyBodySchema } from '@shared/contracts/accounts/post-register-google-company';
import { registerCompanyBodySchema } from '@shared/contracts/accounts/post-register-company';
import { zodResolver } from '@hookform/resolvers/zod';
import { chileanRegions } from '@shared/internships';
import { messages } from '@shared/messages';
import { rutInlineError } from '@shared/rut';
import { emailField } from '@shared/schemas';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { RutField } from '../../components/forms/rut-field';
import { SelectInput } from '../../components/forms/select-input';
import { TextField } from '../../components/forms/text-field';
import { AuthFootnote, AuthLink } from '../../features/auth/components/auth-heading';
import { AccountFields, google, RegistrationFrame, sessionActions, useRegistration } from '../../features/auth/components/registration';
import { usePageMeta } from '../../lib/page-meta';

/** The server's rules (shared/company.ts), plus the confirmation and the checkbox. */
const companyFormSchema = z
  .extend(z.omit(registerCompanyBodySchema, { acceptTerms: true, region: true }), {
    region: z.string().check(z.refine((region) => (chileanRegions as readonly string[]).includes(region), messages['company/region-required'])),
    email: emailField(messages['invalid-email']),
    confirmPassword: z.string().check(z.minLength(1, messages.required)),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, messages['terms-required'])),
  })
  .check(z.refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: messages['passwords-mismatch'] }));

/** Google mode: the e-mail is Google's and there is no password. */
const googleCompanyFormSchema = z.extend(z.omit(googleRegisterCompanyBodySchema, { acceptTerms: true, region: true }), {
  region: z.string().check(z.refine((region) => (chileanRegions as readonly string[]).includes(region), messages['company/region-required'])),
  email: z.optional(z.string()),
  password: z.optional(z.string()),
  confirmPassword: z.optional(z.string()),
  acceptTerms: z.boolean().check(z.refine((accepted) => accepted, messages['terms-required'])),
});

type CompanyForm = z.input<typeof companyFormSchema>;
const blank: CompanyForm = { legalName: '', rut: '', comuna: '', region: '', contactFirstName: '', contactLastName: '', contactPhone: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

/**
 * `/register?role=enterprise`: a company's account (razón social, RUT, comuna and región, a contact
 * person, password and terms), by e-mail or with Google. Activated by mail as a person's.
 */
export function CompanyRegisterScreen({ googleMode }: { readonly googleMode: boolean }) {
  usePageMeta({ title: 'Registra tu empresa | Beneficios Chile', description: 'Crea la cuenta de tu empresa y publica ofertas de práctica gratis.' });
  const form = useForm<CompanyForm>({ resolver: (googleMode ? zodResolver(googleCompanyFormSchema) : zodResolver(companyFormSchema)) as Resolver<CompanyForm>, defaultValues: blank });
  const { register, handleSubmit, formState, control } = form;
  const rutError = rutInlineError(useWatch({ control, name: 'rut' }));
  const { error, loading, onGoogle, submit } = useRegistration({
    form,
    googleMode,
    enterprise: true,
    fromGoogle: (profile) => ({ contactFirstName: profile.firstName, contactLastName: profile.lastName, email: profile.email }),
  });

  const onSubmit = handleSubmit(({ email, password, confirmPassword: _confirm, acceptTerms: _accepted, region, ...company }) => {
    const fields = { ...company, region: region as (typeof chileanRegions)[number], acceptTerms: true as const };
    return submit(async () =>
      googleMode ? (await google()).completeGoogleCompanyRegistration(fields) : (await sessionActions()).registerCompanyWithPassword({ ...fields, email, password }),
    );
  });

  return (
    <RegistrationFrame
      form={form}
      title="Registra tu empresa"
      lead="Publica ofertas de práctica gratis y recibe postulaciones directas de estudiantes."
      error={error}
      loading={loading}
      onSubmit={onSubmit}
      links={
        <AuthFootnote>
          ¿Eres estudiante o buscas beneficios?{' '}
          <AuthLink to="/register" strong>Crea una cuenta personal</AuthLink>
        </AuthFootnote>
      }
    >
      <TextField label="Razón social" autoComplete="organization" required error={formState.errors.legalName?.message} {...register('legalName')} />
      <RutField control={control} name="rut" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label="Comuna" autoComplete="address-level2" required error={formState.errors.comuna?.message} {...register('comuna')} />
        <Field.Root invalid={formState.errors.region !== undefined} required>
          <Field.Label>Región</Field.Label>
          <SelectInput placeholder="Elige una región" options={chileanRegions} {...register('region')} />
          {formState.errors.region?.message ? <Field.ErrorText>{formState.errors.region.message}</Field.ErrorText> : null}
        </Field.Root>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label="Nombre de contacto" autoComplete="given-name" required error={formState.errors.contactFirstName?.message} {...register('contactFirstName')} />
        <TextField label="Apellido de contacto" autoComplete="family-name" required error={formState.errors.contactLastName?.message} {...register('contactLastName')} />
      </SimpleGrid>
      <TextField label="Teléfono de contacto" type="tel" autoComplete="tel" required error={formState.errors.contactPhone?.message} {...register('contactPhone')} />
      <AccountFields googleMode={googleMode} loading={loading} disabled={rutError !== undefined} submitLabel="Registrar empresa" onGoogle={() => void onGoogle()} />
    </RegistrationFrame>
  );
}
