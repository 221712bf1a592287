import { signedReadUrl } from '../lib/read-links';

/**
 * The read link of a profile image, signed without the S3 client (lib/read-links.ts): GET /api/me and
 * the live push of the user's document only sign, so their functions do not bundle @aws-sdk/client-s3.
 */

const HOUR_MS = 60 * 60 * 1000;
/** A read link signed at the start of the hour and valid two hours: the same link all hour, always valid at least one more. */
const READ_LINK_EXPIRES_SECONDS = 2 * 60 * 60;

/**
 * A link to read the image. Signed with the start of the current hour as its date, so that every
 * read within the hour gives the same URL (the browser keeps its cached image while the app polls).
 */
export const profileImageReadUrl = (key: string, now = Date.now()): Promise<string> =>
  signedReadUrl(key, { signingDate: new Date(Math.floor(now / HOUR_MS) * HOUR_MS), expiresIn: READ_LINK_EXPIRES_SECONDS });
