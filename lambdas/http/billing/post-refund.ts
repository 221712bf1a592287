import { refundPaymentRoute } from '../../../shared/contracts/billing/post-refund';
import { refundPayment } from '../../billing/subscription.service';
import { transbankGateway } from '../../billing/transbank';
import { defineHandler, json } from '../../lib/http';

/** POST /api/admin/users/{uid}/payments/{paymentId}/refund: an admin refunds a paid charge in full, through Transbank. */
export const handler = defineHandler(refundPaymentRoute, async ({ caller, params }) => json(200, { payment: await refundPayment(transbankGateway(), caller.uid, params.uid, params.paymentId) }));
