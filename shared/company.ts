import * as z from 'zod/mini';
import { chileanRegions } from './internships';
import { messages as m } from './messages';
import { pure } from './pure';
import { emailSchema, nameSchema, passwordSchema, rutSchema, termsSchema } from './schemas';

/**
 * A company's account (`userType: enterprise`): what `/register?role=enterprise` asks, by e-mail and
 * password or with Google (whose e-mail comes from the token). The same rules in the form and the
 * handler. The contact person's names become the document's `firstName` and `lastName`, and the
 * company's RUT its `rut`, with the same uniqueness claim as a person's.
 */
/** What the document keeps under `company`, with its rules. */
const companyDetailFields = () => ({
  legalName: z.string({ error: m['company/name-required'] }).check(z.trim(), z.minLength(1, m['company/name-required']), z.maxLength(120, m['company/name-too-long'])),
  comuna: z.string({ error: m['company/comuna-required'] }).check(z.trim(), z.minLength(1, m['company/comuna-required']), z.maxLength(60, m['offer/comuna-too-long'])),
  region: z.enum(chileanRegions, { error: m['company/region-required'] }),
  contactPhone: z.string({ error: m['company/phone-invalid'] }).check(z.trim(), z.regex(/^(\+?56)?\s?\d(\s?\d){7,8}$/, m['company/phone-invalid'])),
});

const companyFields = () => ({
  ...companyDetailFields(),
  rut: rutSchema,
  contactFirstName: nameSchema,
  contactLastName: nameSchema,
  acceptTerms: termsSchema,
});

/**
 * The company's own details as an admin edits them (PATCH /api/admin/users/{uid}, `company`): the
 * razón social, comuna, región and contact phone, all four, with the registration's rules. The
 * contact's names are the document's `firstName` and `lastName`, its e-mail the account's.
 */
export const companyDetailsSchema = /* @__PURE__ */ pure(() => z.strictObject(companyDetailFields()));
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;

/** POST /api/register/company */
export const registerCompanyBodySchema = /* @__PURE__ */ pure(() => z.strictObject({ ...companyFields(), email: emailSchema, password: passwordSchema }));
export type RegisterCompanyBody = z.input<typeof registerCompanyBodySchema>;
export type CompanyRegistration = z.output<typeof registerCompanyBodySchema>;

/** POST /api/register/google/company: the same without e-mail and password. */
export const googleRegisterCompanyBodySchema = /* @__PURE__ */ pure(() => z.strictObject(companyFields()));
export type GoogleRegisterCompanyBody = z.input<typeof googleRegisterCompanyBodySchema>;
export type GoogleCompanyRegistration = z.output<typeof googleRegisterCompanyBodySchema>;
