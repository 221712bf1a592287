import * as z from 'zod/mini';
import { answer, type RouteDefinition } from '../../route-contract';
import { fileNameSchema, type StudentProfile } from '../../students';

/** PUT /api/intern/profile/cv: after the upload, the server checks the file and keeps it. */
export const cvConfirmBodySchema = z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(300)), fileName: fileNameSchema() });

export const confirmCvRoute = { method: 'PUT', path: '/api/intern/profile/cv', auth: 'client', handler: 'http/student-cv/put-cv', body: cvConfirmBodySchema, response: answer<StudentProfile>() } as const satisfies RouteDefinition;
