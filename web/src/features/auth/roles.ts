import type { UserDocument } from '@shared/user';

/**
 * Same rule as `isAdminUser` in shared/user.ts, without importing that module's zod schemas
 * into the public chunk (they would add about 13 KB of gzip JS to every page).
 */
export const isAdmin = (user: Pick<UserDocument, 'userType'> | null): boolean => user?.userType === 'admin';
