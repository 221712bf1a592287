import { googleRegisterBodySchema } from '@shared/contracts/accounts/post-register-google';
import { registerBodySchema } from '@shared/contracts/accounts/post-register';
import { zodResolver } from '@hookform/resolvers/zod';
import { todayInChile, toIsoDate } from '@shared/age';
import { messages } from '@shared/messages';
import { rutInlineError } from '@shared/rut';
import { emailField } from '@shared/schemas';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { AuthAlert, AuthButton, AuthCheckbox, AuthHeading, AuthLoadingBar, AuthPasswordField, AuthRutField, AuthTextField } from '../../features/auth/components/auth-ui';
import { GoogleButton } from '../../features/auth/components/google-button';
import { googleErrorMessage, registerErrorMessage } from '../../features/auth/auth-errors';
import { forgetGoogleNotice, googleNotice } from '../../features/auth/google-notice';
import { ApiError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { checkedBirthDate } from '../../features/benefits/pending-birth-date';
import { CompanyRegisterScreen } from './register-company';

/** The session and the Google flows (with the route table, then Amplify) load when they are needed, not with the screen. */
const google = () => import('../../features/auth/google');
const sessionActions = () => import('../../features/auth/session-actions');

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
type FieldName = keyof RegisterForm;

const loginQuestion = '¿Quieres iniciar sesión?';

/** The e-mail-in-use text (spec §8) as written, its question a link to /login. */
const withLoginLink = (message: string): ReactNode => {
  if (message !== messages['email-already-in-use'] || !message.endsWith(loginQuestion)) return message;
  return (
    <>
      {message.slice(0, -loginQuestion.length)}
      <Link className="auth-link auth-link--strong" to="/login">
        {loginQuestion}
      </Link>
    </>
  );
};

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
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const enterprise = searchParams.get('role') === 'enterprise';
  const [error, setError] = useState<string | undefined>(() => googleNotice('register'));
  const [loading, setLoading] = useState(googleMode);
  const form = useForm<RegisterForm>({
    // Google mode checks fewer fields; the form's shape is the same.
    resolver: (googleMode ? zodResolver(googleRegisterFormSchema) : zodResolver(registerFormSchema)) as Resolver<RegisterForm>,
    // The birth date told in the check before signing up (`/revisa`), so it is not typed twice.
    defaultValues: { firstName: '', lastName: '', rut: '', birthDate: checkedBirthDate(), email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const { register, handleSubmit, formState, control } = form;
  const rutError = rutInlineError(useWatch({ control, name: 'rut' }));
  const today = toIsoDate(todayInChile());

  // Google mode: prefill from the Google account; Google's messages from a failed redirect.
  useEffect(() => {
    forgetGoogleNotice('register');
    if (!googleMode) return;
    let active = true;
    google()
      .then(({ loadGoogleProfile }) => loadGoogleProfile())
      .then((profile) => {
        if (!active) return;
        form.reset({ ...form.getValues(), firstName: profile.firstName, lastName: profile.lastName, email: profile.email });
        setLoading(false);
      })
      .catch(async (failure: unknown) => {
        if (!active) return;
        if (failure instanceof ApiError && failure.code === 'already-registered') {
          // Registered meanwhile (another tab): the session takes over and the guard moves on.
          await (await sessionActions()).restoreSession();
          return;
        }
        console.error('No Google account to register', failure);
        setLoading(false);
        if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) {
          void navigate(`/register${enterprise ? '?role=enterprise' : ''}`, { replace: true });
        }
        setError(googleErrorMessage(failure, 'register'));
      });
    return () => {
      active = false;
    };
  }, [googleMode, form, navigate, enterprise]);

  const onGoogle = async () => {
    setError(undefined);
    setLoading(true);
    try {
      const outcome = await (await google()).startGoogleSignIn({ intent: 'register', redirect: null, enterprise });
      if (outcome.kind === 'register') void navigate(`/register?modo=google${enterprise ? '&role=enterprise' : ''}`, { replace: true });
      if (outcome.kind === 'error') {
        setError(outcome.message);
        setLoading(false);
      }
    } catch (failure: unknown) {
      console.error('Google registration failed', failure);
      setError(googleErrorMessage(failure, 'register'));
      setLoading(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    setLoading(true);
    if (googleMode) {
      try {
        await (await google()).completeGoogleRegistration({
          firstName: values.firstName,
          lastName: values.lastName,
          rut: values.rut,
          birthDate: values.birthDate,
          acceptTerms: true,
          ...(enterprise ? { signupIntent: 'enterprise' as const } : {}),
        });
        // The route guard now sees a signed-in user on /register and goes to /dashboard.
      } catch (failure: unknown) {
        setLoading(false);
        if (failure instanceof ApiError && failure.code !== 'network' && failure.status < 500) {
          for (const [field, message] of Object.entries(failure.fields)) {
            if (field in registerFormSchema.shape) form.setError(field as FieldName, { message });
          }
          setError(failure.message || messages['register/failed']);
        } else {
          console.error('Google registration failed', failure);
          setError(googleErrorMessage(failure, 'register'));
        }
      }
      return;
    }
    try {
      await (await sessionActions()).registerWithPassword({
        firstName: values.firstName,
        lastName: values.lastName,
        rut: values.rut,
        birthDate: values.birthDate,
        email: values.email,
        password: values.password,
        acceptTerms: true,
        ...(enterprise ? { signupIntent: 'enterprise' as const } : {}),
      });
      // The route guard now sees a signed-in user on /register and goes to /dashboard.
    } catch (failure: unknown) {
      setLoading(false);
      if (failure instanceof ApiError) {
        for (const [field, message] of Object.entries(failure.fields)) {
          if (field in registerFormSchema.shape) form.setError(field as FieldName, { message });
        }
      } else {
        console.error('Registration failed', failure);
      }
      setError(registerErrorMessage(failure));
    }
  });

  return (
    <div className="auth-stack auth-stack--6">
      {loading ? <AuthLoadingBar /> : null}
      <AuthHeading title="Crea tu cuenta">
        {enterprise ? 'Registra tu empresa y publica ofertas de práctica gratis.' : 'Descubre qué beneficios podrías cobrar y cómo obtenerlos.'}
      </AuthHeading>
      {error ? <AuthAlert status="error" message={withLoginLink(error)} /> : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="auth-stack">
          <div className="auth-row">
            <AuthTextField label="Nombre" autoComplete="given-name" required error={formState.errors.firstName?.message} {...register('firstName')} />
            <AuthTextField label="Apellido" autoComplete="family-name" required error={formState.errors.lastName?.message} {...register('lastName')} />
          </div>
          <AuthRutField control={control} name="rut" />
          <AuthTextField label="Fecha de nacimiento" type="date" max={today} required error={formState.errors.birthDate?.message} {...register('birthDate')} />
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
            {googleMode ? 'Confirmar Registro' : 'Registrate'}
          </AuthButton>
          {googleMode ? null : <GoogleButton disabled={loading} onClick={() => void onGoogle()} />}
        </div>
      </form>
      <p className="auth-small auth-center">
        ¿Ya tienes cuenta?{' '}
        <Link className="auth-link auth-link--strong" to="/login">
          Inicia sesión
        </Link>
      </p>
    </div>
  );
}
