import * as z from 'zod/mini';
import { householdProfileSchema } from './benefits/profile';
import { messages } from './messages';
import { nameSchema } from './schemas';
import { pure } from './pure';

/**
 * The caller's own profile (names, household facts, RSH, profile image): request bodies shared
 * by the web forms and the handlers, and answer types.
 */

/** PATCH /api/me: what a user may change on their own document. At least one field. */
export const updateMeBodySchema = /* @__PURE__ */ pure(() =>
  z
    .strictObject({
      firstName: z.optional(nameSchema),
      lastName: z.optional(nameSchema),
      /** Whether they are in the Registro Social de Hogares (spec §3). */
      socialHomeRegister: z.optional(z.boolean()),
      /** Whether they have ClaveÚnica (spec §3). Never the ClaveÚnica itself. */
      uniqueChileanPasswordConnection: z.optional(z.boolean()),
      /**
       * Household facts for the benefits rules, merged into the saved ones: a fact sent replaces
       * the saved one, a fact left out stays as it was (no `null`; nothing is forgotten).
       * `inRsh` and `socialHomeRegister` are one answer: setting either sets both.
       */
      household: z.optional(z.partial(z.strictObject(householdProfileSchema.shape))),
      /** Benefit reminders by mail (shared/reminders.ts): off until the user turns them on. */
      benefitReminders: z.optional(z.boolean()),
    })
    .check(
      z.refine((body) => Object.keys(body).length > 0, { message: messages['no-changes'] }),
      z.refine((body) => body.socialHomeRegister === undefined || body.household?.inRsh === undefined || body.socialHomeRegister === body.household.inRsh, {
        message: messages['rsh-answers-differ'],
        path: ['socialHomeRegister'],
      }),
    ),
);
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const profileImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** POST /api/me/profile-image/upload-url: the browser says what it will upload. */
export const profileImageUploadBodySchema = /* @__PURE__ */ pure(() =>
  z.strictObject({
    contentType: z.enum(profileImageTypes, { error: messages['profile-image/type'] }),
    size: z.number({ error: messages['profile-image/size'] }).check(z.int(), z.gte(1, messages['profile-image/size']), z.lte(PROFILE_IMAGE_MAX_BYTES, messages['profile-image/size'])),
  }),
);
/** A presigned POST: the browser posts `fields` plus the file (last) to `url`. */
export interface ProfileImageUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** PUT /api/me/profile-image: after the upload, the server checks the object and keeps it. */
export const profileImageConfirmBodySchema = /* @__PURE__ */ pure(() => z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(300)) }));
