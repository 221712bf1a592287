import { CognitoIdentityProviderClient, UpdateUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import WebSocket from 'ws';
import { LIVE_PROTOCOL, type LiveMessage } from '../../shared/live';
import { parseLiveMessage } from '../../shared/live-message';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './config';
import { localLiveSocketsGroup } from './function-env';
import { demoAccounts, signIn, startTestStack } from './testing/local-stack';

jest.setTimeout(120_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const liveUrl = async (): Promise<string> => ((await (await fetch(`${stack.urls.app}/config.json`)).json()) as { liveUrl: string }).liveUrl;

/** A socket that records what it receives; `opened` is the handshake's outcome (an HTTP status when refused). */
const openSocket = async (token?: string) => {
  const received: LiveMessage[] = [];
  const socket = new WebSocket(await liveUrl(), token === undefined ? [] : [LIVE_PROTOCOL, token]);
  socket.on('message', (data: Buffer) => {
    const message = parseLiveMessage(data.toString('utf8'));
    if (message) received.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  let closedAt: number | undefined;
  socket.on('close', () => (closedAt ??= Date.now()));
  const opened = await new Promise<true | number>((resolve) => {
    socket.on('open', () => resolve(true));
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', () => resolve(0));
  });
  return { socket, received, opened, closed, closedAt: () => closedAt };
};

const request = (method: string, pathname: string, token: string, body?: unknown) =>
  fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Seconds since the epoch at which a JWT expires. */
const expiryOf = (token: string): number => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number }).exp;

/**
 * Signs in with an ID token valid `seconds` only: the app client's ID token validity, set for that
 * sign-in and put back (cognito-local honours it, as Cognito does from 5 minutes up).
 */
const signInBriefly = async (email: string, password: string, seconds: number): Promise<string> => {
  const cognito = new CognitoIdentityProviderClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: stack.urls.cognito });
  const validity = (IdTokenValidity: number, IdToken: 'seconds' | 'hours') =>
    cognito.send(new UpdateUserPoolClientCommand({ UserPoolId: stack.identity.userPoolId, ClientId: stack.identity.userPoolClientId, IdTokenValidity, TokenValidityUnits: { IdToken } }));
  await validity(seconds, 'seconds');
  try {
    return await signIn(stack, email, password);
  } finally {
    await validity(24, 'hours');
    cognito.destroy();
  }
};

