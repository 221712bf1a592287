import type { CheckoutResult } from '../../shared/billing';
import { finishCheckout } from './subscription.service';
import { transbankGateway } from './transbank';
import { env } from '../lib/env';
import { badRequest } from '../lib/errors';
import type { Reply } from '../lib/http';

/**
 * Where Webpay sends the browser back after the card form, by GET (API 1.1 and later: normal flow,
 * form timeout, an abort in production) or by POST (an abort in the integration environment): the
 * same fields either way, `TBK_TOKEN`, and on an abort `TBK_ORDEN_COMPRA` and `TBK_ID_SESION`; a
 * timeout may bring those two without the token.
 * Answers a 303 to the plan page with the outcome.
 */
export const answerOneclickReturn = async (form: URLSearchParams): Promise<Reply<unknown>> => {
  const token = form.get('TBK_TOKEN');
  // A form that timed out may come back with TBK_ORDEN_COMPRA and TBK_ID_SESION and no token, as Webpay's
  // timeout flow does (Transbank's WooCommerce plugin, CommitWebpayController::getWebpayFlow): nothing was
  // inscribed, nothing charged, and without a token there is nothing to finish.
  if (!token && form.get('TBK_ORDEN_COMPRA') && form.get('TBK_ID_SESION')) return seeOther('tiempo-agotado');
  // Transbank always sends its token (64 characters at most); anything else is not its return.
  if (!/^[\w-]{1,64}$/.test(token ?? '')) throw badRequest();
  return seeOther(await finishCheckout(transbankGateway(), form));
};

const seeOther = (result: CheckoutResult): Reply<unknown> => ({ statusCode: 303, headers: { location: `${env().SITE_URL}/profile/plan?resultado=${result}`, 'cache-control': 'no-store' } });
