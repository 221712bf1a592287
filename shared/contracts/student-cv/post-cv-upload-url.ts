import * as z from 'zod/mini';
import { messages as m } from '../../messages';
import { answer, type RouteDefinition } from '../../route-contract';
import { CV_MAX_BYTES, cvContentType, type CvUpload, fileNameSchema } from '../../students';

/** POST /api/intern/profile/cv/upload-url: the browser says what it will upload. */
export const cvUploadBodySchema = z.strictObject({
  contentType: z.literal(cvContentType, { error: m['student/cv-type'] }),
  size: z.number({ error: m['student/cv-size'] }).check(z.int(), z.gte(1, m['student/cv-size']), z.lte(CV_MAX_BYTES, m['student/cv-size'])),
  fileName: fileNameSchema(),
});

export const createCvUploadRoute = {
  method: 'POST', path: '/api/intern/profile/cv/upload-url', auth: 'client',
  handler: 'http/student-cv/post-cv-upload-url',
  body: cvUploadBodySchema,
  response: answer<CvUpload>(),
} as const satisfies RouteDefinition;
