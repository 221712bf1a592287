import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import type { GoogleProfile } from '@shared/federation';
import { messages } from '@shared/messages';
import { useEffect, useState, type ReactNode, type SubmitEvent } from 'react';
import { FormProvider, useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { googleErrorMessage, registerErrorMessage } from '../auth-errors';
import { forgetGoogleNotice, googleNotice } from '../google-notice';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordField, TextField } from '../../../components/forms/text-field';
import { LoadingBar } from '../../../components/ui/loading-bar';
import { AuthFootnote, AuthHeading, AuthLink } from './auth-heading';
import { GoogleButton } from './google-button';

/** The session and the Google flows (then Amplify) load when a registration needs them, not with the screen. */
export const google = () => import('../google');
export const sessionActions = () => import('../session-actions');

const loginQuestion = '¿Quieres iniciar sesión?';

/** The e-mail-in-use text (spec §8) as written, its question a link to /login. */
export const withLoginLink = (message: string): ReactNode => {
  if (message !== messages['email-already-in-use'] || !message.endsWith(loginQuestion)) return message;
  return (
    <>
      {message.slice(0, -loginQuestion.length)}
      <ChakraLink asChild color="inherit" fontWeight="semibold" textDecoration="underline">
        <Link to="/login">{loginQuestion}</Link>
      </ChakraLink>
    </>
  );
};

/** The fields every registration form ends with: the account's e-mail, its password twice and the terms. */
export interface AccountFieldValues {
  email?: string;
  password?: string;
  confirmPassword?: string;
  acceptTerms: boolean;
}

/**
 * What a person's and a company's registration share: Google's flow (the button, then the form again
 * in `?modo=google` prefilled from the Google account, or Google's message after a failed redirect),
 * the loading and error states, and an API failure shown on its fields.
 */
export function useRegistration<Form extends FieldValues & AccountFieldValues>(options: {
  readonly form: UseFormReturn<Form>;
  readonly googleMode: boolean;
  /** A company's registration (`/register?role=enterprise`), or a person's (`/register`). */
  readonly enterprise: boolean;
  /** The form's fields that Google's account fills. */
  readonly fromGoogle: (profile: GoogleProfile) => Partial<Form>;
}) {
  const { form, googleMode, enterprise, fromGoogle } = options;
  const path = enterprise ? '/register?role=enterprise' : '/register';
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(() => googleNotice('register'));
  const [loading, setLoading] = useState(googleMode);

  useEffect(() => {
    forgetGoogleNotice('register');
    if (!googleMode) return;
    let active = true;
    google()
      .then(({ loadGoogleProfile }) => loadGoogleProfile())
      .then((profile) => {
        if (!active) return;
        form.reset({ ...form.getValues(), ...fromGoogle(profile) });
        setLoading(false);
      })
      .catch(async (failure: unknown) => {
        if (!active) return;
        if (failure instanceof ApiError && failure.code === 'already-registered') {
          // Registered meanwhile (another tab): the session takes over and the route guard moves on.
          await (await sessionActions()).restoreSession();
          return;
        }
        console.error('No Google account to register', failure);
        setLoading(false);
        if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) void navigate(path, { replace: true });
        setError(googleErrorMessage(failure, 'register'));
      });
    return () => {
      active = false;
    };
    // `fromGoogle` is a mapping of the screen, not state: the profile is read once per mode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [googleMode, form, navigate, path]);

  const onGoogle = async () => {
    setError(undefined);
    setLoading(true);
    try {
      const outcome = await (await google()).startGoogleSignIn({ intent: 'register', redirect: null, enterprise });
      if (outcome.kind === 'register') void navigate(`${path}${path.includes('?') ? '&' : '?'}modo=google`, { replace: true });
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

  /** Runs the registration; a failure shows on the fields the server named and as the form's message. */
  const submit = async (register: () => Promise<unknown>) => {
    setError(undefined);
    setLoading(true);
    try {
      // Signed in afterwards: the route guard sends the new account from /register to its home.
      await register();
    } catch (failure: unknown) {
      setLoading(false);
      if (failure instanceof ApiError) {
        const known = form.getValues();
        for (const [field, message] of Object.entries(failure.fields)) if (field in known) form.setError(field as Parameters<typeof form.setError>[0], { message });
      } else {
        console.error('Registration failed', failure);
      }
      const rejected = failure instanceof ApiError && failure.code !== 'network' && failure.status < 500;
      setError(googleMode && rejected ? failure.message || messages['register/failed'] : googleMode ? googleErrorMessage(failure, 'register') : registerErrorMessage(failure));
    }
  };

  return { error, loading, onGoogle, submit };
}

/** The end of a registration form: e-mail (Google's, shown and fixed, in Google mode), passwords, terms, the buttons. */
export function AccountFields({ googleMode, loading, disabled, submitLabel, onGoogle }: {
  readonly googleMode: boolean;
  readonly loading: boolean;
  readonly disabled: boolean;
  readonly submitLabel: string;
  readonly onGoogle: () => void;
}) {
  const { register, formState, control } = useFormContext<AccountFieldValues>();
  return (
    <>
      <TextField
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
          <PasswordField label="Contraseña" autoComplete="new-password" required error={formState.errors.password?.message} {...register('password')} />
          <PasswordField label="Confirmar contraseña" autoComplete="new-password" required error={formState.errors.confirmPassword?.message} {...register('confirmPassword')} />
        </>
      )}
      <CheckboxField control={control} name="acceptTerms">
        Acepto los{' '}
        <ChakraLink asChild color="teal.700" textDecoration="underline">
          <Link to="/terms" target="_blank" rel="noopener">
            términos y condiciones
          </Link>
        </ChakraLink>
      </CheckboxField>
      <Button type="submit" disabled={disabled} loading={loading}>
        {googleMode ? 'Confirmar Registro' : submitLabel}
      </Button>
      {googleMode ? null : <GoogleButton disabled={loading} onClick={onGoogle} />}
    </>
  );
}

/**
 * A registration screen around its own fields: the loading bar, the heading, the form's message (an
 * e-mail in use links to /login), the form, and "¿Ya tienes cuenta?" under it, after `links`.
 */
export function RegistrationFrame<Form extends FieldValues>({ form, title, lead, error, loading, onSubmit, links, children }: {
  readonly form: UseFormReturn<Form>;
  readonly title: string;
  readonly lead: string;
  readonly error: string | undefined;
  readonly loading: boolean;
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  readonly links?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Stack gap="6">
      {loading ? <LoadingBar /> : null}
      <AuthHeading title={title}>{lead}</AuthHeading>
      {error ? <FormAlert status="error" message={withLoginLink(error)} /> : null}
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">{children}</Stack>
        </form>
      </FormProvider>
      {links}
      <AuthFootnote>
        ¿Ya tienes cuenta?{' '}
        <AuthLink to="/login" strong>Inicia sesión</AuthLink>
      </AuthFootnote>
    </Stack>
  );
}
