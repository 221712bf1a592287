import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@shared/messages';
import { siteContact } from '@shared/public-site';
import { emailField } from '@shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { googleErrorMessage, signInErrorMessage, twoFactorErrorMessage } from '../../features/auth/auth-errors';
import { AuthFootnote, AuthHeading, AuthLink } from '../../features/auth/components/auth-heading';
import { GoogleButton } from '../../features/auth/components/google-button';
import { TotpCodeForm } from '../../features/auth/components/totp-code-form';
import type { GoogleOutcome } from '../../features/auth/google';
import { forgetGoogleNotice, googleNotice, isGoogleReturn, leaveGoogleNotice } from '../../features/auth/google-notice';
import { authLeads, authPurposeOf, keepingRedirect, pendingRedirect, saveRedirect } from '../../features/auth/redirect';
import { FormAlert } from '../../components/forms/form-alert';
import { PasswordField, TextField } from '../../components/forms/text-field';
import { LoadingBar } from '../../components/ui/loading-bar';
import { usePageMeta } from '../../lib/page-meta';

/**
 * The session and the Google flows (with the route table and its schemas, then Amplify) load when a
 * sign-in starts or Google's redirect comes back, not with the screen.
 */
const google = () => import('../../features/auth/google');
const sessionActions = () => import('../../features/auth/session-actions');

const loginSchema = z.object({
  email: emailField(messages['login/invalid-email']),
  password: z.string().check(z.minLength(1, 'Este campo es obligatorio.')),
});
type LoginForm = z.input<typeof loginSchema>;

/** What the activation page left in the navigation's state when it sent the person here. */
const activationNotices = {
  success: 'Tu cuenta quedó activada. Inicia sesión para continuar.',
  alreadyActivated: 'Tu cuenta ya estaba activada. Inicia sesión para continuar.',
} as const;
const activationNotice = (state: unknown): string | undefined => {
  const activation = typeof state === 'object' && state !== null && 'activation' in state ? state.activation : undefined;
  return activation === 'success' || activation === 'alreadyActivated' ? activationNotices[activation] : undefined;
};

