import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, givenCaller, httpEvent, testEnv, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const route = { method: 'GET', path: '/api/admin/support/items/{uid}/{itemId}' } as const;

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  givenCaller(dynamo, 'admin-1', 'admin');
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(PutCommand).resolves({});
});

describe('GET /api/admin/support/items/{uid}/{itemId}', () => {
  it('records who read the person’s support item and when, whether or not it exists', async () => {
    const { handler } = await import('./get-item');
    await handler(httpEvent(route, { caller: { sub: 'admin-1', groups: ['admin'] }, pathParameters: { uid: 'user-1', itemId: 'K7M2Q9XA' } }), context);
    const read = dynamo.commandCalls(PutCommand, { TableName: testEnv.TABLE_AUDIT })[0]?.args[0].input.Item;
    expect(read).toMatchObject({ pk: 'READS#user-1', action: 'support.item-viewed', actor: 'admin-1', subject: 'user-1', changes: { itemId: 'K7M2Q9XA' } });
  });
});
