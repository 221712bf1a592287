import type { activateRoute } from '@shared/contracts/accounts/post-activate';
import { activateEndpoint } from '@shared/contracts/accounts/post-activate.endpoint';
import type { requestActivationConfirmedMailRoute } from '@shared/contracts/mail/post-activation-confirmed';
import { requestActivationConfirmedMailEndpoint } from '@shared/contracts/mail/post-activation-confirmed.endpoint';
import { ACTIVATION_REDIRECT_DELAY_MS } from '@shared/constants';
import { messages } from '@shared/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { takeLinkToken } from '../../features/auth/link-token';
import { keepingRedirect, returnPathOf } from '../../features/auth/redirect';
import { AuthAlert, AuthButton, AuthSpinner } from '../../features/auth/components/auth-ui';
import { useSession } from '../../features/auth/session';
import { ApiError, apiRequest } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { useResendActivation } from '../../features/auth/resend-activation';

type ActivationState = 'loading' | 'success' | 'alreadyActivated' | 'error';

const stateMessages: Record<ActivationState, string> = {
  loading: messages['activation/loading'],
  success: messages['activation/success'],
  alreadyActivated: messages['activation/already-active'],
  error: messages['activation/failure'],
};

/**
 * `/activate/{userId}#token=…` (also `?token=…`, of older links) (spec §4, Activation page). Opening the link only loads this page;
 * the POST below uses the token up. Then /login after 3 seconds.
 */
export function Component() {
  usePageMeta({ title: 'Activar cuenta | Beneficios Chile', description: 'Activa tu cuenta de Beneficios Chile.' });
  const { userId = '' } = useParams();
  // Read once: the token then leaves the address bar.
  const location = useLocation();
  const [token] = useState(() => takeLinkToken(location));
  const navigate = useNavigate();
  const { user } = useSession();
  const [state, setState] = useState<ActivationState>('loading');
  const [detail, setDetail] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    // Once per page, even under StrictMode's double effects: the token works once.
    if (started.current) return;
    started.current = true;
    const activate = async () => {
      try {
        const answer = await apiRequest<typeof activateRoute>(activateEndpoint, { body: { uid: userId, token } });
        if (answer.status === 'already-activated') {
          setState('alreadyActivated');
          return;
        }
        await apiRequest<typeof requestActivationConfirmedMailRoute>(requestActivationConfirmedMailEndpoint, { body: { uid: userId } });
        setState('success');
      } catch (error: unknown) {
        setDetail(error instanceof ApiError && error.code !== 'internal' && error.code !== 'bad-request' ? error.message : undefined);
        setState('error');
      }
    };
    void activate();
  }, [userId, token]);

  // The page the person registered from (an offer's application): the link's `?redirect=`, which the
  // server put there from its own SITE_URL; checked again as a same-site path before it is followed.
  const [goingTo] = useState(() => returnPathOf(new URLSearchParams(location.search).get('redirect') ?? undefined));
  useEffect(() => {
    if (state !== 'success' && state !== 'alreadyActivated') return;
    // The login screen says why the person is there: their account is now active.
    const timer = window.setTimeout(() => void navigate(keepingRedirect('/login', goingTo), { state: { activation: state } }), ACTIVATION_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate, goingTo]);

  return (
    <div className="auth-stack auth-stack--5 auth-stack--center">
      <h1 className="auth-title">Activación de cuenta</h1>
      {state === 'loading' ? <AuthSpinner /> : null}
      <p role="status" aria-live="polite" className="auth-status" data-testid="activation-status">
        {stateMessages[state]}
      </p>
      {state === 'error' ? (
        <div className="auth-stack auth-field">
          {detail ? <AuthAlert status="error" message={detail} /> : null}
          {user && !user.activated ? <ResendActivation /> : null}
          {!user ? (
            <p className="auth-small auth-muted">
              Para pedir un nuevo enlace,{' '}
              <Link className="auth-link auth-link--strong" to={`/login?redirect=${encodeURIComponent('/profile/info')}`}>
                inicia sesión
              </Link>{' '}
              y solicítalo desde tu perfil.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A signed-in, not yet activated user asks for a new link (the old ones stop working). */
export function ResendActivation() {
  const { state, message, resend } = useResendActivation();
  return (
    <div className="auth-stack auth-stack--3">
      {message ? <AuthAlert status={state === 'sent' ? 'success' : 'error'} message={message} /> : null}
      {state !== 'sent' ? (
        <AuthButton variant="outline" loading={state === 'sending'} onClick={() => void resend()}>
          Enviar un nuevo enlace de activación
        </AuthButton>
      ) : null}
    </div>
  );
}
