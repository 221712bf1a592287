import { finishCheckout } from './subscription.service';
import { transbankGateway } from './transbank';
import { env } from '../lib/env';
import { badRequest } from '../lib/errors';
import type { Reply } from '../lib/http';

/**
 * Where Webpay sends the browser back after the card form, by GET (API 1.1 and later: normal flow,
 * form timeout, an abort in production) or by POST (an abort in the integration environment): the
 * same fields either way, `TBK_TOKEN`, and on an abort `TBK_ORDEN_COMPRA` and `TBK_ID_SESION`.
 * Answers a 303 to the plan page with the outcome.
 */
export const answerOneclickReturn = async (form: URLSearchParams): Promise<Reply<unknown>> => {
  // Transbank always sends its token (64 characters at most); anything else is not its return.
  if (!/^[\w-]{1,64}$/.test(form.get('TBK_TOKEN') ?? '')) throw badRequest();
  const result = await finishCheckout(transbankGateway(), form);
  return { statusCode: 303, headers: { location: `${env().SITE_URL}/profile/plan?resultado=${result}`, 'cache-control': 'no-store' } };
};
