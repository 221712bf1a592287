import { oneclickReturnGetRoute } from '../../../shared/contracts/billing/get-oneclick-return';
import { answerOneclickReturn } from '../../billing/oneclick-return';
import { badRequest } from '../../lib/errors';
import { defineHandler } from '../../lib/http';

const MAX_QUERY_BYTES = 2048;

/** GET /api/billing/oneclick-return?TBK_TOKEN=…: Webpay's return with API 1.1 and later (normal flow, form timeout, an abort in production). */
export const handler = defineHandler(oneclickReturnGetRoute, async ({ event }) => {
  const raw = event.rawQueryString;
  if (raw.length > MAX_QUERY_BYTES) throw badRequest();
  return answerOneclickReturn(new URLSearchParams(raw));
});
