import { Button, Text } from '@chakra-ui/react';
import type { Payment } from '@shared/admin';
import { messages } from '@shared/messages';
import { formatClp } from '@shared/format/money';
import { FormAlert } from '../../../components/forms/form-alert';
import { PaymentsTable } from '../../billing/payments-table';
import { ApiError } from '../../../lib/api-client';
import { useRefundPayment } from '../api/refund-payment';
import { Section } from './section';

/** The user's charges through Transbank, with a refund of a paid one. */
export function PaymentsSection({ uid, payments }: { readonly uid: string; readonly payments: readonly Payment[] }) {
  const refund = useRefundPayment(uid);
  return (
    <Section id="pagos" title="Pagos">
      {refund.isError ? <FormAlert status="error" message={refund.error instanceof ApiError && refund.error.code !== 'internal' ? refund.error.message : messages.internal} /> : null}
      {payments.length === 0 ? (
        <Text color="gray.600">Sin pagos.</Text>
      ) : (
        // Five columns and a button: on a phone the table scrolls in its own box (PaymentsTable's), never the page.
        <PaymentsTable
          payments={payments}
          testId="admin-payments"
          action={(payment) =>
            payment.status === 'paid' && payment.buyOrder && !payment.refundedAt ? (
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
            ) : null
          }
        />
      )}
    </Section>
  );
}
