import { SimpleGrid } from '@chakra-ui/react';
import { googleRegisterBodySchema } from '@shared/contracts/accounts/post-register-google';
import { registerBodySchema } from '@shared/contracts/accounts/post-register';
import { zodResolver } from '@hookform/resolvers/zod';
import { todayInChile, toIsoDate } from '@shared/age';
import { messages } from '@shared/messages';
import { rutInlineError } from '@shared/rut';
import { emailField } from '@shared/schemas';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { RutField } from '../../components/forms/rut-field';
import { TextField } from '../../components/forms/text-field';
import { AccountFields, google, RegistrationFrame, sessionActions, useRegistration } from '../../features/auth/components/registration';
import { usePageMeta } from '../../lib/page-meta';
import { checkedBirthDate } from '../../features/benefits/pending-birth-date';
import { CompanyRegisterScreen } from './register-company';

/** The same field rules as the server (shared/schemas.ts), plus the confirmation and the checkbox. */
const registerFormSchema = z
  .extend(z.omit(registerBodySchema, { acceptTerms: true, signupIntent: true }), {
    email: emailField(messages['invalid-email']),
    confirmPassword: z.string().check(z.minLength(1, messages['required'])),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, messages['terms-required'])),
  })
  .check(z.refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: messages['passwords-mismatch'] }));

/**
 * Google mode (spec §2): the e-mail is Google's (shown, disabled, taken by the server from the
 * token), no password fields, and the password match is not checked.
 */
const googleRegisterFormSchema = z.extend(z.omit(googleRegisterBodySchema, { acceptTerms: true, signupIntent: true }), {
  email: z.optional(z.string()),
  password: z.optional(z.string()),
  confirmPassword: z.optional(z.string()),
  acceptTerms: z.boolean().check(z.refine((accepted) => accepted, messages['terms-required'])),
});

type RegisterForm = z.input<typeof registerFormSchema>;

/** `/register` (spec §2, §4, §5): a client account; `?role=enterprise`, a company's (register-company.tsx); `?modo=google` after Google. */
export function Component() {
  const [searchParams] = useSearchParams();
  const googleMode = searchParams.get('modo') === 'google';
  // A company's registration is a form of its own (razón social, contact person; no birth date).
  if (searchParams.get('role') === 'enterprise') return <CompanyRegisterScreen key={googleMode ? 'google' : 'email'} googleMode={googleMode} />;
  return <RegisterScreen key={googleMode ? 'google' : 'email'} googleMode={googleMode} />;
}

function RegisterScreen({ googleMode }: { readonly googleMode: boolean }) {
  usePageMeta({ title: 'Crear cuenta | Beneficios Chile', description: 'Crea tu cuenta para ver los beneficios que podrías cobrar.' });
  const form = useForm<RegisterForm>({
    // Google mode checks fewer fields; the form's shape is the same.
    resolver: (googleMode ? zodResolver(googleRegisterFormSchema) : zodResolver(registerFormSchema)) as Resolver<RegisterForm>,
    // The birth date told in the check before signing up (`/revisa`), so it is not typed twice.
    defaultValues: { firstName: '', lastName: '', rut: '', birthDate: checkedBirthDate(), email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const { register, handleSubmit, formState, control } = form;
  const rutError = rutInlineError(useWatch({ control, name: 'rut' }));
  const today = toIsoDate(todayInChile());
  const { error, loading, onGoogle, submit } = useRegistration({
    form,
    googleMode,
    enterprise: false,
    fromGoogle: (profile) => ({ firstName: profile.firstName, lastName: profile.lastName, email: profile.email }),
  });

  const onSubmit = handleSubmit(({ firstName, lastName, rut, birthDate, email, password }) => {
    const person = { firstName, lastName, rut, birthDate, acceptTerms: true as const };
    return submit(async () =>
      googleMode ? (await google()).completeGoogleRegistration(person) : (await sessionActions()).registerWithPassword({ ...person, email, password }),
    );
  });

  return (
    <RegistrationFrame
      form={form}
      title="Crea tu cuenta"
      lead="Descubre qué beneficios podrías cobrar y cómo obtenerlos."
      error={error}
      loading={loading}
      onSubmit={onSubmit}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label="Nombre" autoComplete="given-name" required error={formState.errors.firstName?.message} {...register('firstName')} />
        <TextField label="Apellido" autoComplete="family-name" required error={formState.errors.lastName?.message} {...register('lastName')} />
      </SimpleGrid>
      <RutField control={control} name="rut" />
      <TextField label="Fecha de nacimiento" type="date" max={today} required error={formState.errors.birthDate?.message} {...register('birthDate')} />
      <AccountFields googleMode={googleMode} loading={loading} disabled={rutError !== undefined} submitLabel="Registrate" onGoogle={() => void onGoogle()} />
    </RegistrationFrame>
  );
}
