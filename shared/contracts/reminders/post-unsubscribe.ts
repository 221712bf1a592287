import * as z from 'zod/mini';
import { messages } from '../../messages';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH, type UnsubscribeAnswer } from '../../reminders';
import { answer, type RouteDefinition } from '../../route-contract';

/**
 * POST /api/reminders/unsubscribe {token}: the page's confirmation, with the signed token of the
 * mail's link in the body (never in a URL, which access logs keep). A mail client's one click
 * (RFC 8058) posts to `/api/reminders/unsubscribe/{token}` instead.
 */
export const unsubscribeBodySchema = z.strictObject({
  token: z.string({ error: messages['reminders/invalid-link'] }).check(z.minLength(1, messages['reminders/invalid-link']), z.maxLength(UNSUBSCRIBE_TOKEN_MAX_LENGTH, messages['reminders/invalid-link'])),
});

export const unsubscribeRemindersRoute = {
  method: 'POST', path: '/api/reminders/unsubscribe', auth: 'public',
  handler: 'http/reminders/post-unsubscribe',
  body: unsubscribeBodySchema,
  response: answer<UnsubscribeAnswer>(),
} as const satisfies RouteDefinition;
