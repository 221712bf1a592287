import type { StudentProfileBody } from '../../shared/contracts/students/put-profile';
import { fullName } from '../../shared/format/names';
import type { MessageKey } from '../../shared/messages';
import { CV_MAX_BYTES, cvContentType, cvDisplayName, type CvUpload, type StudentProfile } from '../../shared/students';
import { allowRequest } from '../accounts/rate-limits.repository';
import type { CallerDocument } from '../lib/account-status';
import { forbidden, HttpError } from '../lib/errors';
import { deleteCv, deleteCvsExcept, inspectCv, isOwnCvKey, presignCvUpload, type StoredFile } from './cv-files.repository';
import { getStudentProfile, saveStudentProfile, setStudentCv, type StoredStudentProfile } from './student-profile.repository';

/** A student's own profile and CV (GET and PUT /api/intern/profile, the CV's upload and confirmation). */

/** The profile as its student sees it: never the CV's key, nor the copies kept for the companies' search. */
export const presentStudentProfile = (stored: StoredStudentProfile | undefined): StudentProfile => {
  if (!stored) return { visibleToCompanies: false };
  const { uid: _uid, cvKey: _cvKey, studentName: _studentName, email: _email, ...profile } = stored;
  return profile;
};

export const readStudentProfile = async (uid: string): Promise<StudentProfile> => presentStudentProfile(await getStudentProfile(uid));

/** The name and e-mail a company reads, from the user's own document. */
const contactOf = (document: CallerDocument) => ({
  studentName: fullName({ firstName: document.firstName as string | undefined, lastName: document.lastName as string | undefined }) ?? 'Estudiante',
  email: typeof document.email === 'string' ? document.email : '',
});

export const updateStudentProfile = async (document: CallerDocument, fields: StudentProfileBody): Promise<StudentProfile> =>
  presentStudentProfile(await saveStudentProfile(document.uid, fields, contactOf(document)));

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
