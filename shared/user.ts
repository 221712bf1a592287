import type { HouseholdProfile } from './benefits/profile';

/** `client`: a person ("Cliente"); `enterprise`: a company ("Empresa"), which publishes internship offers; `admin`. */
export const userTypes = ['client', 'enterprise', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

export type CompanyProfile = {
  legalName: string;
  comuna: string;
  region: string;
  contactPhone: string;
};

/** The user document of product §3, as the API answers it. Dates travel as ISO strings. */
export type UserDocument = {
  uid: string;
  firstName: string;
  lastName: string;
  /** digits, hyphen, check digit; no dots */
  rut: string;
  /** ISO date `YYYY-MM-DD` */
  birthDate: string;
  email: string;
  userType: UserType;
  uniqueChileanPasswordConnection: boolean;
  socialHomeRegister: boolean;
  /** ISO timestamp, UTC */
  createdAt: string;
  /** The S3 key of the user's picture; the API answers it as `profileImageUrl`, a short-lived link. */
  profileImage?: string;
  profileImageUrl?: string;
  /** What the user told us for the benefits rules (shared/benefits). */
  household?: HouseholdProfile;
  /** Whether the user opted in to benefit reminders by mail (absent: off). */
  benefitReminders?: boolean;
  /** Whether the e-mail was confirmed through the activation link (Google accounts: at registration). */
  activated: boolean;
  activatedAt?: string;
  /** How the account signs in. */
  provider: 'password' | 'google';
  /**
   * The second factor Cognito asks for at each sign-in (an authenticator app's code), set by the server
   * once Cognito holds it: required of admins before any admin route answers, optional for the others.
   */
  twoFactor?: 'totp';
  /**
   * When the person first acted as a student of the internships half (saved a student profile,
   * applied, saved a search): their navigation then holds "Mis postulaciones". Set by the server only.
   */
  studentSince?: string;
  /** Kept from `/register?role=enterprise`, for admins to see. */
  signupIntent?: 'enterprise';
  /**
   * A company account's own data (`userType: enterprise`): the razón social, where it is and the
   * contact's phone. On a company, `rut` is the company's RUT, `firstName` and `lastName` are the
   * contact person's and `birthDate` is empty.
   */
  company?: CompanyProfile;
};
