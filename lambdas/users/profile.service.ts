import { householdProfileSchema } from '../../shared/benefits/household-schema';
import type { updateMeBodySchema } from '../../shared/contracts/me/patch-me';
import type { z } from 'zod/mini';
import { todayInChile } from '../../shared/age';
import { benefitStatuses, coverageDeltas, nextRecountOn } from '../../shared/benefits/coverage';
import { householdProfileOf } from '../../shared/benefits/profile';
import type { UserDocument } from '../../shared/user';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { outboxWrite, type OutboxWrite } from '../lib/events';
import { countAccountFromCheck } from './account-from-check.service';
import { profileImageReadUrl } from './profile-image-link';
import { updateProfile, updateProfileCounted, type ProfileChanges } from './profile.repository';
import { getUser, getUserWithCountedStatuses, withoutServerFields, type StoredUser } from './users.repository';

/** The caller's own document, as GET /api/me and every change to it answer it (the picture's changes: profile-image.service.ts). */
export const presentMe = async (stored: StoredUser): Promise<UserDocument> => {
  const user = withoutServerFields(stored);
  return user.profileImage ? { ...user, profileImageUrl: await profileImageReadUrl(user.profileImage) } : user;
};

export const requireUser = async (uid: string): Promise<UserDocument> => {
  const user = await getUser(uid);
  if (!user) throw notFound('user-not-found');
  return user;
};

export type UpdateMe = z.output<typeof updateMeBodySchema>;

/**
 * Applies a PATCH /api/me: names, the RSH and ClaveÚnica answers, and household facts merged
 * into the saved ones. `socialHomeRegister` and `household.inRsh` are one answer, kept equal.
 */
export const updateMe = async (uid: string, body: UpdateMe): Promise<UserDocument> => {
  // A change of household answers moves the coverage counters from the statuses the document was
  // counted with; if another change came in between, read again and count from there.
  for (let attempt = 1; ; attempt += 1) {
    const read = await getUserWithCountedStatuses(uid);
    if (!read) throw notFound('user-not-found');
    const changes = profileChanges(read.user, body);
    const event = remindersChange(read.user, changes);
    if (!changes.household) {
      const updated = await updateProfile(uid, changes, read.user, event);
      if (!updated) throw notFound('user-not-found');
      return presentMe(updated);
    }
    const today = todayInChile();
    const household = householdProfileOf({ household: changes.household, socialHomeRegister: changes.socialHomeRegister ?? read.user.socialHomeRegister });
    const after = benefitStatuses(household, read.user.birthDate || undefined, today);
    const counted = { before: read.counted, after, deltas: coverageDeltas(read.counted, after), recountOn: nextRecountOn(read.user.birthDate || undefined, today, undefined, household.members) };
    if (await updateProfileCounted(uid, changes, read.user, counted, event)) {
      // A check made before signing up, saved on the account: the funnel counts the account once.
      if (body.fromCheck === true) await countAccountFromCheck(uid);
      return presentMe(await requireUser(uid));
    }
    if (attempt >= 3) throw new HttpError(503, 'internal');
  }
};

/** A change of the reminders opt-in goes to the audit trail: its event, for the change's own transaction. */
const remindersChange = (before: UserDocument, changes: ProfileChanges): OutboxWrite | undefined => {
  if (changes.benefitReminders === undefined || changes.benefitReminders === (before.benefitReminders === true)) return undefined;
  return outboxWrite('BenefitRemindersChanged', { uid: before.uid, enabled: changes.benefitReminders, via: 'profile', at: new Date().toISOString() });
};

/** The document changes a PATCH /api/me makes; bad household answers are a 400 that changes nothing. */
const profileChanges = (user: UserDocument, body: UpdateMe): ProfileChanges => {
  const inRsh = body.socialHomeRegister ?? body.household?.inRsh;
  const changes: ProfileChanges = {
    firstName: body.firstName,
    lastName: body.lastName,
    uniqueChileanPasswordConnection: body.uniqueChileanPasswordConnection,
    socialHomeRegister: inRsh,
    benefitReminders: body.benefitReminders,
  };
  if (body.household || inRsh !== undefined) {
    const merged = householdProfileSchema.safeParse({ ...user.household, ...body.household, ...(inRsh === undefined ? {} : { inRsh }) });
    if (!merged.success) {
      const fields: Record<string, string> = {};
      for (const issue of merged.error.issues) fields[['household', ...issue.path].join('.')] ??= issue.message;
      throw badRequest('bad-request', fields);
    }
    changes.household = merged.data;
  }
  return changes;
};
