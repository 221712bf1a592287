import { PROFILE_IMAGE_MAX_BYTES, type ProfileImageUpload, type profileImageTypes } from '../../shared/profile';
import { deleteEveryVersion, deleteObject, deleteObjectsExcept, inspectObject, isOwnUploadKey, presignUpload, type StoredObject } from '../lib/uploads';

/**
 * The module that changes profile images in the uploads bucket, through the S3 client; the read
 * link is signed apart, without it (profile-image-link.ts). Every image of a user lives under
 * `profile-images/<uid>/`, so a key says whose it is.
 */
export type ProfileImageType = (typeof profileImageTypes)[number];

export const profileImagePrefix = (uid: string): string => `profile-images/${uid}/`;

/** Whether `key` is one of this user's image keys, exactly as we hand them out. */
export const isOwnProfileImageKey = (uid: string, key: string): boolean => isOwnUploadKey(profileImagePrefix(uid), key);

/** A presigned POST for one image of this exact type, 1 byte to 2 MB, for five minutes. */
export const presignProfileImageUpload = (uid: string, contentType: ProfileImageType): Promise<ProfileImageUpload> =>
  presignUpload(profileImagePrefix(uid), contentType, PROFILE_IMAGE_MAX_BYTES);

export { deleteObject, inspectObject, type StoredObject };

/**
 * Deletes every image of this user but `keep`: the replaced one, and any upload that was never
 * confirmed. Only the user's own prefix is listed.
 */
export const deleteProfileImagesExcept = (uid: string, keep?: string): Promise<void> => deleteObjectsExcept(profileImagePrefix(uid), keep);

/** Every version of every image of an erased user. */
export const eraseProfileImages = (uid: string): Promise<number> => deleteEveryVersion(profileImagePrefix(uid));
