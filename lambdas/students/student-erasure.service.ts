import { outboxWrite } from '../lib/events';
import { deleteApplication, listStudentApplications } from './applications.repository';
import { deleteCvsExcept } from './cv-files.repository';
import { deleteJobAlerts } from './job-alerts.repository';
import { deleteStudentProfile } from './student-profile.repository';
import { deleteThread } from './thread.repository';

/**
 * The student side of an account's erasure: every application is withdrawn (deleted, each with
 * an ApplicationWithdrawn event naming ids only, so the company's list loses it) with its thread's
 * messages, both sides'; the student profile, saved searches and every CV file deleted. Running it
 * again finds nothing left: a no-op.
 */
export const eraseStudent = async (uid: string, now = new Date()): Promise<{ applications: number }> => {
  const applications = await listStudentApplications(uid, 1000);
  const at = now.toISOString();
  for (const application of applications) {
    // The thread goes with its application: a conversation of two, one of them erased.
    await deleteThread(application.offerId, uid, { withApplication: true });
    await deleteApplication(application, outboxWrite('ApplicationWithdrawn', { offerId: application.offerId, studentUid: uid, companyUid: application.companyUid, reason: 'account-erased', at }));
  }
  await deleteStudentProfile(uid);
  await deleteJobAlerts(uid);
  await deleteCvsExcept(uid);
  return { applications: applications.length };
};
