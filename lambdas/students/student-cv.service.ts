import type { MessageKey } from '../../shared/messages';
import { CV_MAX_BYTES, cvContentType, cvDisplayName, type CvUpload, type StudentProfile } from '../../shared/students';
import { allowRequest } from '../lib/rate-limit.repository';
import { forbidden, HttpError } from '../lib/errors';
import { deleteCv, deleteCvsExcept, inspectCv, isOwnCvKey, presignCvUpload, type StoredFile } from './cv-files.repository';
import { presentStudentProfile } from './student-profile.service';
import { setStudentCv } from './student-profile.repository';

/**
 * A student's CV: its upload link and its confirmation (POST /api/intern/profile/cv/upload-url, PUT
 * /api/intern/profile/cv). They need the S3 client, so their routes are a function of their own
 * (http/student-cv) and the students' other routes do not bundle it.
 */

/** At most 20 upload links an hour per student: each can put up to 5 MB in the bucket. */
const uploadLimit = { name: 'cv-upload', max: 20, windowSeconds: 60 * 60 };

export const issueCvUpload = async (uid: string): Promise<CvUpload> => {
  if (!(await allowRequest(uploadLimit, uid))) throw new HttpError(429, 'too-many-requests');
  return presignCvUpload(uid);
};

/** A PDF starts with `%PDF-`. */
export const isPdf = (bytes: Uint8Array): boolean => [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, index) => bytes[index] === byte);

/** What is wrong with an uploaded file, as the catalogue entry the student reads; undefined for a good PDF. */
const cvProblem = (file: StoredFile): MessageKey | undefined => {
  if (file.size < 1 || file.size > CV_MAX_BYTES) return 'student/cv-size';
  const declared = (file.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared !== cvContentType || !isPdf(file.head)) return 'student/cv-type';
  return undefined;
};

/**
 * Keeps an uploaded file as the student's CV, after checking its size and its real type (a wrong
 * file is deleted). The CV it replaces, and uploads never confirmed, are deleted.
 */
export const confirmCv = async (uid: string, key: string, fileName: string): Promise<StudentProfile> => {
  if (!isOwnCvKey(uid, key)) throw forbidden();
  const file = await inspectCv(key);
  if (!file) throw new HttpError(404, 'not-found', 'student/cv-missing');
  const problem = cvProblem(file);
  if (problem) {
    await deleteCv(key);
    throw new HttpError(400, 'bad-request', problem);
  }
  const profile = await setStudentCv(uid, key, { fileName: cvDisplayName(fileName), size: file.size, uploadedAt: new Date().toISOString() });
  await deleteCvsExcept(uid, key);
  return presentStudentProfile(profile);
};
