import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, outboxEvents, parse, useTestEnv } from '../../testing/events';
import { testUser } from '../../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const events = mockClient(EventBridgeClient);
const route = { method: 'POST', path: '/api/mail/activation-confirmed' } as const;

const ask = async (uid: string) => {
  const { handler } = await import('./post-activation-confirmed');
  const result = await handler(httpEvent(route, { body: JSON.stringify({ uid }) }), context);
  return { status: result.statusCode, body: parse(result) };
};

beforeEach(() => {
  dynamo.reset();
  events.reset();
  events.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
});

describe('POST /api/mail/activation-confirmed (public)', () => {
  it('answers an unknown uid, an account not due the mail and one due it alike; only the last gets a mail', async () => {
    dynamo.on(GetCommand).resolves({});
    const unknown = await ask('nadie');
    dynamo.on(GetCommand).resolves({ Item: testUser({ activated: false }) });
    const notDue = await ask('user-1');
    expect(outboxEvents(dynamo)).toHaveLength(0);
    dynamo.on(GetCommand).resolves({ Item: testUser({ activated: true }) });
    const due = await ask('user-1');
    expect(unknown).toEqual(due);
    expect(notDue).toEqual(due);
    expect(due.status).toBe(202);
    expect(outboxEvents(dynamo)).toHaveLength(1);
  });
});
