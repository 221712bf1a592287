import { googleRegisterCompanyBodySchema } from '@shared/contracts/accounts/post-register-google-company';
import { registerCompanyBodySchema } from '@shared/contracts/accounts/post-register-company';
import { zodResolver } from '@hookform/resolvers/zod';
import { chileanRegions } from '@shared/internships';
import { messages } from '@shared/messages';
import { rutInlineError } from '@shared/rut';
import { emailField } from '@shared/schemas';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { AuthAlert, AuthButton, AuthCheckbox, AuthHeading, AuthLoadingBar, AuthPasswordField, AuthRutField, AuthSelectField, AuthTextField } from '../../features/auth/components/auth-ui';
import { GoogleButton } from '../../features/auth/components/google-button';
import { googleErrorMessage, registerErrorMessage } from '../../features/auth/auth-errors';
import { forgetGoogleNotice, googleNotice } from '../../features/auth/google-notice';
import { ApiError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

const google = () => import('../../features/auth/google');
const sessionActions = () => import('../../features/auth/session-actions');

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
type FieldName = keyof CompanyForm;

const blank: CompanyForm = { legalName: '', rut: '', comuna: '', region: '', contactFirstName: '', contactLastName: '', contactPhone: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

/**
 * `/register?role=enterprise`: a company's account (razón social, RUT, comuna and región, a contact
 * person, password and terms), by e-mail or with Google. Activated by mail as a person's.
 */
export function CompanyRegisterScreen({ googleMode }: { readonly googleMode: boolean }) {
  usePageMeta({ title: 'Registra tu empresa | Beneficios Chile', description: 'Crea la cuenta de tu empresa y publica ofertas de práctica gratis.' });
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(() => googleNotice('register'));
  const [loading, setLoading] = useState(googleMode);
  const form = useForm<CompanyForm>({ resolver: (googleMode ? zodResolver(googleCompanyFormSchema) : zodResolver(companyFormSchema)) as Resolver<CompanyForm>, defaultValues: blank });
  const { register, handleSubmit, formState, control } = form;
  const rutError = rutInlineError(useWatch({ control, name: 'rut' }));

  useEffect(() => {
    forgetGoogleNotice('register');
    if (!googleMode) return;
    let active = true;
    google()
      .then(({ loadGoogleProfile }) => loadGoogleProfile())
      .then((profile) => {
        if (!active) return;
        form.reset({ ...form.getValues(), contactFirstName: profile.firstName, contactLastName: profile.lastName, email: profile.email });
        setLoading(false);
      })
      .catch(async (failure: unknown) => {
        if (!active) return;
        if (failure instanceof ApiError && failure.code === 'already-registered') {
          await (await sessionActions()).restoreSession();
          return;
        }
        setLoading(false);
        if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) void navigate('/register?role=enterprise', { replace: true });
        setError(googleErrorMessage(failure, 'register'));
      });
    return () => {
      active = false;
    };
  }, [googleMode, form, navigate]);

  const onGoogle = async () => {
    setError(undefined);
    setLoading(true);
    try {
      const outcome = await (await google()).startGoogleSignIn({ intent: 'register', redirect: null, enterprise: true });
      if (outcome.kind === 'register') void navigate('/register?modo=google&role=enterprise', { replace: true });
      if (outcome.kind === 'error') {
        setError(outcome.message);
        setLoading(false);
      }
    } catch (failure: unknown) {
      setError(googleErrorMessage(failure, 'register'));
      setLoading(false);
    }
  };

  const showFieldErrors = (failure: ApiError) => {
    for (const [field, message] of Object.entries(failure.fields)) if (field in blank) form.setError(field as FieldName, { message });
  };

  const onSubmit = handleSubmit(async ({ email, password, confirmPassword: _confirm, acceptTerms: _accepted, region, ...company }) => {
    setError(undefined);
    setLoading(true);
    const fields = { ...company, region: region as (typeof chileanRegions)[number], acceptTerms: true as const };
    try {
      // Signed in afterwards: the route guard sends the company from /register to its panel.
      if (googleMode) await (await google()).completeGoogleCompanyRegistration(fields);
      else await (await sessionActions()).registerCompanyWithPassword({ ...fields, email, password });
    } catch (failure: unknown) {
      setLoading(false);
      if (failure instanceof ApiError) showFieldErrors(failure);
      setError(googleMode ? googleErrorMessage(failure, 'register') : registerErrorMessage(failure));
      if (googleMode && failure instanceof ApiError && failure.status < 500 && failure.code !== 'network') setError(failure.message || messages['register/failed']);
    }
  });

  return (
    <div className="auth-stack auth-stack--6">
      {loading ? <AuthLoadingBar /> : null}
      <AuthHeading title="Registra tu empresa">Publica ofertas de práctica gratis y recibe postulaciones directas de estudiantes.</AuthHeading>
      {error ? <AuthAlert status="error" message={error} /> : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="auth-stack">
          <AuthTextField label="Razón social" autoComplete="organization" required error={formState.errors.legalName?.message} {...register('legalName')} />
          <AuthRutField control={control} name="rut" />
          <div className="auth-row">
            <AuthTextField label="Comuna" autoComplete="address-level2" required error={formState.errors.comuna?.message} {...register('comuna')} />
            <AuthSelectField label="Región" required options={chileanRegions} placeholder="Elige una región" error={formState.errors.region?.message} {...register('region')} />
          </div>
          <div className="auth-row">
            <AuthTextField label="Nombre de contacto" autoComplete="given-name" required error={formState.errors.contactFirstName?.message} {...register('contactFirstName')} />
            <AuthTextField label="Apellido de contacto" autoComplete="family-name" required error={formState.errors.contactLastName?.message} {...register('contactLastName')} />
          </div>
          <AuthTextField label="Teléfono de contacto" type="tel" autoComplete="tel" required error={formState.errors.contactPhone?.message} {...register('contactPhone')} />
          <AuthTextField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            required
            disabled={googleMode}
            helper={googleMode ? 'El correo de tu cuenta de Google.' : undefined}
            error={formState.errors.email?.message}
            {...register('email')}
          />
          {googleMode ? null : (
            <>
              <AuthPasswordField label="Contraseña" autoComplete="new-password" required error={formState.errors.password?.message} {...register('password')} />
              <AuthPasswordField label="Confirmar contraseña" autoComplete="new-password" required error={formState.errors.confirmPassword?.message} {...register('confirmPassword')} />
            </>
          )}
          <AuthCheckbox error={formState.errors.acceptTerms?.message} {...register('acceptTerms')}>
            Acepto los{' '}
            <Link className="auth-link" to="/terms" target="_blank" rel="noopener">
              términos y condiciones
            </Link>
          </AuthCheckbox>
          <AuthButton type="submit" disabled={rutError !== undefined} loading={loading}>
            {googleMode ? 'Confirmar Registro' : 'Registrar empresa'}
          </AuthButton>
          {googleMode ? null : <GoogleButton disabled={loading} onClick={() => void onGoogle()} />}
        </div>
      </form>
      <p className="auth-small auth-center">
        ¿Eres estudiante o buscas beneficios?{' '}
        <Link className="auth-link auth-link--strong" to="/register">
          Crea una cuenta personal
        </Link>
      </p>
      <p className="auth-small auth-center">
        ¿Ya tienes cuenta?{' '}
        <Link className="auth-link auth-link--strong" to="/login">
          Inicia sesión
        </Link>
      </p>
    </div>
  );
}
