import type { z } from 'zod/mini';
import {
  PROFILE_IMAGE_MAX_BYTES,
  profileImageTypes,
  type ProfileImageUpload,
  type updateMeBodySchema,
} from '../../shared/profile';
import type { MessageKey } from '../../shared/messages';
import { todayInChile } from '../../shared/age';
import { benefitStatuses, coverageDeltas, nextRecountOn } from '../../shared/benefits/coverage';
import { householdProfileOf, householdProfileSchema } from '../../shared/benefits/profile';
import type { UserDocument } from '../../shared/user';
import { allowRequest } from '../accounts/rate-limits.repository';
import { badRequest, forbidden, HttpError, notFound } from '../lib/errors';
import { outboxWrite, type OutboxWrite } from '../lib/events';
import {
  deleteObject,
  deleteProfileImagesExcept,
  inspectObject,
  isOwnProfileImageKey,
  presignProfileImageUpload,
  profileImageReadUrl,
  type ProfileImageType,
  type StoredObject,
} from './profile-image.repository';
import { clearProfileImage, updateProfile, updateProfileCounted, type ProfileChanges } from './profile.repository';
import { getUser, getUserWithCountedStatuses, withoutServerFields, type StoredUser } from './users.repository';

/** The caller's own document, as GET /api/me and every change to it answer it. */
export const presentMe = async (stored: StoredUser): Promise<UserDocument> => {
  const user = withoutServerFields(stored);
  return user.profileImage ? { ...user, profileImageUrl: await profileImageReadUrl(user.profileImage) } : user;
};

const requireUser = async (uid: string): Promise<UserDocument> => {
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
    const after = benefitStatuses(householdProfileOf({ household: changes.household, socialHomeRegister: changes.socialHomeRegister ?? read.user.socialHomeRegister }), read.user.birthDate || undefined, today);
    const counted = { before: read.counted, after, deltas: coverageDeltas(read.counted, after), recountOn: nextRecountOn(read.user.birthDate || undefined, today) };
    if (await updateProfileCounted(uid, changes, read.user, counted, event)) {
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

/** At most 20 upload links an hour per user: each can put up to 2 MB in the bucket. */
const uploadLimit = { name: 'profile-image-upload', max: 20, windowSeconds: 60 * 60 };

export const issueProfileImageUpload = async (uid: string, contentType: ProfileImageType): Promise<ProfileImageUpload> => {
  await requireUser(uid);
  if (!(await allowRequest(uploadLimit, uid))) throw new HttpError(429, 'too-many-requests');
  return presignProfileImageUpload(uid, contentType);
};

/** The real type of an image, from its first bytes; undefined for anything but JPEG, PNG or WebP. */
export const detectImageType = (bytes: Uint8Array): ProfileImageType | undefined => {
  const startsWith = (signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <4-byte size> WEBP
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
};

/** What is wrong with an uploaded file, as the catalogue entry the user reads; undefined if it is a good image. */
const imageProblem = (object: StoredObject): MessageKey | undefined => {
  if (object.size < 1 || object.size > PROFILE_IMAGE_MAX_BYTES) return 'profile-image/size';
  const declared = (object.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(profileImageTypes as readonly string[]).includes(declared)) return 'profile-image/type';
  if (!detectImageType(object.head)) return 'profile-image/type';
  return undefined;
};

/**
 * Keeps an uploaded image as the caller's picture, after checking its size and its real type;
 * a wrong file is deleted. The previous picture, and uploads never confirmed, are deleted.
 */
export const confirmProfileImage = async (uid: string, key: string): Promise<UserDocument> => {
  if (!isOwnProfileImageKey(uid, key)) throw forbidden();
  const user = await requireUser(uid);
  if (user.profileImage === key) return presentMe(user);
  const object = await inspectObject(key);
  if (!object) throw new HttpError(404, 'not-found', 'profile-image/missing');
  const problem = imageProblem(object);
  if (problem) {
    await deleteObject(key);
    throw new HttpError(400, 'bad-request', problem);
  }
  const updated = await updateProfile(uid, { profileImage: key });
  if (!updated) {
    await deleteObject(key);
    throw notFound('user-not-found');
  }
  await deleteProfileImagesExcept(uid, key);
  return presentMe(updated);
};

/** Removes the caller's picture: the field, then the object (and any unconfirmed upload). */
export const removeProfileImage = async (uid: string): Promise<UserDocument> => {
  let current = await requireUser(uid);
  // If another request changed the picture meanwhile, its newer choice stays.
  if (current.profileImage) current = (await clearProfileImage(uid, current.profileImage)) ?? (await requireUser(uid));
  await deleteProfileImagesExcept(uid, current.profileImage);
  return presentMe(current);
};
