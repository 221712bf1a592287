import * as z from 'zod/mini';
import type { LiveMessage } from './live';

// Apart from shared/live.ts, so that the functions behind the socket, which only write messages, do not build it.
/** What the server pushes. `me` carries the same document GET /api/me answers. */
export const liveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('me'), user: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal('signed-out'), code: z.enum(['user-disabled', 'user-deleted', 'session-ended']) }),
  // One of the user's own support items changed (a reply, a status, a new one): the page re-reads it (lambdas/live/support-changes.ts).
  z.object({ type: z.literal('support'), itemId: z.string() }),
  // An internship offer of the user's own changed (a company's offer; lambdas/live/internship-changes.ts): the page re-reads it.
  z.object({ type: z.literal('offer'), offerId: z.string() }),
  // An application of the user's own changed, as its student or as the offer's company (lambdas/live/application-changes.ts): the pages re-read it.
  z.object({ type: z.literal('application'), offerId: z.string() }),
]);

/** A pushed message, or undefined for anything that is not one. */
export const parseLiveMessage = (raw: string): LiveMessage | undefined => {
  try {
    const parsed = liveMessageSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};
