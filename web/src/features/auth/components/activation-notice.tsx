import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useResendActivation } from '../resend-activation';

/** A signed-in, not yet activated user asks for a new link (the old ones stop working); the server's answer shows above it. */
export function ResendActivation({ label = 'Enviar un nuevo enlace de activación' }: { readonly label?: string }) {
  const { state, message, resend } = useResendActivation();
  return (
    <Stack gap="2" align="flex-start">
      {message ? (
        <Text role={state === 'error' ? 'alert' : 'status'} fontSize="sm" color={state === 'error' ? 'red.700' : 'gray.800'}>
          {message}
        </Text>
      ) : null}
      {state !== 'sent' ? (
        <Button size="sm" variant="outline" colorPalette="orange" whiteSpace="normal" loading={state === 'sending'} onClick={() => void resend()}>
          {label}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * An account not yet activated, said where the person is, with the button to send the link again. On a
 * dashboard, as it is by default: it is removed after 7 days. The profile says where the link went.
 */
export function ActivationNotice({
  title = 'Activa tu cuenta',
  resendLabel = 'Reenviar el correo de activación',
  children = 'Te enviamos un correo con un enlace de activación. Si no activas tu cuenta dentro de 7 días desde que la creaste, la eliminamos junto con tus respuestas.',
  'data-testid': testId = 'activation-notice',
}: {
  readonly title?: string;
  readonly resendLabel?: string;
  readonly children?: ReactNode;
  readonly 'data-testid'?: string;
}) {
  return (
    <Alert.Root status="warning" borderRadius="xl" alignItems="flex-start" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content gap="2" minW="0">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description overflowWrap="anywhere">{children}</Alert.Description>
        <ResendActivation label={resendLabel} />
      </Alert.Content>
    </Alert.Root>
  );
}
