import { consumer } from '../lib/consumer';
import { eraseProfileImages } from '../users/profile-image.repository';

/**
 * Erases a deleted user's profile images, every version of them. The deletion's transaction holds the AdminUserDeleted
 * event, so the images go even if S3 fails at that moment (the bus retries, then the dead-letter
 * queue keeps it), and the admin API needs no S3 client. Deleting what is already gone is a no-op.
 */
export const handler = consumer({
  AdminUserDeleted: async ({ uid }) => {
    await eraseProfileImages(uid);
  },
  // An account that goes without an admin leaves no image behind either.
  RegistrationExpired: async ({ uid }) => {
    await eraseProfileImages(uid);
  },
  RegistrationTakenOver: async ({ uid }) => {
    await eraseProfileImages(uid);
  },
});
