import { logger } from '../lib/logger';
import { close } from './push';
import type { ClosingInput } from './socket-expiry';

const isClosingInput = (event: unknown): event is ClosingInput =>
  typeof event === 'object' && event !== null && typeof (event as ClosingInput).uid === 'string' && typeof (event as ClosingInput).connectionId === 'string';

/**
 * Closes a live socket whose token has expired, run once by the schedule $connect made for it
 * (socket-expiry.ts): `DeleteConnection` on the `@connections` API (a socket already gone is fine)
 * and its record forgotten. API Gateway then runs $disconnect, as for any close.
 */
export const handler = async (event: unknown): Promise<void> => {
  if (!isClosingInput(event)) {
    // Retrying would not make it one: said once, loudly, and dropped.
    logger.error('A socket closing came without its connection', { event });
    return;
  }
  await close({ uid: event.uid, connectionId: event.connectionId });
};
