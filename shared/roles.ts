import type { UserDocument } from './user';

/**
 * Admins are `userType: admin` (mirroring the Cognito group `admin`); companies are `userType:
 * enterprise`; everyone else is a client, a person. Zod-free, for the public bundle.
 */
export const isAdmin = (user: Pick<UserDocument, 'userType'> | null | undefined): boolean => user?.userType === 'admin';
export const isEnterprise = (user: Pick<UserDocument, 'userType'> | null | undefined): boolean => user?.userType === 'enterprise';
/** A person's account (a client, or an admin, who is a person too): the benefits half. */
export const isPerson = (user: Pick<UserDocument, 'userType'> | null | undefined): boolean => !!user && user.userType !== 'enterprise';


/** Where each kind of account's pages start: a company's panel, a person's dashboard (product §2). */
export const COMPANY_HOME = '/company/dashboard/';
export const PERSON_HOME = '/dashboard';
export const homeOf = (enterprise: boolean): string => (enterprise ? COMPANY_HOME : PERSON_HOME);
