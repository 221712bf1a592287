import { cvContentType } from '../../shared/students';
import { signedReadUrl } from '../lib/read-links';

/** Long enough to open the PDF from the applicant's page, short enough that a forwarded link dies soon. */
export const CV_LINK_EXPIRES_SECONDS = 5 * 60;

/**
 * A link to read one CV (`cvs/<uid>/…`, cv-files.repository.ts) for a few minutes, opened in the browser
 * as `<fileName>`. Signed without the S3 client (lib/read-links.ts): the students' function, which opens
 * an applicant, does not bundle it.
 */
export const cvReadUrl = (key: string, fileName: string): Promise<string> =>
  signedReadUrl(key, {
    expiresIn: CV_LINK_EXPIRES_SECONDS,
    response: { contentType: cvContentType, contentDisposition: `inline; filename="${fileName.replace(/[^\w.\- ]/g, '_')}"` },
  });
