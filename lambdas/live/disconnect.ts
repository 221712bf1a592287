import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../lib/logger';
import { forgetConnection } from './connections.repository';
import type { LiveSocketEvent, LiveSocketResult } from './socket-event';

/** $disconnect: forgets the connection (the table's TTL catches one whose $disconnect never came). */
export const handler = middy<LiveSocketEvent, LiveSocketResult>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    await forgetConnection(event.requestContext.connectionId);
    return { statusCode: 200 };
  });
