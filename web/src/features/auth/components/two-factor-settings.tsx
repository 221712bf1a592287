import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { messages } from '@shared/messages';
import type { UserDocument } from '@shared/user';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { FormAlert } from '../../../components/forms/form-alert';
import { twoFactorErrorMessage } from '../auth-errors';
import { useTurnOffTwoFactor, useTurnOnTwoFactor } from '../two-factor';
import { authClient } from '../user-document';
import { TotpCodeForm } from './totp-code-form';

/** The secret in groups of four, as authenticator apps show and ask it. */
const grouped = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The second factor: an authenticator app's code at every sign-in. Off, it sets it up: Cognito gives a
 * secret (a QR code and its text), a code of the app confirms it, and the API turns it on. On, a person
 * or a company may turn it off; an admin cannot (the admin area needs it).
 */
export function TwoFactorSettings({ user }: { readonly user: UserDocument }) {
  const [setup, setSetup] = useState<{ secret: string; uri: string } | undefined>();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const turnOn = useTurnOnTwoFactor();
  const turnOff = useTurnOffTwoFactor();

  if (user.provider === 'google') return <Text color="gray.700">{messages['two-factor-google']}</Text>;

  if (user.twoFactor === 'totp') {
    return (
      <Stack gap="4" data-testid="two-factor-on">
        <FormAlert status="success" message="Activa: cada vez que inicies sesión te pediremos el código de tu aplicación de autenticación." />
        {user.userType === 'admin' ? (
          <Text color="gray.600" fontSize="sm">
            {messages['two-factor-admin-required']}
          </Text>
        ) : (
          <Box>
            <Button variant="outline" colorPalette="red" loading={turnOff.isPending} onClick={() => turnOff.mutate()}>
              Desactivar la verificación en dos pasos
            </Button>
          </Box>
        )}
        {turnOff.isError ? <FormAlert status="error" message={twoFactorErrorMessage(turnOff.error, messages.internal)} /> : null}
      </Stack>
    );
  }

  const start = async () => {
    setError(undefined);
    setStarting(true);
    try {
      setSetup(await (await authClient()).startTotpSetup(user.email));
    } catch (failure: unknown) {
      console.error('TOTP setup failed', failure);
      setError(twoFactorErrorMessage(failure, messages['two-factor/failed']));
    } finally {
      setStarting(false);
    }
  };

  const confirm = async (code: string) => {
    setError(undefined);
    try {
      await turnOn.mutateAsync(code);
      // The secret has done its work: turned off later, the setup starts with a new one.
      setSetup(undefined);
    } catch (failure: unknown) {
      console.error('TOTP confirmation failed', failure);
      setError(twoFactorErrorMessage(failure, messages['two-factor/failed']));
    }
  };

  if (!setup) {
    return (
      <Stack gap="4">
        <Text color="gray.700">Además de tu contraseña, te pediremos un código de 6 dígitos de una aplicación de autenticación en tu teléfono. Así nadie entra a tu cuenta solo con tu contraseña.</Text>
        {error ? <FormAlert status="error" message={error} /> : null}
        <Box>
          <Button loading={starting} onClick={() => void start()}>
            Activar la verificación en dos pasos
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack gap="5" data-testid="two-factor-setup">
      <Text color="gray.700">
        1. Abre tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator u otra) y escanea este código.
      </Text>
      <Flex justify="center">
        <Box p="3" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg">
          <QRCodeSVG value={setup.uri} size={176} title="Código QR para tu aplicación de autenticación" />
        </Box>
      </Flex>
      <Stack gap="1">
        <Text color="gray.700" fontSize="sm">
          ¿No puedes escanearlo? Ingresa esta clave en la aplicación:
        </Text>
        <Text as="code" fontFamily="mono" fontSize="md" p="2" bg="gray.100" borderRadius="md" overflowWrap="anywhere" data-testid="totp-secret">
          {grouped(setup.secret)}
        </Text>
      </Stack>
      <Text color="gray.700">2. Escribe el código de 6 dígitos que muestra la aplicación.</Text>
      {error ? <FormAlert status="error" message={error} /> : null}
      <TotpCodeForm submitLabel="Confirmar y activar" busy={turnOn.isPending} onCode={confirm} />
    </Stack>
  );
}
