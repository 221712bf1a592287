import type { StudentProfileBody } from '../../shared/contracts/students/put-profile';
import { fullName } from '../../shared/format/names';
import type { StudentProfile } from '../../shared/students';
import type { CallerDocument } from '../lib/account-status';
import { markStudent } from '../users/users.repository';
import { getStudentProfile, saveStudentProfile, type StoredStudentProfile } from './student-profile.repository';

/**
 * A student's own profile (GET and PUT /api/intern/profile). Its CV's upload and confirmation need the
 * S3 client, so they live apart (student-cv.service.ts), in a function of their own (http/student-cv).
 */

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

/** Saves the profile; the first one marks its person a student (the document's `studentSince`: their navigation shows "Mis postulaciones"). */
export const updateStudentProfile = async (document: CallerDocument, fields: StudentProfileBody): Promise<StudentProfile> => {
  const saved = await saveStudentProfile(document.uid, fields, contactOf(document));
  if (typeof document.studentSince !== 'string') await markStudent(document.uid);
  return presentStudentProfile(saved);
};
