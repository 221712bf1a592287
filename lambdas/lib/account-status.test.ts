import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testEnv, useTestEnv } from '../testing/events';
import { useTestCredentials } from '../testing/users';

/**
 * The caller's document is read on every signed-in request, with a GetItem sent directly on the
 * low-level client's configuration, and through that client when the direct read cannot take the
 * answer: checked here against a server that answers as DynamoDB does, with no mock of the SDK, so
 * that each read's request is the one sent on the wire.
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
  'user-3': { uid: { S: 'user-3' }, userType: { S: 'client' }, avatarHash: { B: 'AQID' }, hashes: { BS: ['BA=='] } },
};
interface WireRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  target: string;
  body: { TableName: string; Key: { uid: { S: string } }; ConsistentRead?: boolean };
  raw: string;
}
const requests: WireRequest[] = [];
/** How the server answers the next requests, one entry each (then as DynamoDB does): an error status with its body, or a dropped connection. */
const upsets: ({ status: number; body: unknown } | 'drop')[] = [];
const sockets = new Set<unknown>();
const server = http.createServer((request, response) => {
  sockets.add(request.socket);
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = JSON.parse(raw) as WireRequest['body'];
    requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, target: String(request.headers['x-amz-target']), body, raw });
    const upset = upsets.shift();
    if (upset === 'drop') {
      request.socket.destroy();
      return;
    }
    if (upset) {
      response.writeHead(upset.status, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify(upset.body));
      return;
    }
    const item = stored[body.Key.uid.S];
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': `request-${requests.length}` });
    response.end(JSON.stringify(item ? { Item: item } : {}));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const { callerReads } = await import('./clients/dynamo');
  callerReads.destroy();
  callerReads.client.destroy();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
  upsets.length = 0;
  jest.restoreAllMocks();
});

describe("readCallerDocument (the account check's read)", () => {
  it('reads the whole document consistently, by uid, and answers it as the document client would unmarshall it', async () => {
    const { readCallerDocument } = await import('./account-status');

    const document = await readCallerDocument('user-1');

    expect(requests.map(({ target, body }) => ({ target, body }))).toEqual([{ target: 'DynamoDB_20120810.GetItem', body: { TableName: testEnv.TABLE_USERS, Key: { uid: { S: 'user-1' } }, ConsistentRead: true } }]);
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
    expect(callerReads.client.middlewareStack.identify().some((entry) => entry.startsWith('loggerMiddleware'))).toBe(false);
  });

  it('sends a GetItem signed with SigV4 for DynamoDB, which verifies against the same credentials', async () => {
    const { readCallerDocument } = await import('./account-status');

    await readCallerDocument('user-1');

    const [sent] = requests;
    if (!sent) throw new Error('nothing was sent');
    expect(sent).toMatchObject({ method: 'POST', path: '/', headers: { 'content-type': 'application/x-amz-json-1.0', 'content-length': String(Buffer.byteLength(sent.raw)) } });
    const authorization = String(sent.headers.authorization);
    const amzDate = String(sent.headers['x-amz-date']);
    expect(authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=AKIATESTTESTTESTTEST/${amzDate.slice(0, 8)}/us-east-1/dynamodb/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$`));
    expect(authorization).toContain('x-amz-target');
    // Signed again from what arrived, as DynamoDB checks it: the same signature.
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const verifier = new SignatureV4({ credentials: { accessKeyId: 'AKIATESTTESTTESTTEST', secretAccessKey: 'test-secret' }, region: 'us-east-1', service: 'dynamodb', sha256: Sha256 });
    const signingDate = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
    const again = await verifier.sign(
      { method: 'POST', protocol: 'http:', hostname: '127.0.0.1', path: '/', query: {}, headers: Object.fromEntries(signedHeaders.map((name) => [name, String(sent.headers[name])])), body: sent.raw },
      { signingDate },
    );
    expect(again.headers.authorization).toBe(authorization);
  });

  it('sends it without the SDK client: its middleware is neither resolved nor run', async () => {
    const { readCallerDocument } = await import('./account-status');
    const { callerReads } = await import('./clients/dynamo');
    const resolved = jest.spyOn(GetItemCommand.prototype, 'resolveMiddleware');
    const clientSend = jest.spyOn(callerReads.client, 'send');

    const [first, second] = [await readCallerDocument('user-2'), await readCallerDocument('user-1')];

    expect(resolved).not.toHaveBeenCalled();
    expect(clientSend).not.toHaveBeenCalled();
    expect(requests.map((request) => request.body.Key.uid.S)).toEqual(['user-2', 'user-1']);
    expect(first?.userType).toBe('enterprise');
    expect(second?.userType).toBe('client');
  });

  it("signs with the clock offset the SDK client learnt from a clock-skew error", async () => {
    const { readCallerDocument } = await import('./account-status');
    const { callerReads } = await import('./clients/dynamo');
    const offset = callerReads.client.config.systemClockOffset;
    callerReads.client.config.systemClockOffset = 3 * 60 * 60 * 1000;
    try {
      await readCallerDocument('user-1');
    } finally {
      callerReads.client.config.systemClockOffset = offset;
    }

    const amzDate = String(requests[0]?.headers['x-amz-date']);
    const signedAt = Date.parse(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
    expect(signedAt - Date.now()).toBeGreaterThan(2.9 * 60 * 60 * 1000);
  });

  it('keeps its connection open from one read to the next', async () => {
    const { readCallerDocument } = await import('./account-status');
    await readCallerDocument('user-1');
    sockets.clear();

    await readCallerDocument('user-1');
    await readCallerDocument('user-2');

    expect(sockets.size).toBe(1);
  });

  it("hands an error answer to the SDK client, which throws DynamoDB's typed error", async () => {
    const { readCallerDocument } = await import('./account-status');
    const notFound = { status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#ResourceNotFoundException', message: 'Requested resource not found' } };
    upsets.push(notFound, notFound);

    await expect(readCallerDocument('user-1')).rejects.toMatchObject({ name: 'ResourceNotFoundException', $metadata: { httpStatusCode: 400 } });
    expect(requests).toHaveLength(2);
  });

  it("hands a server error to the SDK client, whose retry answers the document", async () => {
    const { readCallerDocument } = await import('./account-status');
    const unavailable = { status: 500, body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'Internal server error' } };
    upsets.push(unavailable, unavailable);

    await expect(readCallerDocument('user-2')).resolves.toEqual({ uid: 'user-2', userType: 'enterprise' });
    expect(requests).toHaveLength(3);
  });

  it('reads again through the SDK client when the connection drops before the answer', async () => {
    const { readCallerDocument } = await import('./account-status');
    upsets.push('drop');

    await expect(readCallerDocument('user-1')).resolves.toMatchObject({ uid: 'user-1', userType: 'client' });
    expect(requests).toHaveLength(2);
  });

  it('reads a document with binary attributes through the SDK client, which decodes them into bytes', async () => {
    const { readCallerDocument } = await import('./account-status');
    const { callerReads } = await import('./clients/dynamo');
    const clientSend = jest.spyOn(callerReads.client, 'send');

    const document = await readCallerDocument('user-3');

    expect(clientSend).toHaveBeenCalledTimes(1);
    expect(document).toEqual({ uid: 'user-3', userType: 'client', avatarHash: new Uint8Array([1, 2, 3]), hashes: new Set([new Uint8Array([4])]) });
  });
});
