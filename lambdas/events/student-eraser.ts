import { consumer } from '../lib/consumer';
import { eraseStudent } from '../students/student-erasure.service';

/**
 * Erases an erased account's student data: its applications withdrawn, its profile and its CVs.
 * It follows the deletion's own event, like the profile images (events/profile-image-eraser), so
 * the admin API needs no S3 client and a failure is retried by the bus, then kept in the dead-letter queue.
 */
export const handler = consumer({
  AdminUserDeleted: async ({ uid }) => {
    await eraseStudent(uid);
  },
  RegistrationExpired: async ({ uid }) => {
    await eraseStudent(uid);
  },
});
