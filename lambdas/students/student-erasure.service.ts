import { outboxWrite } from '../lib/events';
import { deleteApplication, listStudentApplications } from './applications.repository';
import { eraseCvs } from './cv-files.repository';
import { deleteStudentProfile } from './student-profile.repository';

/**
 * The student side of an account's erasure: every application is withdrawn (deleted, each with
 * an ApplicationWithdrawn event naming ids only, so the company's list loses it), the student
 * profile deleted and every version of every CV file deleted. Running it again finds nothing left: a no-op.
 */
export const eraseStudent = async (uid: string, now = new Date()): Promise<{ applications: number }> => {
  const applications = await listStudentApplications(uid, 1000);
  const at = now.toISOString();
  for (const application of applications) {
    await deleteApplication(application, outboxWrite('ApplicationWithdrawn', { offerId: application.offerId, studentUid: uid, companyUid: application.companyUid, reason: 'account-erased', at }));
  }
  await deleteStudentProfile(uid);
  await eraseCvs(uid);
  return { applications: applications.length };
};
