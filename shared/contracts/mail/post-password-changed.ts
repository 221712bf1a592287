import * as z from 'zod/mini';
import { answer, type MessageAnswer, type RouteDefinition } from '../../route-contract';
import { linkTokenField, uidField } from '../../schemas';
import { requestPasswordChangedMailEndpoint } from './post-password-changed.endpoint';

export const passwordChangedBodySchema = z.strictObject({ uid: uidField(), token: linkTokenField() });

export const requestPasswordChangedMailRoute = {
  ...requestPasswordChangedMailEndpoint,
  handler: 'http/mail/post-password-changed',
  body: passwordChangedBodySchema,
  response: answer<MessageAnswer>(),
} as const satisfies RouteDefinition;
