import { applicationMarkerDeletes } from '../internships/funnel-markers.repository';
import { outboxWrite } from '../lib/events';
import { deleteApplication, studentApplicationItems } from './applications.repository';
import { eraseCvs } from './cv-files.repository';
import { deleteJobAlerts } from './job-alerts.repository';
import { deleteStudentProfile } from './student-profile.repository';
import { deleteThread } from './thread.repository';

/** Readings of the byStudent index an erasure makes before it calls the rest a retry's job. */
const MAX_PASSES = 5;

/**
 * The student side of an account's erasure: every application is withdrawn (deleted, each with
 * an ApplicationWithdrawn event naming ids only, so the company's list loses it, and with its markers
 * in the funnel's counters) with its thread's messages, both sides'; the student profile and saved searches deleted, and every version of every
 * CV file. The applications are found through an eventually consistent index, every page of it; it is
 * read again from the start until a reading deletes nothing (one shows what the one before could not
 * yet), and past a few readings the erasure fails, for the bus to retry it. Running it again finds
 * nothing left: a no-op.
 */
export const eraseStudent = async (uid: string, now = new Date()): Promise<{ applications: number }> => {
  const at = now.toISOString();
  let withdrawn = 0;
  for (let pass = 1; ; pass += 1) {
    let deleted = 0;
    for await (const application of studentApplicationItems(uid)) {
      // The thread goes with its application: a conversation of two, one of them erased.
      await deleteThread(application.offerId, uid, { withApplication: true });
      const event = outboxWrite('ApplicationWithdrawn', { offerId: application.offerId, studentUid: uid, companyUid: application.companyUid, reason: 'account-erased', at });
      // Its markers in the funnel's counters go with it: they name the student.
      if (await deleteApplication(application, event, applicationMarkerDeletes(application.offerId, uid))) deleted += 1;
    }
    withdrawn += deleted;
    if (deleted === 0) break;
    if (pass === MAX_PASSES) throw new Error(`The applications of ${uid} kept appearing after ${String(MAX_PASSES)} readings: the erasure is retried`);
  }
  await deleteStudentProfile(uid);
  await deleteJobAlerts(uid);
  await eraseCvs(uid);
  return { applications: withdrawn };
};
