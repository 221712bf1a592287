import type { UserDocument } from '../user';

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