/** `/login` (product §2 and §4): e-mail and password; the guard sends a signed-in user on. */
export function Component() {
  usePageMeta({ title: 'Iniciar sesión | Beneficios Chile', description: 'Inicia sesión para ver los beneficios que podrías cobrar.' });
  const [searchParams] = useSearchParams();
  const notice = activationNotice(useLocation().state);
  // Back from Google's redirect: busy until it is settled; a message left for this screen shows at once.
  const [returningFromGoogle] = useState(isGoogleReturn);
  const [error, setError] = useState<string | undefined>(() => googleNotice('login'));
  const [loading, setLoading] = useState(returningFromGoogle);
  const { register, handleSubmit, formState } = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  // The context of this sign-in (where it goes after), for the lead and for the way to /register.
  const [target] = useState(() => pendingRedirect(searchParams.get('redirect')));

  useEffect(() => {
    saveRedirect(searchParams.get('redirect'));
  }, [searchParams]);

  // Google (product §4): what the redirect sign-in ended in. The hosted UI always comes back here.
  const navigate = useNavigate();
  const applyGoogleOutcome = useCallback(
    (outcome: GoogleOutcome) => {
      switch (outcome.kind) {
        case 'signed-in':
        case 'redirecting':
          // The route guard takes a signed-in user on; a redirect leaves the page.
          return;
        case 'register':
          void navigate(`/register?modo=google${outcome.attempt.enterprise ? '&role=enterprise' : ''}`, { replace: true });
          return;
        case 'error':
          if (outcome.intent === 'register') {
            leaveGoogleNotice('register', outcome.message);
            void navigate('/register', { replace: true });
            return;
          }
          setError(outcome.message);
          setLoading(false);
          // Amplify leaves the provider's answer (?error=…&state=…) in the address bar when it fails.
          if (/[?&](error|code)=/.test(window.location.search)) void navigate('/login', { replace: true });
          return;
        case 'none':
          setLoading(false);
      }
    },
    [navigate],
  );

  useEffect(() => {
    forgetGoogleNotice('login');
    if (!returningFromGoogle) return;
    let active = true;
    google()
      .then(({ completeGoogleSignIn }) => completeGoogleSignIn())
      .then((outcome) => {
        if (active) applyGoogleOutcome(outcome);
      })
      .catch((failure: unknown) => {
        console.error('Google sign-in failed', failure);
        if (!active) return;
        setError(googleErrorMessage(failure, 'login'));
        setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [applyGoogleOutcome, returningFromGoogle]);

  const onGoogle = async () => {
    setError(undefined);
    setLoading(true);
    try {
      applyGoogleOutcome(await (await google()).startGoogleSignIn({ intent: 'login', redirect: searchParams.get('redirect'), enterprise: false }));
    } catch (failure: unknown) {
      console.error('Google sign-in failed', failure);
      setError(googleErrorMessage(failure, 'login'));
      setLoading(false);
    }
  };

  // An account with a second factor: Cognito asks for the authenticator app's code after the password.
  const [askingCode, setAskingCode] = useState(false);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(undefined);
    setLoading(true);
    try {
      const signedIn = await (await sessionActions()).signInWithPassword(email, password);
      // Signed in: the route guard now sees a user on /login and takes them where they were going.
      if (signedIn.step === 'totp-code') {
        setAskingCode(true);
        setLoading(false);
      }
    } catch (failure: unknown) {
      console.error('Sign-in failed', failure);
      setError(signInErrorMessage(failure));
      setLoading(false);
    }
  });

  const onCode = async (code: string) => {
    setError(undefined);
    setLoading(true);
    try {
      await (await sessionActions()).confirmTwoFactorCode(code);
    } catch (failure: unknown) {
      console.error('Second factor failed', failure);
      // Past the code, the sign-in's own refusals (a disabled account) read as at the password.
      const message = twoFactorErrorMessage(failure, signInErrorMessage(failure));
      // The sign-in's few minutes are over: it starts again from the password.
      if (message === messages['two-factor/session-expired']) setAskingCode(false);
      setError(message);
      setLoading(false);
    }
  };

  if (askingCode) {
    return (
      <Stack gap="6">
        {loading ? <LoadingBar /> : null}
        <AuthHeading title="Verificación en dos pasos">Ingresa el código de 6 dígitos que muestra tu aplicación de autenticación.</AuthHeading>
        {error ? <FormAlert status="error" message={error} /> : null}
        <TotpCodeForm submitLabel="Verificar" busy={loading} onCode={onCode} />
        <AuthFootnote>
          ¿Cambiaste de teléfono o perdiste la aplicación? Escríbenos a{' '}
          <ChakraLink href={`mailto:${siteContact.email}`} color="teal.700">
            {siteContact.email}
          </ChakraLink>
          .
        </AuthFootnote>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      {loading ? <LoadingBar /> : null}
      <AuthHeading title="Iniciar sesión">{authLeads.login[authPurposeOf(target) ?? 'benefits']}</AuthHeading>
      {error ? <FormAlert status="error" message={error} /> : notice ? <FormAlert status="success" message={notice} /> : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <TextField label="Correo electrónico" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
          <PasswordField label="Contraseña" autoComplete="current-password" required error={formState.errors.password?.message} {...register('password')} />
          <ChakraLink asChild color="teal.700" fontSize="sm" alignSelf="flex-end">
            <Link to="/recovery-password">¿Olvidaste tu contraseña?</Link>
          </ChakraLink>
          <Button type="submit" loading={loading}>
            Iniciar sesión
          </Button>
          <GoogleButton disabled={loading} onClick={() => void onGoogle()} />
        </Stack>
      </form>
      <AuthFootnote>
        ¿No tienes cuenta?{' '}
        <AuthLink to={keepingRedirect('/register', target)} strong>
          Regístrate
        </AuthLink>
      </AuthFootnote>
    </Stack>
  );
}
