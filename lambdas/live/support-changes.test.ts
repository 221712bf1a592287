import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { storedTicket } from '../testing/support-desk';
import { streamChange as change, useLiveSockets } from '../testing/live';

const { connected, posted, dynamo, sockets } = useLiveSockets();
const run = async (...records: DynamoDBRecord[]) => (await import('./support-changes')).handler({ Records: records });
const reply = { id: 'm1', author: 'equipo', mensaje: 'Hola Ana, ya revisamos tu caso.', at: '2026-03-11T10:00:00.000Z', actor: 'admin-1' };

beforeEach(() => {
  connected('user-1', 'a', 'b');
  connected('user-2', 'z');
});

describe('the support-stream consumer (live/support-changes)', () => {
  it("tells every open socket of the item's owner, and no one else's, that an admin replied", async () => {
    const before = storedTicket();
    const after = storedTicket({ status: 'en-proceso', thread: [reply] });
    expect(await run(change('MODIFY', before, after))).toEqual({ batchItemFailures: [] });
    expect(posted()).toEqual([
      { to: 'a', message: { type: 'support', itemId: 'K7M2Q9XA' } },
      { to: 'b', message: { type: 'support', itemId: 'K7M2Q9XA' } },
    ]);
    // The message names the item only: nothing of the reply travels on the socket.
    expect(JSON.stringify(sockets.commandCalls(PostToConnectionCommand).map((call) => Buffer.from(call.args[0].input.Data as Uint8Array).toString('utf8')))).not.toContain('revisamos');
  });

  it('tells the owner about a new item and a status change', async () => {
    await run(change('INSERT', undefined, storedTicket()), change('MODIFY', storedTicket({ status: 'en-proceso' }), storedTicket({ status: 'cerrado' })));
    expect(posted().map((push) => push.to)).toEqual(['a', 'b', 'a', 'b']);
  });

  it('stays quiet for what the owner does not see (the inbox bookkeeping), a benefit claim, and a removal', async () => {
    await run(
      change('MODIFY', storedTicket(), storedTicket({ searchText: 'otro texto', name: 'Ana María Soto' })),
      change('INSERT', undefined, { pk: 'USER#user-1', sk: 'ASSISTED#pgu', ticketId: 'K7M2Q9XA' }),
      change('REMOVE', storedTicket(), undefined),
    );
    expect(posted()).toEqual([]);
  });

  it('forgets a connection that is gone and goes on with the others', async () => {
    sockets.on(PostToConnectionCommand, { ConnectionId: 'a' }).rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));
    expect(await run(change('INSERT', undefined, storedTicket()))).toEqual({ batchItemFailures: [] });
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([{ uid: 'user-1', connectionId: 'a' }]);
    expect(posted().map((push) => push.to)).toEqual(['a', 'b']);
  });

  it('reports the record that failed and every later one, so that Lambda retries them in order', async () => {
    sockets.on(PostToConnectionCommand).rejects(new Error('Throttled'));
    const first = change('INSERT', undefined, storedTicket());
    const second = change('INSERT', undefined, storedTicket({ id: 'OTRO2345' }));
    expect(await run(first, second)).toEqual({ batchItemFailures: [{ itemIdentifier: first.dynamodb?.SequenceNumber }, { itemIdentifier: second.dynamodb?.SequenceNumber }] });
  });
});
