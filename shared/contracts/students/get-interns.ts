import * as z from 'zod/mini';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import type { VisibleStudentList } from '../../students';

export const studentSearchQuerySchema = z.strictObject({
  career: z.optional(z.string().check(z.trim(), z.maxLength(120, m['student/career-too-long']))),
  institution: z.optional(z.string().check(z.trim(), z.maxLength(120, m['student/institution-too-long']))),
  region: z.optional(z.string().check(z.trim(), z.maxLength(60, m['student/region-too-long']))),
  /** The `nextCursor` of the previous page. */
  cursor: z.optional(z.string().check(z.regex(/^[\w-]{1,2048}$/, m['cursor-invalid']))),
});

export type StudentSearch = z.output<typeof studentSearchQuerySchema>;

export const searchStudentsRoute = {
  method: 'GET', path: '/api/company/interns', auth: 'enterprise',
  handler: 'http/students/get-interns',
  query: studentSearchQuerySchema,
  response: answer<VisibleStudentList>(),
} as const satisfies RouteDefinition;
