import { CV_MAX_BYTES, cvContentType, type CvUpload } from '../../shared/students';
import { deleteEveryVersion, deleteObject, deleteObjectsExcept, inspectObject, isOwnUploadKey, presignUpload, type StoredObject } from '../lib/uploads';

/**
 * The students' CVs in the uploads bucket, each under `cvs/<uid>/` (lambdas/lib/uploads.ts), through the
 * S3 client; a company reads one through a link signed without it (cv-link.ts).
 */
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

/** Every version of every CV of an erased student. */
export const eraseCvs = (uid: string): Promise<number> => deleteEveryVersion(cvPrefix(uid));
