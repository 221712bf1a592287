import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { CV_MAX_BYTES, cvContentType, type CvUpload } from '../../shared/students';
import { s3 } from '../lib/clients/s3';
import { env } from '../lib/env';

/**
 * The students' CVs in the uploads bucket, each under `cvs/<uid>/`, so that a key says whose it is.
 * The browser uploads with a presigned POST; the server checks the file before keeping it; a
 * company reads one through a link valid a few minutes.
 */
const UPLOAD_EXPIRES_SECONDS = 5 * 60;
/** Long enough to open the PDF from the applicant's page, short enough that a forwarded link dies soon. */
export const CV_LINK_EXPIRES_SECONDS = 5 * 60;

export const cvPrefix = (uid: string): string => `cvs/${uid}/`;

/** Whether `key` is one of this student's CV keys, exactly as we hand them out. */
export const isOwnCvKey = (uid: string, key: string): boolean => key.startsWith(cvPrefix(uid)) && /^[0-9a-f-]{36}$/.test(key.slice(cvPrefix(uid).length));

/** A presigned POST for one PDF, 1 byte to 5 MB, for five minutes. */
export const presignCvUpload = async (uid: string): Promise<CvUpload> => {
  const key = `${cvPrefix(uid)}${randomUUID()}`;
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: env().BUCKET_UPLOADS,
    Key: key,
    Conditions: [
      ['content-length-range', 1, CV_MAX_BYTES],
      ['eq', '$Content-Type', cvContentType],
    ],
    Fields: { 'Content-Type': cvContentType },
    Expires: UPLOAD_EXPIRES_SECONDS,
  });
  return { url, fields, key };
};

export interface StoredFile {
  size: number;
  contentType: string | undefined;
  /** The first bytes of the file, enough to tell its real type. */
  head: Uint8Array;
}

const isNotFound = (error: unknown): boolean => {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'NotFound' || name === 'NoSuchKey';
};

/** The size, declared type and first bytes of an uploaded file; undefined if there is none. */
export const inspectCv = async (key: string): Promise<StoredFile | undefined> => {
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

export const deleteCv = async (key: string): Promise<void> => {
  await s3.send(new DeleteObjectCommand({ Bucket: env().BUCKET_UPLOADS, Key: key }));
};

/** Deletes every CV of this student but `keep`: the replaced one, uploads never confirmed, or all of them (erasure). */
export const deleteCvsExcept = async (uid: string, keep?: string): Promise<void> => {
  const Bucket = env().BUCKET_UPLOADS;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: cvPrefix(uid), ContinuationToken }));
    for (const object of page.Contents ?? []) {
      if (object.Key && object.Key !== keep) await deleteCv(object.Key);
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
};

/** A link to read one CV for a few minutes, opened in the browser as `<fileName>`. */
export const cvReadUrl = (key: string, fileName: string): Promise<string> =>
  getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: env().BUCKET_UPLOADS,
      Key: key,
      ResponseContentType: cvContentType,
      ResponseContentDisposition: `inline; filename="${fileName.replace(/[^\w.\- ]/g, '_')}"`,
    }),
    { expiresIn: CV_LINK_EXPIRES_SECONDS },
  );