const waitFor = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the live socket on the local stack (real tokens, DynamoDB Local stream, @connections API)', () => {
  it('pushes a patched document to its own user\'s socket only, as GET /api/me answers it', async () => {
    const [clientToken, adminToken] = await Promise.all([
      signIn(stack, demoAccounts.client.email, demoAccounts.client.password),
      signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password),
    ]);
    // Earlier writes of these documents (the seed's) are pushed before the sockets open, not to them.
    await stack.streams.drain();
    const client = await openSocket(clientToken);
    const admin = await openSocket(adminToken);
    expect([client.opened, admin.opened]).toEqual([true, true]);
    expect(client.socket.protocol).toBe(LIVE_PROTOCOL);

    const patched = await request('PATCH', '/api/me', clientToken, { firstName: 'Camilo' });
    expect(patched.status).toBe(200);
    await waitFor(() => client.received.length > 0);
    await stack.streams.drain();
    const me = (await (await request('GET', '/api/me', clientToken)).json()) as Record<string, unknown>;
    expect(client.received).toEqual([{ type: 'me', user: expect.objectContaining({ uid: me.uid, firstName: 'Camilo', email: demoAccounts.client.email }) as unknown }]);
    const pushed = client.received[0] as Extract<LiveMessage, { type: 'me' }>;
    const { profileImageUrl: _pushedUrl, ...pushedUser } = pushed.user;
    const { profileImageUrl: _readUrl, ...readUser } = me;
    expect(pushedUser).toEqual(readUser);
    expect(admin.received).toEqual([]);
    client.socket.close();
    admin.socket.close();
  });

  it('refuses a missing or forged token, and a token whose sessions ended (sign-out)', async () => {
    const token = await signIn(stack, demoAccounts.client.email, demoAccounts.client.password);
    expect((await openSocket()).opened).toBe(401);
    expect((await openSocket(`${token.slice(0, -4)}AAAA`)).opened).toBe(401);
    const open = await openSocket(token);
    expect(open.opened).toBe(true);
    expect((await request('POST', '/api/auth/sign-out', token, {})).status).toBe(204);
    // The socket opened with that token is told and closed; a new one is refused.
    await stack.streams.drain();
    await waitFor(() => open.received.length > 0);
    expect(open.received).toEqual([{ type: 'signed-out', code: 'session-ended' }]);
    await open.closed;
    expect((await openSocket(token)).opened).toBe(401);
  });

  it('signs out and closes the socket of an account an admin disables, and refuses it afterwards', async () => {
    const [clientToken, adminToken] = await Promise.all([
      signIn(stack, demoAccounts.client.email, demoAccounts.client.password),
      signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password),
    ]);
    const client = await openSocket(clientToken);
    expect(client.opened).toBe(true);
    const { uid } = (await (await request('GET', '/api/me', clientToken)).json()) as { uid: string };
    expect((await request('PATCH', `/api/admin/users/${uid}`, adminToken, { enabled: false })).status).toBe(200);
    await stack.streams.drain();
    await waitFor(() => client.received.some((message) => message.type === 'signed-out'));
    expect(client.received.at(-1)).toEqual({ type: 'signed-out', code: 'user-disabled' });
    await client.closed;
    // Disabling also ends the account's sessions: the old token is refused as ended (401) before its account is read as disabled.
    expect((await openSocket(clientToken)).opened).toBe(401);
  });

  it('closes a socket from the server when its token expires, while a socket with a longer token stays open; a socket closed first takes its schedule with it', async () => {
    const { email, password } = demoAccounts.admin;
    // Scheduler runs within the minute it is set for, and $connect sets the first whole minute from the expiry:
    // a token that expires one second before a minute's end is closed at that minute.
    // One after the other: an admin's sign-in is two calls (the password, then the second factor's code),
    // and the brief validity must not be in force while the lasting token is issued.
    const lasting = await signIn(stack, email, password);
    const toMinuteEnd = 60 - (Math.floor(Date.now() / 1000) % 60);
    const brief = await signInBriefly(email, password, toMinuteEnd - 1 >= 5 ? toMinuteEnd - 1 : toMinuteEnd + 59);
    const expiresAt = expiryOf(brief);
    expect(expiryOf(lasting) - expiresAt).toBeGreaterThan(3600);
    await waitFor(() => stack.scheduler.pending(localLiveSocketsGroup).length === 0);
    await stack.streams.drain();

    const short = await openSocket(brief);
    const long = await openSocket(lasting);
    expect([short.opened, long.opened]).toEqual([true, true]);
    expect(stack.scheduler.pending(localLiveSocketsGroup)).toHaveLength(2);

    await Promise.race([short.closed, new Promise((_resolve, reject) => setTimeout(() => reject(new Error('The socket was not closed at its expiry')), (expiresAt + 65) * 1000 - Date.now()))]);
    // Closed by the server, at its expiry and not before (nothing here closed it).
    expect(short.closedAt()).toBeGreaterThanOrEqual(expiresAt * 1000);
    await stack.scheduler.drain();
    expect(long.socket.readyState).toBe(WebSocket.OPEN);
    expect(stack.scheduler.pending(localLiveSocketsGroup)).toHaveLength(1);

    // The socket that stays is still pushed to.
    expect((await request('PATCH', '/api/me', lasting, { firstName: 'Anita' })).status).toBe(200);
    await stack.streams.drain();
    await waitFor(() => long.received.some((message) => message.type === 'me'));
    expect(short.received).toEqual([]);

    // Closed by its client before its time: $disconnect deletes its schedule.
    long.socket.close();
    await long.closed;
    await waitFor(() => stack.scheduler.pending(localLiveSocketsGroup).length === 0);
  });
});
