import { householdProfileSchema } from '../../benefits/household-schema';
import * as z from 'zod/mini';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { nameField } from '../../schemas';
import type { UserDocument } from '../../user';

/**
 * The caller's own profile (names, household facts, RSH, profile image): request bodies shared
 * by the web forms and the handlers, and answer types.
 */

/** PATCH /api/me: what a user may change on their own document. At least one field. */
export const updateMeBodySchema = z
  .strictObject({
    firstName: z.optional(nameField()),
    lastName: z.optional(nameField()),
    /** Whether they are in the Registro Social de Hogares (product §3). */
    socialHomeRegister: z.optional(z.boolean()),
    /** Whether they have ClaveÚnica (product §3). Never the ClaveÚnica itself. */
    uniqueChileanPasswordConnection: z.optional(z.boolean()),
    /**
     * Household facts for the benefits rules, merged into the saved ones: a fact sent replaces
     * the saved one, a fact left out stays as it was (no `null`; nothing is forgotten).
     * `inRsh` and `socialHomeRegister` are one answer: setting either sets both.
     */
    household: z.optional(z.partial(z.strictObject(householdProfileSchema.shape))),
    /** Benefit reminders by mail (shared/reminders.ts): off until the user turns them on. */
    benefitReminders: z.optional(z.boolean()),
    /** The household answers come from a check made before signing up (`/revisa`): counted once, as an account from a check. */
    fromCheck: z.optional(z.literal(true)),
  })
  .check(
    z.refine((body) => Object.keys(body).length > 0, { message: messages['no-changes'] }),
    z.refine((body) => body.socialHomeRegister === undefined || body.household?.inRsh === undefined || body.socialHomeRegister === body.household.inRsh, {
      message: messages['rsh-answers-differ'],
      path: ['socialHomeRegister'],
    }),
  );

export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

export const updateMeRoute = { method: 'PATCH', path: '/api/me', auth: 'user', handler: 'http/me/patch-me', body: updateMeBodySchema, response: answer<UserDocument>() } as const satisfies RouteDefinition;
