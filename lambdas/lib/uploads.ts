import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, ListObjectVersionsCommand, type ObjectIdentifier } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3 } from './clients/s3';
import { env } from './env';

/**
 * Files people upload to the uploads bucket (profile images, CVs), each kind under its own prefix and
 * each person's under `<kind>/<uid>/`, so that a key says whose it is. The browser uploads with a
 * presigned POST; the server inspects the file before keeping it and deletes what it does not keep.
 */
const UPLOAD_EXPIRES_SECONDS = 5 * 60;

/** Whether `key` is one this person's prefix would have handed out: the prefix, then a UUID. */
export const isOwnUploadKey = (prefix: string, key: string): boolean => key.startsWith(prefix) && /^[0-9a-f-]{36}$/.test(key.slice(prefix.length));

/** A presigned POST for one file of this exact type, 1 byte to `maxBytes`, for five minutes, under `prefix`. */
export const presignUpload = async (prefix: string, contentType: string, maxBytes: number): Promise<{ url: string; fields: Record<string, string>; key: string }> => {
  const key = `${prefix}${randomUUID()}`;
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: env().BUCKET_UPLOADS,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
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
 * Deletes every object under `prefix` but `keep`: a replaced file or uploads never confirmed. The
 * bucket is versioned: what this deletes stays as a noncurrent version until the bucket's lifecycle
 * expires it (shared/data/buckets.ts), so a mistake can be undone meanwhile. An erasure deletes every
 * version instead (`deleteEveryVersion`).
 */
export const deleteObjectsExcept = async (prefix: string, keep?: string): Promise<void> => {
  const Bucket = env().BUCKET_UPLOADS;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
    for (const object of page.Contents ?? []) {
      if (object.Key && object.Key !== keep) await deleteObject(object.Key);
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
};

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/**
 * The erasure of everything under `prefix`: every version of every object and every delete marker,
 * page by page, so that nothing is left to restore. On a bucket without versioning S3 lists each
 * object once, with the version id `null`, which deletes it.
 */
export const deleteEveryVersion = async (prefix: string): Promise<number> => {
  const Bucket = env().BUCKET_UPLOADS;
  let removed = 0;
  let markers: { KeyMarker?: string; VersionIdMarker?: string } = {};
  for (;;) {
    const page = await s3.send(new ListObjectVersionsCommand({ Bucket, Prefix: prefix, ...markers }));
    const objects: ObjectIdentifier[] = [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])].flatMap(({ Key, VersionId }) => (Key ? [{ Key, ...(VersionId ? { VersionId } : {}) }] : []));
    for (let start = 0; start < objects.length; start += DELETE_BATCH) {
      const batch = objects.slice(start, start + DELETE_BATCH);
      const answer = await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
      if (answer.Errors?.length) throw new Error(`S3 kept ${String(answer.Errors.length)} version(s) under ${prefix}: ${answer.Errors[0]?.Code ?? ''}`);
      removed += batch.length;
    }
    if (!page.IsTruncated) return removed;
    markers = { KeyMarker: page.NextKeyMarker, VersionIdMarker: page.NextVersionIdMarker };
  }
};
