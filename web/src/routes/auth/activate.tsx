import { Heading, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { activateRoute } from '@shared/contracts/accounts/post-activate';
import { requestActivationConfirmedMailRoute } from '@shared/contracts/mail/post-activation-confirmed';
import { ACTIVATION_REDIRECT_DELAY_MS } from '@shared/constants';
import { messages } from '@shared/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { takeLinkToken } from '../../features/auth/link-token';
import { FormAlert } from '../../components/forms/form-alert';
import { useSession } from '../../features/auth/session';
import { ApiError, apiRequest } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { ResendActivation } from '../../features/auth/components/activation-notice';

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
        const answer = await apiRequest(activateRoute, { body: { uid: userId, token } });
        if (answer.status === 'already-activated') {
          setState('alreadyActivated');
          return;
        }
        await apiRequest(requestActivationConfirmedMailRoute, { body: { uid: userId } });
        setState('success');
      } catch (error: unknown) {
        setDetail(error instanceof ApiError && error.code !== 'internal' && error.code !== 'bad-request' ? error.message : undefined);
        setState('error');
      }
    };
    void activate();
  }, [userId, token]);

  useEffect(() => {
    if (state !== 'success' && state !== 'alreadyActivated') return;
    // The login screen says why the person is there: their account is now active.
    const timer = window.setTimeout(() => void navigate('/login', { state: { activation: state } }), ACTIVATION_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  return (
    <Stack gap="5" align="center" textAlign="center">
      <Heading as="h1" size="2xl" color="gray.900">
        Activación de cuenta
      </Heading>
      {state === 'loading' ? <Spinner size="lg" color="teal.700" /> : null}
      <Text role="status" aria-live="polite" fontSize="lg" data-testid="activation-status">
        {stateMessages[state]}
      </Text>
      {state === 'error' ? (
        <Stack gap="4" w="full" textAlign="start">
          {detail ? <FormAlert status="error" message={detail} /> : null}
          {user && !user.activated ? <ResendActivation /> : null}
          {!user ? (
            <Text fontSize="sm" color="gray.700">
              Para pedir un nuevo enlace,{' '}
              <ChakraLink asChild color="teal.700" fontWeight="semibold">
                <Link to={`/login?redirect=${encodeURIComponent('/profile/info')}`}>inicia sesión</Link>
              </ChakraLink>{' '}
              y solicítalo desde tu perfil.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
