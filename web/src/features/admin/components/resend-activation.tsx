import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { messages } from '@shared/messages';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useSendActivationMail } from '../api/send-activation-mail';

/** "Reenviar correo de activación": a new link to the user's address; the previous one stops working. */
export function ResendActivation({ uid, email }: { readonly uid: string; readonly email: string }) {
  const send = useSendActivationMail(uid);
  return (
    <Stack gap="3" align="flex-start">
      <Text color="gray.700" maxW="full" overflowWrap="anywhere" wordBreak="break-word">
        Esta cuenta aún no está activada. Podemos enviar un nuevo enlace de activación a <Box as="strong" wordBreak="break-all">
          {email}
        </Box>; el anterior dejará de funcionar.
      </Text>
      {send.isSuccess ? <FormAlert status="success" message={send.data.message || messages['admin/activation-mail-resent']} /> : null}
      {send.isError ? <FormAlert status="error" message={send.error instanceof ApiError ? send.error.message : 'No pudimos enviar el correo. Intenta nuevamente.'} /> : null}
      <Button variant="outline" colorPalette="teal" loading={send.isPending} loadingText="Enviando…" onClick={() => send.mutate()}>
        Reenviar correo de activación
      </Button>
    </Stack>
  );
}
