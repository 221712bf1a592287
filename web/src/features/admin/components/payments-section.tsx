import { Button, Table, Text } from '@chakra-ui/react';
import type { Payment } from '@shared/admin';
import { messages } from '@shared/messages';
import { formatClp, planCatalogue } from '@shared/plans';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useRefundPayment } from '../api/refund-payment';
import { formatDateTime } from '../format';
import { Section } from './section';

const stateOf = (payment: Payment): string => (payment.refundedAt ? `Reembolsado (${formatClp(payment.refundedClp ?? payment.amountClp)})` : payment.status === 'paid' ? 'Pagado' : 'Rechazado');

/** The user's charges through Transbank, with a refund of a paid one. */
export function PaymentsSection({ uid, payments }: { readonly uid: string; readonly payments: readonly Payment[] }) {
  const refund = useRefundPayment(uid);
  return (
    <Section id="pagos" title="Pagos">
      {refund.isError ? <FormAlert status="error" message={refund.error instanceof ApiError && refund.error.code !== 'internal' ? refund.error.message : messages.internal} /> : null}
      {payments.length === 0 ? (
        <Text color="gray.600">Sin pagos.</Text>
      ) : (
        <Table.Root size="sm" data-testid="admin-payments">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Fecha</Table.ColumnHeader>
              <Table.ColumnHeader>Plan</Table.ColumnHeader>
              <Table.ColumnHeader>Monto</Table.ColumnHeader>
              <Table.ColumnHeader>Estado</Table.ColumnHeader>
              <Table.ColumnHeader>Orden</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payments.map((payment) => (
              <Table.Row key={payment.id} data-payment={payment.id}>
                <Table.Cell>{formatDateTime(payment.at)}</Table.Cell>
                <Table.Cell>{planCatalogue[payment.plan].name}</Table.Cell>
                <Table.Cell>{formatClp(payment.amountClp)}</Table.Cell>
                <Table.Cell>{stateOf(payment)}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {payment.buyOrder ?? 'demo'}
                </Table.Cell>
                <Table.Cell>
                  {payment.status === 'paid' && payment.buyOrder && !payment.refundedAt ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      loading={refund.isPending && refund.variables === payment.id}
                      onClick={() => {
                        if (window.confirm(`¿Reembolsar ${formatClp(payment.amountClp)} a la tarjeta del usuario?`)) refund.mutate(payment.id);
                      }}
                    >
                      Reembolsar
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Section>
  );
}
