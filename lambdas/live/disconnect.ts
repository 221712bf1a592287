import { forgetConnection } from './connections.repository';
import { cancelClosing } from './socket-expiry';
import type { LiveSocketEvent, LiveSocketResult } from './socket-event';

/**
 * $disconnect: forgets the connection (the table's TTL catches one whose $disconnect never came) and
 * removes its closing schedule, which would only find it gone.
 */
export const handler = async (event: LiveSocketEvent): Promise<LiveSocketResult> => {
  const { connectionId } = event.requestContext;
  await Promise.all([forgetConnection(connectionId), cancelClosing(connectionId)]);
  return { statusCode: 200 };
};
