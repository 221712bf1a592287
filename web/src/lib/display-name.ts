import { fullName } from '@shared/format/names';
import type { UserDocument } from '@shared/user';
import { header } from '../content/public-copy';

/** The user's full name, or 'Usuario' when either name is missing (spec §2). */
export const displayName = (user: Pick<UserDocument, 'firstName' | 'lastName'>): string => fullName(user) ?? header.userFallbackName;
