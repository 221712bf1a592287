import * as z from 'zod/mini';
import { answer, type RouteDefinition } from '../../route-contract';
import type { UserDocument } from '../../user';

/** PUT /api/me/profile-image: after the upload, the server checks the object and keeps it. */
export const profileImageConfirmBodySchema = z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(300)) });

export const confirmProfileImageRoute = {
  method: 'PUT', path: '/api/me/profile-image', auth: 'user',
  handler: 'http/profile-image/put-profile-image',
  body: profileImageConfirmBodySchema,
  response: answer<UserDocument>(),
} as const satisfies RouteDefinition;
