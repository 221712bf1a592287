import * as z from 'zod/mini';
import { messages } from '../../messages';
import { PROFILE_IMAGE_MAX_BYTES, profileImageTypes, type ProfileImageUpload } from '../../profile';
import { answer, type RouteDefinition } from '../../route-contract';

/** POST /api/me/profile-image/upload-url: the browser says what it will upload. */
export const profileImageUploadBodySchema = z.strictObject({
  contentType: z.enum(profileImageTypes, { error: messages['profile-image/type'] }),
  size: z.number({ error: messages['profile-image/size'] }).check(z.int(), z.gte(1, messages['profile-image/size']), z.lte(PROFILE_IMAGE_MAX_BYTES, messages['profile-image/size'])),
});

export const createProfileImageUploadRoute = {
  method: 'POST', path: '/api/me/profile-image/upload-url', auth: 'user',
  handler: 'http/profile-image/post-profile-image-upload-url',
  body: profileImageUploadBodySchema,
  response: answer<ProfileImageUpload>(),
} as const satisfies RouteDefinition;
