import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

describe('live $disconnect', () => {
  it("finds the connection's user by the byConnection index and deletes only that connection", async () => {
    dynamo.on(QueryCommand, { IndexName: 'byConnection' }).resolves({ Items: [{ uid: 'user-1', connectionId: 'conn-1' }] });
    dynamo.on(DeleteCommand).resolves({});
    const { handler } = await import('./disconnect');
    const event = { requestContext: { connectionId: 'conn-1', routeKey: '$disconnect', eventType: 'DISCONNECT' as const } };
    expect(await handler(event)).toEqual({ statusCode: 200 });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({ TableName: testEnv.TABLE_CONNECTIONS, ExpressionAttributeValues: { ':id': 'conn-1' } });
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([{ TableName: testEnv.TABLE_CONNECTIONS, Key: { uid: 'user-1', connectionId: 'conn-1' } }]);
  });
});
