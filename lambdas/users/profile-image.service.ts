import { PROFILE_IMAGE_MAX_BYTES, profileImageTypes, type ProfileImageUpload } from '../../shared/profile';
import type { MessageKey } from '../../shared/messages';
import type { UserDocument } from '../../shared/user';
import { allowRequest } from '../lib/rate-limit.repository';
import { forbidden, HttpError, notFound } from '../lib/errors';
import {
  deleteObject,
  deleteProfileImagesExcept,
  inspectObject,
  isOwnProfileImageKey,
  presignProfileImageUpload,
  type ProfileImageType,
  type StoredObject,
} from './profile-image.repository';
import { presentMe, requireUser } from './profile.service';
import { clearProfileImage, updateProfile } from './profile.repository';

/**
 * The changes of the caller's picture: an upload link, keeping an upload, removing it. They need the
 * S3 client, so they live apart from GET and PATCH /api/me (profile.service.ts), whose function signs
 * the read link without it (profile-image-link.ts).
 */

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
