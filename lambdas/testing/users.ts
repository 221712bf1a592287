export { testUser } from '../../shared/testing/users';

/** A well-formed key of user-1's profile image. */
export const testImageKey = (uid = 'user-1', id = '0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d'): string => `profile-images/${uid}/${id}`;

/** Fixed fake credentials, so that presigned URLs are built offline and the same every run. */
export const useTestCredentials = (): void => {
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIATESTTESTTESTTEST', AWS_SECRET_ACCESS_KEY: 'test-secret' });
};
