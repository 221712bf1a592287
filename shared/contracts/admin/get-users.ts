import * as z from 'zod/mini';
import { ADMIN_USERS_MAX_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE, type AdminUserList } from '../../admin';
import { answer, type RouteDefinition } from '../../route-contract';
import { userTypes } from '../../user';

/**
 * GET /api/admin/users query string. `q` is a prefix of a name (first or last), an e-mail or a RUT
 * (digits, with or without dots and hyphen); `cursor` is the opaque `nextCursor` of the previous page.
 */
export const adminUsersQuerySchema = z.object({
  q: z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(100))), z.transform((value) => (value ? value : undefined))),
  type: z.optional(z.enum(userTypes)),
  intent: z.optional(z.literal('enterprise')),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ADMIN_USERS_MAX_PAGE_SIZE)), ADMIN_USERS_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.regex(/^[\w-]{1,2048}$/))),
});

export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const listUsersRoute = { method: 'GET', path: '/api/admin/users', auth: 'admin', handler: 'http/admin/get-users', query: adminUsersQuerySchema, response: answer<AdminUserList>() } as const satisfies RouteDefinition;
