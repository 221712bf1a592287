import { DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { testEnv } from '../testing/events';
import { useLiveSockets } from '../testing/live';

const { dynamo, sockets } = useLiveSockets();
const run = async (event: unknown) => (await import('./close-expired')).handler(event);

const gone = () => Object.assign(new Error('Gone'), { name: 'GoneException', $metadata: { httpStatusCode: 410 } });

describe("the live socket's closer at its token's expiry (live/close-expired)", () => {
  it('closes the socket through the @connections API and forgets its record, and posts nothing', async () => {
    await run({ uid: 'user-1', connectionId: 'L0SM9cOFvHcCIhw=' });
    expect(sockets.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input)).toEqual([{ ConnectionId: 'L0SM9cOFvHcCIhw=' }]);
    expect(sockets.commandCalls(PostToConnectionCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([{ TableName: testEnv.TABLE_CONNECTIONS, Key: { uid: 'user-1', connectionId: 'L0SM9cOFvHcCIhw=' } }]);
  });

  it('takes a socket that is already gone (410) as closed: forgets its record and succeeds', async () => {
    sockets.on(DeleteConnectionCommand).rejects(gone());
    await expect(run({ uid: 'user-1', connectionId: 'conn-1' })).resolves.toBeUndefined();
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([{ uid: 'user-1', connectionId: 'conn-1' }]);
  });

  it('fails on any other error, so that Scheduler retries, and keeps the record meanwhile', async () => {
    sockets.on(DeleteConnectionCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'LimitExceededException', $metadata: { httpStatusCode: 429 } }));
    await expect(run({ uid: 'user-1', connectionId: 'conn-1' })).rejects.toThrow('Rate exceeded');
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('drops an input without a connection, touching nothing', async () => {
    await run({ uid: 'user-1' });
    await run(null);
    expect(sockets.calls()).toHaveLength(0);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
