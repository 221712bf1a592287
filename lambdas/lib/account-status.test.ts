import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testEnv, useTestEnv } from '../testing/events';
import { useTestCredentials } from '../testing/users';

/**
 * The caller's document is read on every signed-in request, on the low-level client with its
 * middleware stack kept: checked here against a server that answers as DynamoDB does, with no mock
 * of the SDK, so that each read's request is the one sent on the wire.
 */
useTestEnv();
useTestCredentials();

const stored: Record<string, Record<string, unknown>> = {
  'user-1': {
    uid: { S: 'user-1' },
    userType: { S: 'client' },
    disabled: { BOOL: false },
    tokensValidAfter: { N: '1767225600000' },
    household: { M: { members: { L: [{ M: { age: { N: '41' }, inRsh: { BOOL: true } } }] } } },
    tags: { SS: ['a', 'b'] },
    middleName: { NULL: true },
  },
  'user-2': { uid: { S: 'user-2' }, userType: { S: 'enterprise' } },
};
const requests: { target: string; body: { TableName: string; Key: { uid: { S: string } }; ConsistentRead?: boolean } }[] = [];
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof requests)[number]['body'];
    requests.push({ target: String(request.headers['x-amz-target']), body });
    const item = stored[body.Key.uid.S];
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(JSON.stringify(item ? { Item: item } : {}));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
  (await import('./clients/dynamo')).callerReads.destroy();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
  jest.restoreAllMocks();
});

describe("readCallerDocument (the account check's read)", () => {
  it('reads the whole document consistently, by uid, and answers it as the document client would unmarshall it', async () => {
    const { readCallerDocument } = await import('./account-status');

    const document = await readCallerDocument('user-1');

    expect(requests).toEqual([{ target: 'DynamoDB_20120810.GetItem', body: { TableName: testEnv.TABLE_USERS, Key: { uid: { S: 'user-1' } }, ConsistentRead: true } }]);
    expect(document).toEqual({
      uid: 'user-1',
      userType: 'client',
      disabled: false,
      tokensValidAfter: 1767225600000,
      household: { members: [{ age: 41, inRsh: true }] },
      tags: new Set(['a', 'b']),
      middleName: null,
    });
  });

  it('answers undefined for a uid without a document', async () => {
    const { readCallerDocument } = await import('./account-status');
    await expect(readCallerDocument('deleted-user')).resolves.toBeUndefined();
  });

  it('leaves out the SDK logger middleware, whose logger is a no-op here', async () => {
    const { callerReads } = await import('./clients/dynamo');
    expect(callerReads.middlewareStack.identify().some((entry) => entry.startsWith('loggerMiddleware'))).toBe(false);
  });

  it("resolves the client's middleware once, and still sends each read's own key", async () => {
    const { readCallerDocument } = await import('./account-status');
    await readCallerDocument('user-1');
    const resolved = jest.spyOn(GetItemCommand.prototype, 'resolveMiddleware');
    requests.length = 0;

    const [first, second] = [await readCallerDocument('user-2'), await readCallerDocument('user-1')];

    expect(resolved).not.toHaveBeenCalled();
    expect(requests.map((request) => request.body.Key.uid.S)).toEqual(['user-2', 'user-1']);
    expect(first?.userType).toBe('enterprise');
    expect(second?.userType).toBe('client');
  });
});
