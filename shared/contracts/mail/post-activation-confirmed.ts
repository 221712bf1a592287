import * as z from 'zod/mini';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { uidField } from '../../schemas';
import { requestActivationConfirmedMailEndpoint } from './post-activation-confirmed.endpoint';

/** The spec's mail calls (§7). The server builds every link itself and ignores none of these rules. */
export const activationConfirmedBodySchema = z.strictObject({ uid: uidField() });

export const requestActivationConfirmedMailRoute = {
  ...requestActivationConfirmedMailEndpoint,
  handler: 'http/mail/post-activation-confirmed',
  body: activationConfirmedBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;
