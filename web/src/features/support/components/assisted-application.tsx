import { Box, Button, Field, Link as ChakraLink, Stack, Text, Textarea } from '@chakra-ui/react';
import { isBenefitId } from '@shared/benefits/ids';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { useRequestAssistedApplication } from '../api/assisted-application';
import { errorText } from '../item-heading';

interface Props {
  readonly uid: string;
  readonly benefitId: string;
  readonly benefitName: string;
  /** The user's plan includes `assisted-application` now (shared/plans.ts `subscriptionIncludes`); the server checks it again. */
  readonly included: boolean;
}

/**
 * On a likely benefit: "Solicitar postulación asistida" with an optional message, for a plan that
 * includes it; otherwise a link to the plans. The request is a support item of its own kind.
 */
export function AssistedApplication({ uid, benefitId, benefitName, included }: Props) {
  const [open, setOpen] = useState(false);
  const [mensaje, setMensaje] = useState('');
  const request = useRequestAssistedApplication(uid);
  if (!isBenefitId(benefitId)) return null;
  if (!included) {
    return (
      <ChakraLink asChild color="teal.700" fontSize="sm" data-testid="assisted-upsell">
        <Link to="/profile/plan">¿Quieres que te ayudemos a postular? La postulación asistida está en el Plan Anual</Link>
      </ChakraLink>
    );
  }
  if (request.isSuccess) {
    return (
      <Box bg="green.50" color="green.900" borderRadius="lg" px="4" py="3" fontSize="sm" role="status" data-testid="assisted-sent">
        Recibimos tu solicitud {request.data.id}. Te responderemos en{' '}
        <ChakraLink asChild color="teal.800" fontWeight="medium">
          <Link to={`/support/tickets/${request.data.id}`}>Soporte</Link>
        </ChakraLink>
        .
      </Box>
    );
  }
  if (!open) {
    return (
      <Button variant="outline" colorPalette="teal" size="sm" alignSelf="flex-start" onClick={() => setOpen(true)}>
        Solicitar postulación asistida
      </Button>
    );
  }
  return (
    <Stack
      as="form"
      gap="2"
      aria-label={`Postulación asistida: ${benefitName}`}
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate({ benefitId, ...(mensaje.trim() ? { mensaje } : {}) });
      }}
    >
      {request.isError ? <FormAlert status="error" message={errorText(request.error, 'No pudimos enviar tu solicitud. Intenta nuevamente.')} /> : null}
      <Field.Root>
        <Field.Label>Mensaje para el equipo (opcional)</Field.Label>
        <Textarea value={mensaje} maxLength={1000} rows={3} onChange={(event) => setMensaje(event.target.value)} bg="white" />
        <Field.HelperText>Cuéntanos en qué necesitas ayuda para postular a {benefitName}.</Field.HelperText>
      </Field.Root>
      <Stack direction="row" gap="2">
        <Button type="submit" colorPalette="teal" size="sm" loading={request.isPending}>
          Enviar solicitud
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </Stack>
      <Text fontSize="xs" color="gray.600">
        La verás en Soporte, con las respuestas del equipo.
      </Text>
    </Stack>
  );
}
