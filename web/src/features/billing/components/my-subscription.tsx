import { Alert, Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { subscriptionStatusLabels, type Payment, type Subscription } from '@shared/admin';
import type { PendingPayment } from '@shared/billing';
import { formatClp, planCatalogue } from '@shared/plans';
import { PaymentsTable } from '../payments-table';

const date = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', dateStyle: 'medium' });
export const formatDate = (iso: string): string => {
  const parsed = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(parsed.getTime()) ? '' : date.format(parsed);
};

/** `DD-MM-AAAA` in Chile's calendar: the date a cancellation takes effect. */
export const formatDayMonthYear = (isoDate: string): string => {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : '';
};

const statusPalette: Record<Subscription['status'], string> = { active: 'green', past_due: 'orange', cancelled: 'gray' };

/** The subscription in force: plan, state, period, card; change the card or cancel at the period's end. */
export function MySubscription(props: {
  readonly subscription: Subscription;
  readonly onChangeCard: () => void;
  readonly onCancel: () => void;
  readonly changingCard: boolean;
  readonly cancelling: boolean;
}) {
  const { subscription } = props;
  const [confirming, setConfirming] = useState(false);
  const endsOn = formatDayMonthYear(subscription.currentPeriodEnd);
  return (
    <Box as="section" aria-labelledby="mi-suscripcion" bg="white" borderWidth="1px" borderColor="teal.200" borderRadius="2xl" boxShadow="md" p="6" data-testid="my-subscription">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Heading as="h2" id="mi-suscripcion" size="lg" color="gray.900">
          {planCatalogue[subscription.plan].name}
        </Heading>
        <Badge colorPalette={subscription.cancelAtPeriodEnd ? 'gray' : statusPalette[subscription.status]} data-testid="subscription-status">
          {subscription.cancelAtPeriodEnd ? `Se cancela el ${endsOn}` : subscriptionStatusLabels[subscription.status]}
        </Badge>
      </Flex>
      <Stack gap="1" mt="3" color="gray.700">
        <Text>
          Período actual: {formatDate(subscription.currentPeriodStart)} al {formatDate(subscription.currentPeriodEnd)}
        </Text>
        {subscription.card ? (
          <Text>
            Tarjeta: {subscription.card.cardType} terminada en {subscription.card.last4}
          </Text>
        ) : null}
        {subscription.cancelAtPeriodEnd ? (
          <Text fontWeight="semibold">Cancelaste tu plan: sigue vigente hasta el {formatDate(subscription.currentPeriodEnd)} y no se volverá a cobrar.</Text>
        ) : (
          <Text>El próximo cobro se hará automáticamente en los primeros cinco días del mes en que termina el período.</Text>
        )}
      </Stack>
      {subscription.status !== 'cancelled' ? (
        <Flex gap="3" mt="5" wrap="wrap">
          <Button variant="outline" colorPalette="teal" loading={props.changingCard} onClick={props.onChangeCard}>
            Cambiar tarjeta
          </Button>
          {subscription.cancelAtPeriodEnd || confirming ? null : (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              Cancelar mi plan
            </Button>
          )}
        </Flex>
      ) : null}
      {confirming && !subscription.cancelAtPeriodEnd ? (
        <Box role="alertdialog" aria-labelledby="confirmar-cancelacion" mt="4" p="4" borderWidth="1px" borderColor="red.200" bg="red.50" borderRadius="xl" data-testid="cancel-confirmation">
          <Text id="confirmar-cancelacion" fontWeight="semibold" color="gray.900">
            Tu plan se cancela el {endsOn}.
          </Text>
          <Text color="gray.700" mt="1">
            Sigue vigente hasta ese día y no se volverá a cobrar.
          </Text>
          <Flex gap="3" mt="3" wrap="wrap">
            <Button colorPalette="red" loading={props.cancelling} onClick={props.onCancel}>
              Sí, cancelar mi plan
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              No, mantenerlo
            </Button>
          </Flex>
        </Box>
      ) : null}
    </Box>
  );
}

/** The user's receipts: each charge, paid or rejected, newest first. */
export function Receipts({ payments }: { readonly payments: readonly Payment[] }) {
  if (payments.length === 0) return <Text color="gray.600">Aún no tienes pagos.</Text>;
  return <PaymentsTable payments={payments} testId="receipts" />;
}

/** A first charge Transbank has not confirmed yet: said plainly, and no second payment is offered meanwhile. */
export function PendingPaymentNotice({ pending }: { readonly pending: PendingPayment }) {
  return (
    <Alert.Root status="warning" role="status" data-testid="payment-in-verification">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Pago en verificación</Alert.Title>
        <Alert.Description>
          Transbank aún no confirma tu pago de {formatClp(pending.amountClp)} por el {planCatalogue[pending.plan].name} ({formatDate(pending.at)}). Te avisaremos por correo en cuanto se confirme; mientras
          tanto no necesitas volver a pagar.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
