import * as z from 'zod/mini';
import { householdProfileSchema } from './benefits/profile';
import { pure } from './pure';

/** The user document of spec §3, as the API answers it. Dates travel as ISO strings. */
/** `client`: a person ("Cliente"); `enterprise`: a company ("Empresa"), which publishes internship offers; `admin`. */
export const userTypeSchema = /* @__PURE__ */ pure(() => z.enum(['client', 'enterprise', 'admin']));
export type UserType = z.infer<typeof userTypeSchema>;

export const companyProfileSchema = /* @__PURE__ */ pure(() =>
  z.object({
    legalName: z.string(),
    comuna: z.string(),
    region: z.string(),
    contactPhone: z.string(),
  }),
);
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const userDocumentSchema = /* @__PURE__ */ pure(() =>
  z.object({
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
    profileImage: z.optional(z.string()),
    profileImageUrl: z.optional(z.string()),
    /** What the user told us for the benefits rules (shared/benefits). */
    household: z.optional(householdProfileSchema),
    /** Whether the user opted in to benefit reminders by mail (absent: off). */
    benefitReminders: z.optional(z.boolean()),
    /** Whether the e-mail was confirmed through the activation link (Google accounts: at registration). */
    activated: z.boolean(),
    activatedAt: z.optional(z.string()),
    /** How the account signs in. */
    provider: z._default(z.enum(['password', 'google']), 'password'),
    /** Kept from `/register?role=enterprise`, for admins to see. */
    signupIntent: z.optional(z.enum(['enterprise'])),
    /**
     * A company account's own data (`userType: enterprise`): the razón social, where it is and the
     * contact's phone. On a company, `rut` is the company's RUT, `firstName` and `lastName` are the
     * contact person's and `birthDate` is empty.
     */
    company: z.optional(companyProfileSchema),
  }),
);

export type UserDocument = z.infer<typeof userDocumentSchema>;
