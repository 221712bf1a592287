import { forgetConnection } from './connections.repository';
import type { LiveSocketEvent, LiveSocketResult } from './socket-event';

/** $disconnect: forgets the connection (the table's TTL catches one whose $disconnect never came). */
export const handler = async (event: LiveSocketEvent): Promise<LiveSocketResult> => {
  await forgetConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
};
