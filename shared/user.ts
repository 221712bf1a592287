import * as z from 'zod';
import { householdProfileSchema } from './benefits/profile';

/** The user document of spec §3, as the API answers it. Dates travel as ISO strings. */
export const userTypeSchema = z.enum(['client', 'admin']);
export type UserType = z.infer<typeof userTypeSchema>;

export const userDocumentSchema = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** digits, hyphen, check digit; no dots */
  rut: z.string(),
  /** ISO date `YYYY-MM-DD` */
  birthDate: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  uniqueChileanPasswordConnection: z.boolean(),
  socialHomeRegister: z.boolean(),
  /** ISO timestamp, UTC */
  createdAt: z.string(),
  /** The S3 key of the user's picture; the API answers it as `profileImageUrl`, a short-lived link. */
  profileImage: z.string().optional(),
  profileImageUrl: z.string().optional(),
  /** What the user told us for the benefits rules (shared/benefits). */
  household: householdProfileSchema.optional(),
  /** Whether the user opted in to benefit reminders by mail (absent: off). */
  benefitReminders: z.boolean().optional(),
  /** Whether the e-mail was confirmed through the activation link (Google accounts: at registration). */
  activated: z.boolean(),
  activatedAt: z.string().optional(),
  /** How the account signs in. */
  provider: z.enum(['password', 'google']).default('password'),
  /** Kept from `/register?role=enterprise`, for admins to see. */
  signupIntent: z.enum(['enterprise']).optional(),
});

export type UserDocument = z.infer<typeof userDocumentSchema>;
