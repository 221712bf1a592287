import * as z from 'zod/mini';
import type { AdminUserUpdated } from '../../admin';
import { messages } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { birthDateField, nameField, rutField } from '../../schemas';
import { companyDetailsSchema } from './company-details';

/** PATCH /api/admin/users/{uid}: at least one field. */
export const adminUpdateUserBodySchema = z
  .strictObject({
    firstName: z.optional(nameField()),
    lastName: z.optional(nameField()),
    rut: z.optional(rutField()),
    /** A person's; a company's account has none. */
    birthDate: z.optional(birthDateField()),
    /** A company's razón social, comuna, región and contact phone; a person's account has none. */
    company: z.optional(companyDetailsSchema),
    // A person is made an admin or a client again; a company is a company from its registration on (its document has a company's fields).
    userType: z.optional(z.enum(['client', 'admin'])),
    enabled: z.optional(z.boolean()),
  })
  .check(z.refine((body) => Object.keys(body).length > 0, { message: messages['no-changes'] }));

export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBodySchema>;

export const updateUserRoute = {
  method: 'PATCH', path: '/api/admin/users/{uid}', auth: 'admin',
  handler: 'http/admin/patch-user',
  body: adminUpdateUserBodySchema,
  response: answer<AdminUserUpdated>(),
} as const satisfies RouteDefinition;
