import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useResendActivation } from '../../auth/resend-activation';

/**
 * A company's account not yet activated: it cannot publish until it confirms its e-mail (students
 * write to that address), and it is removed after 7 days, with its drafts; with a button to send the
 * link again. A person's dashboard says the same in its own words (features/benefits).
 */
export function CompanyActivationNotice() {
  const { state, message, resend } = useResendActivation();
  return (
    <Alert.Root status="warning" alignItems="flex-start" data-testid="activation-notice">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>Activa tu cuenta para publicar</Alert.Title>
        <Alert.Description>
          Te enviamos un correo con un enlace de activación: confirma que el correo de tu empresa es correcto, porque ahí te escribirán los estudiantes. Si no activas tu cuenta dentro de 7 días desde que la creaste, la
          eliminamos junto con tus borradores de ofertas.
        </Alert.Description>
        {message ? (
          <Text role="status" fontSize="sm">
            {message}
          </Text>
        ) : null}
        {state !== 'sent' ? (
          <Button size="sm" variant="outline" colorPalette="orange" alignSelf="flex-start" loading={state === 'sending'} onClick={() => void resend()}>
            Reenviar el correo de activación
          </Button>
        ) : null}
      </Stack>
    </Alert.Root>
  );
}
