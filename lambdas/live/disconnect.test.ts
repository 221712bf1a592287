import { DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';

useTestEnv();
process.env.LIVE_CLOSE_SCHEDULE_GROUP = 'test-live-sockets';
const dynamo = mockClient(DynamoDBDocumentClient);
const scheduler = mockClient(SchedulerClient);
const event = { requestContext: { connectionId: 'conn-1', routeKey: '$disconnect', eventType: 'DISCONNECT' as const } };
const disconnect = async () => (await import('./disconnect')).handler(event);

beforeEach(() => {
  dynamo.reset();
  scheduler.reset();
  dynamo.on(QueryCommand, { IndexName: 'byConnection' }).resolves({ Items: [{ uid: 'user-1', connectionId: 'conn-1' }] });
  dynamo.on(DeleteCommand).resolves({});
});

describe('live $disconnect', () => {
  it("finds the connection's user by the byConnection index and deletes only that connection", async () => {
    scheduler.on(DeleteScheduleCommand).resolves({});
    expect(await disconnect()).toEqual({ statusCode: 200 });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({ TableName: testEnv.TABLE_CONNECTIONS, ExpressionAttributeValues: { ':id': 'conn-1' } });
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([{ TableName: testEnv.TABLE_CONNECTIONS, Key: { uid: 'user-1', connectionId: 'conn-1' } }]);
  });

  it("deletes the socket's closing schedule, the one $connect named after the connection, in the live sockets' group", async () => {
    scheduler.on(DeleteScheduleCommand).resolves({});
    await disconnect();
    const { closingScheduleName } = await import('./socket-expiry');
    expect(scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input)).toEqual([{ Name: closingScheduleName('conn-1'), GroupName: 'test-live-sockets' }]);
  });

  it('takes a schedule already run (deleted after it) or never made as done', async () => {
    scheduler.on(DeleteScheduleCommand).rejects(Object.assign(new Error('Schedule not found'), { name: 'ResourceNotFoundException', $metadata: { httpStatusCode: 404 } }));
    expect(await disconnect()).toEqual({ statusCode: 200 });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it('fails on any other Scheduler error, so that the schedule is not left behind silently', async () => {
    scheduler.on(DeleteScheduleCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 429 } }));
    await expect(disconnect()).rejects.toThrow('Rate exceeded');
  });
});
