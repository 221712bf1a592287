import * as z from 'zod/mini';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { STUDENT_YEAR_MAX, type StudentProfile, text } from '../../students';

/** A Chilean phone: +56 and 9 digits, spaces allowed (`+56 9 1234 5678`); stored as typed, trimmed. */
export const studentPhoneSchema = z.string({ error: m['student/phone-invalid'] }).check(z.trim(), z.regex(/^(\+?56)?\s?\d(\s?\d){7,8}$/, m['student/phone-invalid']));

/** PUT /api/intern/profile: what a student says of their studies and how to reach them. */
export const studentProfileBodySchema = z.strictObject({
  institution: text(120, m['student/institution-required'], m['student/institution-too-long']),
  career: text(120, m['student/career-required'], m['student/career-too-long']),
  /** The year of the career the student is in (1 to 7). */
  year: z.number({ error: m['student/year-invalid'] }).check(z.int(m['student/year-invalid']), z.gte(1, m['student/year-invalid']), z.lte(STUDENT_YEAR_MAX, m['student/year-invalid'])),
  phone: studentPhoneSchema,
  /** The región the student lives in, free of the offers' list so that a profile never fails on a spelling. */
  region: z.optional(z.string().check(z.trim(), z.maxLength(60, m['student/region-too-long']))),
  /** Whether companies may find the profile in their search of students (off until the student turns it on). */
  visibleToCompanies: z.boolean({ error: m['invalid-value'] }),
});

export type StudentProfileBody = z.output<typeof studentProfileBodySchema>;

export type StudentProfileInput = z.input<typeof studentProfileBodySchema>;

export const updateStudentProfileRoute = {
  method: 'PUT', path: '/api/intern/profile', auth: 'client',
  handler: 'http/students/put-profile',
  body: studentProfileBodySchema,
  response: answer<StudentProfile>(),
} as const satisfies RouteDefinition;
