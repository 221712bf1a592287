import type { UserDocument } from '../../shared/user';

/** A client's user document as DynamoDB holds it; override what a test is about. */
export const testUser = (overrides: Partial<UserDocument> = {}): UserDocument => ({
  uid: 'user-1',
  firstName: 'Carla',
  lastName: 'Rojas',
  rut: '12345678-5',
  birthDate: '1990-01-31',
  email: 'carla@example.cl',
  userType: 'client',
  uniqueChileanPasswordConnection: false,
  socialHomeRegister: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  activated: true,
  provider: 'password',
  ...overrides,
});

/** A well-formed key of user-1's profile image. */
export const testImageKey = (uid = 'user-1', id = '0b7e2f4c-1d2a-4e5b-9c3d-7f8e9a0b1c2d'): string => `profile-images/${uid}/${id}`;

/** Fixed fake credentials, so that presigned URLs are built offline and the same every run. */
export const useTestCredentials = (): void => {
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIATESTTESTTESTTEST', AWS_SECRET_ACCESS_KEY: 'test-secret' });
};
