import { outboxWrite } from '../lib/events';
import { deleteApplication, studentApplicationItems } from './applications.repository';
import { eraseCvs } from './cv-files.repository';
import { deleteStudentProfile } from './student-profile.repository';

/** Readings of the byStudent index an erasure makes before it calls the rest a retry's job. */
const MAX_PASSES = 5;

/**
 * The student side of an account's erasure: every application is withdrawn (deleted, each with
 * an ApplicationWithdrawn event naming ids only, so the company's list loses it), the student
 * profile deleted and every version of every CV file deleted. The applications are found through
 * an eventually consistent index, every page of it; it is read again from the start until a reading
 * deletes nothing (one shows what the one before could not yet), and past a few readings the
 * erasure fails, for the bus to retry it. Running it again finds nothing left: a no-op.
 */
export const eraseStudent = async (uid: string, now = new Date()): Promise<{ applications: number }> => {
  const at = now.toISOString();
  let withdrawn = 0;
  for (let pass = 1; ; pass += 1) {
    let deleted = 0;
    for await (const application of studentApplicationItems(uid)) {
      const event = outboxWrite('ApplicationWithdrawn', { offerId: application.offerId, studentUid: uid, companyUid: application.companyUid, reason: 'account-erased', at });
      if (await deleteApplication(application, event)) deleted += 1;
    }
    withdrawn += deleted;
    if (deleted === 0) break;
    if (pass === MAX_PASSES) throw new Error(`The applications of ${uid} kept appearing after ${String(MAX_PASSES)} readings: the erasure is retried`);
  }
  await deleteStudentProfile(uid);
  await eraseCvs(uid);
  return { applications: withdrawn };
};
