import * as z from 'zod';
import { householdProfileSchema } from './benefits/profile';
import { messages } from './messages';
import { nameSchema } from './schemas';

/**
 * The caller's own profile (names, household facts, RSH, profile image): request bodies shared
 * by the web forms and the handlers, and answer types.
 */

/** PATCH /api/me: what a user may change on their own document. At least one field. */
export const updateMeBodySchema = z
  .strictObject({
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    /** Whether they are in the Registro Social de Hogares (spec §3). */
    socialHomeRegister: z.boolean().optional(),
    /** Whether they have ClaveÚnica (spec §3). Never the ClaveÚnica itself. */
    uniqueChileanPasswordConnection: z.boolean().optional(),
    /**
     * Household facts for the benefits rules, merged into the saved ones: a fact sent replaces
     * the saved one, a fact left out stays as it was (no `null`; nothing is forgotten).
     * `inRsh` and `socialHomeRegister` are one answer: setting either sets both.
     */
    household: householdProfileSchema.strict().partial().optional(),
    /** Benefit reminders by mail (shared/reminders.ts): off until the user turns them on. */
    benefitReminders: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: messages['no-changes'] })
  .refine((body) => body.socialHomeRegister === undefined || body.household?.inRsh === undefined || body.socialHomeRegister === body.household.inRsh, {
    message: messages['rsh-answers-differ'],
    path: ['socialHomeRegister'],
  });
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const profileImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** POST /api/me/profile-image/upload-url: the browser says what it will upload. */
export const profileImageUploadBodySchema = z.strictObject({
  contentType: z.enum(profileImageTypes, { error: messages['profile-image/type'] }),
  size: z.number({ error: messages['profile-image/size'] }).int().min(1, messages['profile-image/size']).max(PROFILE_IMAGE_MAX_BYTES, messages['profile-image/size']),
});
/** A presigned POST: the browser posts `fields` plus the file (last) to `url`. */
export interface ProfileImageUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** PUT /api/me/profile-image: after the upload, the server checks the object and keeps it. */
export const profileImageConfirmBodySchema = z.strictObject({ key: z.string().min(1).max(300) });
