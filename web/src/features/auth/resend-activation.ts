import { resendActivationRoute } from '@shared/contracts/accounts/post-activation-resend';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client';

export type ResendState = 'idle' | 'sending' | 'sent' | 'error';

/**
 * A signed-in, not yet activated user asks for a new activation link (the old ones stop working):
 * the request's state and the server's Spanish answer, for the activation page and the dashboard.
 */
export const useResendActivation = () => {
  const [state, setState] = useState<ResendState>('idle');
  const [message, setMessage] = useState<string>();
  const resend = async () => {
    setState('sending');
    try {
      const answer = await apiRequest(resendActivationRoute, { body: {} });
      setMessage(answer.message);
      setState('sent');
    } catch (error: unknown) {
      setMessage(error instanceof ApiError ? error.message : 'No pudimos enviar el enlace. Intenta nuevamente.');
      setState('error');
    }
  };
  return { state, message, resend };
};
