import * as z from 'zod/mini';
import { companyDetailFields } from '../../company';

/**
 * The company's own details as an admin edits them (PATCH /api/admin/users/{uid}, `company`): the
 * razón social, comuna, región and contact phone, all four, with the registration's rules. The
 * contact's names are the document's `firstName` and `lastName`, its e-mail the account's.
 */
export const companyDetailsSchema = z.strictObject(companyDetailFields());
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;
