import { Table, VisuallyHidden } from '@chakra-ui/react';
import type { Payment } from '@shared/admin';
import { formatDateTime } from '@shared/format/date';
import { formatClp, planCatalogue } from '@shared/plans';
import type { ReactNode } from 'react';

export const paymentState = (payment: Payment): string =>
  payment.refundedAt ? `Reembolsado (${formatClp(payment.refundedClp ?? payment.amountClp)})` : payment.status === 'paid' ? 'Pagado' : 'Rechazado';

/**
 * A public entry of the billing feature (the admin's user detail uses it). Charges through Transbank, newest first: date, plan, amount, state and buy order. The user's
 * receipts and the admin's payments of a user; `action` adds a last column (the user's receipt link, the admin's refund). Dates in the product's style (`DD-MM-AAAA, HH:MM`, Chile's time).
 */
export function PaymentsTable(props: { readonly payments: readonly Payment[]; readonly testId: string; readonly action?: (payment: Payment) => ReactNode; readonly actionLabel?: string }) {
  const { payments, action } = props;
  return (
    // A phone (390 px) scrolls the table inside its frame instead of widening the page; the frame
    // takes the focus so that a keyboard can scroll it too, and is positioned so that the visually
    // hidden header of an action column stays inside it.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" position="relative" tabIndex={0} role="region" aria-label="Tabla de pagos">
    <Table.Root size="sm" data-testid={props.testId}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Fecha</Table.ColumnHeader>
          <Table.ColumnHeader>Plan</Table.ColumnHeader>
          <Table.ColumnHeader>Monto</Table.ColumnHeader>
          <Table.ColumnHeader>Estado</Table.ColumnHeader>
          <Table.ColumnHeader>N.º de orden</Table.ColumnHeader>
          {action ? (
            <Table.ColumnHeader>
              <VisuallyHidden>{props.actionLabel ?? 'Acciones'}</VisuallyHidden>
            </Table.ColumnHeader>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {payments.map((payment) => (
          <Table.Row key={payment.id} data-payment={payment.id}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(payment.at)}</Table.Cell>
            <Table.Cell>{planCatalogue[payment.plan].name}</Table.Cell>
            <Table.Cell>{formatClp(payment.amountClp)}</Table.Cell>
            <Table.Cell>{paymentState(payment)}</Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs">
              {payment.buyOrder ?? '—'}
            </Table.Cell>
            {action ? <Table.Cell>{action(payment)}</Table.Cell> : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
    </Table.ScrollArea>
  );
}
