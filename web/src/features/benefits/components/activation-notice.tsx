import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useResendActivation } from '../../auth/resend-activation';

/** An account not yet activated is removed after 7 days: said on the dashboard, with a button to send the link again. */
export function ActivationNotice() {
  const { state, message, resend } = useResendActivation();
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
