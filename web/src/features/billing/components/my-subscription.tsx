import { Alert, Badge, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { subscriptionStatusLabels, type Payment, type Subscription } from '@shared/admin';
import { receiptPath, renewalWindowOf, type PendingPayment } from '@shared/billing';
import { formatCalendarDate, formatDate } from '@shared/format/date';
import { formatClp, planCatalogue } from '@shared/plans';
import { PaymentsTable } from '../payments-table';

const statusPalette: Record<Subscription['status'], string> = { active: 'green', past_due: 'orange', cancelled: 'gray' };

/** The subscription in force: plan, state, period, card; change the card or cancel at the period's end. */
export function MySubscription(props: {
  readonly subscription: Subscription;
  readonly onChangeCard: () => void;
  readonly onCancel: () => void;
  readonly onResume: () => void;
  readonly changingCard: boolean;
  readonly cancelling: boolean;
  readonly resuming: boolean;
}) {
  const { subscription } = props;
  const [confirming, setConfirming] = useState(false);
  const [confirmingCard, setConfirmingCard] = useState(false);
  const endsOn = formatCalendarDate(subscription.currentPeriodEnd);
  const renewal = renewalWindowOf(subscription.currentPeriodEnd);
  const pastDue = subscription.status === 'past_due';
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
          Período actual: {formatCalendarDate(subscription.currentPeriodStart)} al {endsOn}
        </Text>
        {subscription.card ? (
          <Text>
            Tarjeta: {subscription.card.cardType} terminada en {subscription.card.last4}
          </Text>
        ) : null}
        {subscription.cancelAtPeriodEnd ? (
          <Text fontWeight="semibold">Cancelaste tu plan: sigue vigente hasta el {endsOn} y no se volverá a cobrar. Si cambias de opinión, puedes volver a suscribirte aquí.</Text>
        ) : (
          <Text data-testid="next-charge">
            {pastDue
              ? `Tu pago de ${formatClp(subscription.priceClp)} está pendiente: lo reintentaremos en los próximos días. Si cambias tu tarjeta, se cobra de inmediato.`
              : `Próximo cobro: ${formatClp(subscription.priceClp)}, automáticamente entre el ${formatCalendarDate(renewal.from)} y el ${formatCalendarDate(renewal.to)}.`}
          </Text>
        )}
      </Stack>
      {subscription.status !== 'cancelled' ? (
        <Flex gap="3" mt="5" wrap="wrap">
          {confirmingCard ? null : (
            <Button variant="outline" colorPalette="teal" onClick={() => setConfirmingCard(true)}>
              Cambiar tarjeta
            </Button>
          )}
          {subscription.cancelAtPeriodEnd ? (
            <Button colorPalette="teal" loading={props.resuming} onClick={props.onResume}>
              Volver a suscribirme
            </Button>
          ) : null}
          {subscription.cancelAtPeriodEnd || confirming ? null : (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              Cancelar mi plan
            </Button>
          )}
        </Flex>
      ) : null}
      {confirmingCard ? (
        <Box role="group" aria-labelledby="confirmar-tarjeta" mt="4" p="4" borderWidth="1px" borderColor="teal.200" bg="teal.50" borderRadius="xl" data-testid="card-change-confirmation">
          <Text id="confirmar-tarjeta" fontWeight="semibold" color="gray.900">
            Inscribirás una nueva tarjeta en Transbank.
          </Text>
          <Text color="gray.700" mt="1">
            {subscription.card ? `Reemplazará a tu ${subscription.card.cardType} terminada en ${subscription.card.last4} para los próximos cobros. ` : 'Se usará para los próximos cobros. '}
            {pastDue ? `Como tu pago está pendiente, se cobrarán ${formatClp(subscription.priceClp)} a la nueva tarjeta apenas la inscribas.` : 'Inscribirla no tiene costo.'}
          </Text>
          <Flex gap="3" mt="3" wrap="wrap">
            <Button colorPalette="teal" loading={props.changingCard} onClick={props.onChangeCard}>
              Inscribir nueva tarjeta en Transbank
            </Button>
            <Button variant="outline" onClick={() => setConfirmingCard(false)}>
              Volver
            </Button>
          </Flex>
        </Box>
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
  return (
    <PaymentsTable
      payments={payments}
      testId="receipts"
      actionLabel="Comprobante"
      action={(payment) =>
        payment.status === 'paid' ? (
          <Link asChild color="teal.700" fontWeight="semibold" whiteSpace="nowrap">
            <RouterLink to={receiptPath(payment.id)}>Ver comprobante</RouterLink>
          </Link>
        ) : null
      }
    />
  );
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
