import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { PROFILE_IMAGE_MAX_BYTES, type ProfileImageUpload, type profileImageTypes } from '../../shared/profile';
import { s3 } from '../lib/clients/s3';
import { env } from '../lib/env';

/**
 * The module that changes profile images in the uploads bucket, through the S3 client; the read
 * link is signed apart, without it (profile-image-link.ts). Every image of a user lives under
 * `profile-images/<uid>/`, so a key says whose it is.
 */
export type ProfileImageType = (typeof profileImageTypes)[number];

const UPLOAD_EXPIRES_SECONDS = 5 * 60;

export const profileImagePrefix = (uid: string): string => `profile-images/${uid}/`;

/** Whether `key` is one of this user's image keys, exactly as we hand them out. */
export const isOwnProfileImageKey = (uid: string, key: string): boolean =>
  key.startsWith(profileImagePrefix(uid)) && /^[0-9a-f-]{36}$/.test(key.slice(profileImagePrefix(uid).length));

/** A presigned POST for one image of this exact type, 1 byte to 2 MB, for five minutes. */
export const presignProfileImageUpload = async (uid: string, contentType: ProfileImageType): Promise<ProfileImageUpload> => {
  const key = `${profileImagePrefix(uid)}${randomUUID()}`;
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: env().BUCKET_UPLOADS,
    Key: key,
    Conditions: [
      ['content-length-range', 1, PROFILE_IMAGE_MAX_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_EXPIRES_SECONDS,
  });
  return { url, fields, key };
};

export interface StoredObject {
  size: number;
  contentType: string | undefined;
  /** The first bytes of the file, enough to tell its real type. */
  head: Uint8Array;
}

const isNotFound = (error: unknown): boolean => {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'NotFound' || name === 'NoSuchKey';
};

/** The size, declared type and first bytes of an uploaded object; undefined if there is none. */
export const inspectObject = async (key: string): Promise<StoredObject | undefined> => {
  const Bucket = env().BUCKET_UPLOADS;
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
    const size = head.ContentLength ?? 0;
    if (size === 0) return { size, contentType: head.ContentType, head: new Uint8Array() };
    const object = await s3.send(new GetObjectCommand({ Bucket, Key: key, Range: 'bytes=0-15' }));
    const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    return { size, contentType: head.ContentType, head: bytes.slice(0, 16) };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
};

export const deleteObject = async (key: string): Promise<void> => {
  await s3.send(new DeleteObjectCommand({ Bucket: env().BUCKET_UPLOADS, Key: key }));
};

/**
 * Deletes every image of this user but `keep`: the replaced one, and any upload that was never
 * confirmed. Only the user's own prefix is listed.
 */
export const deleteProfileImagesExcept = async (uid: string, keep?: string): Promise<void> => {
  const Bucket = env().BUCKET_UPLOADS;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: profileImagePrefix(uid), ContinuationToken }));
    for (const object of page.Contents ?? []) {
      if (object.Key && object.Key !== keep) await deleteObject(object.Key);
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
};
