import * as routes from '../../../shared/route-table';
import { finishCheckout } from '../../billing/subscription.service';
import { transbankGateway } from '../../billing/transbank';
import { env } from '../../lib/env';
import { badRequest } from '../../lib/errors';
import { defineHandler, type Reply } from '../../lib/http';

const MAX_FORM_BYTES = 4096;

/**
 * POST /api/billing/oneclick-return: Transbank's page sends the browser back here with a form
 * (`TBK_TOKEN`, and on an abort `TBK_ORDEN_COMPRA`); the inscription is finished and, to subscribe,
 * the first period charged. Answers a 303 to the plan page with the result.
 */
export const handler = defineHandler(routes.oneclickReturn, async ({ event }): Promise<Reply<unknown>> => {
  const raw = event.body && event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '');
  if (raw.length > MAX_FORM_BYTES) throw badRequest('body-too-large');
  const form = new URLSearchParams(raw);
  // Transbank always sends its token (64 characters at most); anything else is not its return.
  if (!/^[\w-]{1,64}$/.test(form.get('TBK_TOKEN') ?? '')) throw badRequest();
  const result = await finishCheckout(transbankGateway(), form);
  return { statusCode: 303, headers: { location: `${env().SITE_URL}/profile/plan?resultado=${result}`, 'cache-control': 'no-store' } };
});
