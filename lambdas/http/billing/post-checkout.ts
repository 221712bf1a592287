import { startCheckoutRoute } from '../../../shared/contracts/billing/post-checkout';
import { startCheckout } from '../../billing/subscription.service';
import { transbankGateway } from '../../billing/transbank';
import { defineHandler, json } from '../../lib/http';

/** POST /api/billing/checkout: starts a card inscription at Transbank, to subscribe or to change the card. */
export const handler = defineHandler(startCheckoutRoute, async ({ caller, body }) => json(201, await startCheckout(transbankGateway(), caller.uid, caller.email, body)));
