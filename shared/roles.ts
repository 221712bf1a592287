import type { UserDocument } from './user';

/** Admins are `userType: admin` (mirroring the Cognito group `admin`); everyone else is a client. Zod-free, for the public bundle. */
export const isAdmin = (user: Pick<UserDocument, 'userType'> | null | undefined): boolean => user?.userType === 'admin';
