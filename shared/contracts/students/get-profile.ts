import { answer, type RouteDefinition } from '../../route-contract';
import type { StudentProfile } from '../../students';

/** The caller's own student profile and CV, for applying to internship offers (shared/students.ts). */
export const getStudentProfileRoute = { method: 'GET', path: '/api/intern/profile', auth: 'client', handler: 'http/students/get-profile', response: answer<StudentProfile>() } as const satisfies RouteDefinition;
