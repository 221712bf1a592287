import * as z from 'zod/mini';
import { chileanRegions } from './internships';
import { messages as m } from './messages';
import { nameField, rutField, termsField } from './schemas';

/**
 * A company's account (`userType: enterprise`): what `/register?role=enterprise` asks, by e-mail and
 * password or with Google (whose e-mail comes from the token). The same rules in the form and the
 * handler. The contact person's names become the document's `firstName` and `lastName`, and the
 * company's RUT its `rut`, with the same uniqueness claim as a person's.
 */
/** What the document keeps under `company`, with its rules. */
export const companyDetailFields = () => ({
  legalName: z.string({ error: m['company/name-required'] }).check(z.trim(), z.minLength(1, m['company/name-required']), z.maxLength(120, m['company/name-too-long'])),
  comuna: z.string({ error: m['company/comuna-required'] }).check(z.trim(), z.minLength(1, m['company/comuna-required']), z.maxLength(60, m['offer/comuna-too-long'])),
  region: z.enum(chileanRegions, { error: m['company/region-required'] }),
  contactPhone: z.string({ error: m['company/phone-invalid'] }).check(z.trim(), z.regex(/^(\+?56)?\s?\d(\s?\d){7,8}$/, m['company/phone-invalid'])),
});

export const companyFields = () => ({
  ...companyDetailFields(),
  rut: rutField(),
  contactFirstName: nameField(),
  contactLastName: nameField(),
  acceptTerms: termsField(),
});
