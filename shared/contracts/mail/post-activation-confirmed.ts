import * as z from 'zod/mini';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { uidField } from '../../schemas';

/** The spec's mail calls (§7). The server builds every link itself and ignores none of these rules. */
export const activationConfirmedBodySchema = z.strictObject({ uid: uidField() });

export const requestActivationConfirmedMailRoute = {
  method: 'POST', path: '/api/mail/activation-confirmed', auth: 'public',
  handler: 'http/mail/post-activation-confirmed',
  body: activationConfirmedBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;
