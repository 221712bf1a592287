import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { routes } from '@shared/routes';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** An account not yet activated is removed after 7 days: said on the dashboard, with a button to send the link again. */
export function ActivationNotice() {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const [message, setMessage] = useState<string>();
  const resend = async () => {
    setState('sending');
    try {
      const answer = await apiRequest(routes.resendActivation, { body: {} });
      setMessage(answer.message);
      setState('sent');
    } catch (error: unknown) {
      setMessage(error instanceof ApiError ? error.message : 'No pudimos enviar el enlace. Intenta nuevamente.');
      setState('error');
    }
  };
  return (
    <Alert.Root status="warning" borderRadius="xl" data-testid="activation-notice">
      <Alert.Indicator />
      <Stack gap="2">
        <Alert.Title>Activa tu cuenta</Alert.Title>
        <Alert.Description>
          Te enviamos un correo con un enlace de activación. Si no activas tu cuenta dentro de 7 días desde que la creaste, la eliminamos junto con tus respuestas.
        </Alert.Description>
        {message ? (
          <Text role="status" fontSize="sm">
            {message}
          </Text>
        ) : null}
        {state !== 'sent' ? (
          <Button size="sm" variant="outline" colorPalette="orange" alignSelf="start" loading={state === 'sending'} onClick={() => void resend()}>
            Reenviar el correo de activación
          </Button>
        ) : null}
      </Stack>
    </Alert.Root>
  );
}
