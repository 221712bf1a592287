import * as z from 'zod/mini';
import { pure } from './pure';

/**
 * The live user document: a WebSocket on which the server pushes the signed-in user's
 * own document whenever it changes (the users table's stream, lambdas/live/user-changes.ts), and a
 * sign-out when the account is disabled, deleted or its sessions end. The cloud serves it with an
 * API Gateway WebSocket API (infra/lib/constructs/live.ts), the local gateway on its own port at
 * LIVE_PATH; the browser learns the URL from `/config.json` (`liveUrl`).
 */

/** The local gateway's path for the socket (the cloud's stage URL has its own). */
export const LIVE_PATH = '/live';

/**
 * The subprotocol the browser offers, followed by its ID token (`new WebSocket(url, [LIVE_PROTOCOL, token])`):
 * the token stays out of the URL and so out of access logs (a `?token=` is refused). The server
 * answers with LIVE_PROTOCOL. The socket lives as long as that token: past its expiry nothing more is
 * pushed on it, and the server closes it (within Scheduler's minute); the app reconnects with its refreshed token.
 */
export const LIVE_PROTOCOL = 'beneficios-live';

/**
 * The functions behind the socket: modules under lambdas/ (the stream consumers are declared on their
 * tables). `closeExpired` closes a socket when its token expires, run by a one-time schedule that
 * $connect creates (lambdas/live/socket-expiry.ts).
 */
export const liveHandlers = { connect: 'live/connect', disconnect: 'live/disconnect', closeExpired: 'live/close-expired' } as const;

/** The schedule group, after the stage's name, that holds one schedule per open socket (`<stage name>-live-sockets`). */
export const LIVE_SOCKETS_SCHEDULE_GROUP_SUFFIX = 'live-sockets';

/** How long a connection is remembered without a $disconnect (API Gateway closes a connection after 2 hours). */
export const LIVE_CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/** What the server pushes. `me` carries the same document GET /api/me answers. */
export const liveMessageSchema = /* @__PURE__ */ pure(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('me'), user: z.record(z.string(), z.unknown()) }),
    z.object({ type: z.literal('signed-out'), code: z.enum(['user-disabled', 'user-deleted', 'session-ended']) }),
    // One of the user's own support items changed (a reply, a status, a new one): the page re-reads it (lambdas/live/support-changes.ts).
    z.object({ type: z.literal('support'), itemId: z.string() }),
    // An internship offer of the user's own changed (a company's offer; lambdas/live/internship-changes.ts): the page re-reads it.
    z.object({ type: z.literal('offer'), offerId: z.string() }),
    // An application of the user's own changed, as its student or as the offer's company (lambdas/live/application-changes.ts): the pages re-read it.
    z.object({ type: z.literal('application'), offerId: z.string() }),
  ]),
);

export type LiveMessage = z.infer<typeof liveMessageSchema>;
export type SignOutCode = Extract<LiveMessage, { type: 'signed-out' }>['code'];

/** A pushed message, or undefined for anything that is not one. */
export const parseLiveMessage = (raw: string): LiveMessage | undefined => {
  try {
    const parsed = liveMessageSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};
