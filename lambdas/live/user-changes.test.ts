import { DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { testUser, useTestCredentials } from '../testing/users';
import { streamChange, useLiveSockets } from '../testing/live';

useTestCredentials();
const { connected, posted, dynamo, sockets } = useLiveSockets();
type Image = Record<string, unknown>;
const change = (eventName: DynamoDBRecord['eventName'], before: Image | undefined, after: Image | undefined) => streamChange(eventName, before, after, ['uid']);
const streamEvent = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });
const run = async (event: DynamoDBStreamEvent) => (await import('./user-changes')).handler(event);

describe('the users-stream consumer (live/user-changes)', () => {
  it('closes a socket whose token has expired instead of pushing the change to it', async () => {
    const before = { ...testUser(), uid: 'user-1' };
    const now = Math.floor(Date.now() / 1000);
    connected('user-1', { connectionId: 'fresh', expiresAt: now + 600 }, { connectionId: 'stale', expiresAt: now - 1 });
    await run(streamEvent(change('MODIFY', before, { ...before, firstName: 'Ana' })));
    expect(posted().map((entry) => entry.to)).toEqual(['fresh']);
    expect(sockets.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input.ConnectionId)).toEqual(['stale']);
  });

  it("posts the changed document, as GET /api/me answers it, to that user's connections only", async () => {
    const before = { ...testUser(), uid: 'user-1', tokensValidAfter: 5 };
    connected('user-1', { connectionId: 'a' }, { connectionId: 'b' });
    connected('user-2', { connectionId: 'c' });
    const result = await run(streamEvent(change('MODIFY', before, { ...before, firstName: 'Rocío', nameLower: 'rocio' })));
    expect(result).toEqual({ batchItemFailures: [] });
    const messages = posted();
    expect(messages.map((entry) => entry.to).sort()).toEqual(['a', 'b']);
    expect(messages[0]?.message).toEqual({ type: 'me', user: expect.objectContaining({ uid: 'user-1', firstName: 'Rocío' }) as unknown });
    // The server's own fields and the index attributes never leave it.
    expect(messages[0]?.message).not.toHaveProperty('user.tokensValidAfter');
    expect(messages[0]?.message).not.toHaveProperty('user.nameLower');
  });

  it('posts nothing when nobody is connected or nothing the user sees changed', async () => {
    const user = { ...testUser(), uid: 'user-1' };
    expect(await run(streamEvent(change('MODIFY', user, { ...user, firstName: 'Otra' })))).toEqual({ batchItemFailures: [] });
    connected('user-1', { connectionId: 'a' });
    await run(streamEvent(change('MODIFY', user, { ...user, nameLower: 'cambiado' })));
    expect(posted()).toEqual([]);
  });

  it('forgets a connection that is gone (410) and still serves the others', async () => {
    const user = { ...testUser(), uid: 'user-1' };
    connected('user-1', { connectionId: 'gone' }, { connectionId: 'open' });
    sockets.on(PostToConnectionCommand, { ConnectionId: 'gone' }).rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));
    expect(await run(streamEvent(change('MODIFY', user, { ...user, firstName: 'Otra' })))).toEqual({ batchItemFailures: [] });
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([{ uid: 'user-1', connectionId: 'gone' }]);
    expect(posted().map((entry) => entry.to).sort()).toEqual(['gone', 'open']);
  });

  it.each([
    ['disabled', 'MODIFY', (user: Image) => ({ ...user, disabled: true }), 'user-disabled'],
    ['deleted', 'REMOVE', () => undefined, 'user-deleted'],
  ] as const)('signs out and closes every connection of a %s account', async (_name, eventName, next, code) => {
    const user = { ...testUser(), uid: 'user-1' };
    connected('user-1', { connectionId: 'a' });
    await run(streamEvent(change(eventName, user, next(user))));
    expect(posted()).toEqual([{ to: 'a', message: { type: 'signed-out', code } }]);
    expect(sockets.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input.ConnectionId)).toEqual(['a']);
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([{ uid: 'user-1', connectionId: 'a' }]);
  });

  it('closes only the connections opened with a token older than the end of the sessions', async () => {
    const user = { ...testUser(), uid: 'user-1' };
    connected('user-1', { connectionId: 'old', issuedAt: 1000 }, { connectionId: 'new', issuedAt: 3000 });
    await run(streamEvent(change('MODIFY', user, { ...user, tokensValidAfter: 2_000_000 })));
    expect(posted()).toEqual([{ to: 'old', message: { type: 'signed-out', code: 'session-ended' } }]);
    expect(sockets.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input.ConnectionId)).toEqual(['old']);
  });

  it('reports the first record that fails and every later one, so that Lambda retries them in order', async () => {
    const user = { ...testUser(), uid: 'user-1' };
    connected('user-1', { connectionId: 'a' });
    sockets.on(PostToConnectionCommand).rejectsOnce(new Error('throttled')).resolves({});
    const first = change('MODIFY', user, { ...user, firstName: 'Uno' });
    const second = change('MODIFY', user, { ...user, firstName: 'Dos' });
    expect(await run(streamEvent(first, second))).toEqual({
      batchItemFailures: [{ itemIdentifier: first.dynamodb?.SequenceNumber }, { itemIdentifier: second.dynamodb?.SequenceNumber }],
    });
  });
});
