import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { CV_MAX_BYTES, cvContentType, type CvUpload } from '../../shared/students';
import { s3 } from '../lib/clients/s3';
import { env } from '../lib/env';
import { deleteObject, deleteObjectsExcept, inspectObject, isOwnUploadKey, presignUpload, type StoredObject } from '../lib/uploads';

/**
 * The students' CVs in the uploads bucket, each under `cvs/<uid>/` (lambdas/lib/uploads.ts); a
 * company reads one through a link valid a few minutes.
 */
/** Long enough to open the PDF from the applicant's page, short enough that a forwarded link dies soon. */
export const CV_LINK_EXPIRES_SECONDS = 5 * 60;

export const cvPrefix = (uid: string): string => `cvs/${uid}/`;

/** Whether `key` is one of this student's CV keys, exactly as we hand them out. */
export const isOwnCvKey = (uid: string, key: string): boolean => isOwnUploadKey(cvPrefix(uid), key);

/** A presigned POST for one PDF, 1 byte to 5 MB, for five minutes. */
export const presignCvUpload = (uid: string): Promise<CvUpload> => presignUpload(cvPrefix(uid), cvContentType, CV_MAX_BYTES);

export type StoredFile = StoredObject;
export const inspectCv = inspectObject;
export const deleteCv = deleteObject;

/** Deletes every CV of this student but `keep`: the replaced one, uploads never confirmed, or all of them (erasure). */
export const deleteCvsExcept = (uid: string, keep?: string): Promise<void> => deleteObjectsExcept(cvPrefix(uid), keep);

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
