import { oneclickReturnRoute } from '../../../shared/contracts/billing/post-oneclick-return';
import { answerOneclickReturn } from '../../billing/oneclick-return';
import { badRequest } from '../../lib/errors';
import { defineHandler } from '../../lib/http';

const MAX_FORM_BYTES = 4096;

/** POST /api/billing/oneclick-return: Webpay's return as a form (an abort in the integration environment). */
export const handler = defineHandler(oneclickReturnRoute, async ({ event }) => {
  const raw = event.body && event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '');
  if (raw.length > MAX_FORM_BYTES) throw badRequest('body-too-large');
  return answerOneclickReturn(new URLSearchParams(raw));
});
