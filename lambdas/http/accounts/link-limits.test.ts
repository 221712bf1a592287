import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { authKeys } from '../../../shared/data/keys';
import { hashToken } from '../../lib/crypto';
import { context, httpEvent, parse, testEnv, useTestEnv } from '../../testing/events';

/**
 * The rule of the link endpoints' limits: whatever strangers sent before (wrong tokens for the
 * owner's account or others', from their addresses or the owner's), the owner's valid link from the
 * inbox works. The auth table's counters and tokens are kept in memory, the way DynamoDB applies
 * the repository's writes; the clock is fake, so every run lands in one window of the limits.
 */
useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const owner = { uid: 'owner-uid', email: 'rosa@example.cl', provider: 'password' };
const ownerAddress = '198.51.100.7';
const validToken = 'V'.repeat(43);

const counters = new Map<string, number>();
const linkItems = new Map<string, Record<string, unknown>>();
const itemKey = (key: Record<string, unknown> | undefined) => `${String(key?.pk)}|${String(key?.sk)}`;

const reset = (activated: boolean) => {
  dynamo.reset();
  cognito.reset();
  counters.clear();
  linkItems.clear();
  cognito.onAnyCommand().resolves({});
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  for (const purpose of ['activation', 'reset'] as const) linkItems.set(itemKey(authKeys.link(purpose, owner.uid)), { hash: hashToken(validToken), expiresAt });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).callsFake((input: { Key: { uid: string } }) => ({ Item: input.Key.uid === owner.uid ? { ...owner, activated } : undefined }));
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH }).callsFake((input: { Key: Record<string, unknown> }) => ({ Item: linkItems.get(itemKey(input.Key)) }));
  dynamo.on(UpdateCommand, { TableName: testEnv.TABLE_AUTH }).callsFake((input: { Key: Record<string, unknown> }) => {
    const hits = (counters.get(itemKey(input.Key)) ?? 0) + 1;
    counters.set(itemKey(input.Key), hits);
    return { Attributes: { hits } };
  });
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
};

type Action = 'activate' | 'reset';
const send = async (action: Action, body: { uid: string; token: string }, address: string) => {
  const module = action === 'activate' ? 'post-activate' : 'post-reset-password';
  const path = action === 'activate' ? '/api/activate' : '/api/reset-password';
  const { handler } = (await import(`./${module}`)) as { handler: (event: unknown, ctx: unknown) => Promise<{ statusCode?: number; body?: string }> };
  const event = httpEvent({ method: 'POST', path }, {
    body: JSON.stringify(action === 'activate' ? body : { userId: body.uid, token: body.token, newPassword: 'nueva-clave-1' }),
  });
  event.headers['cloudfront-viewer-address'] = `${address}:443`;
  // A reset answers once the second of its sign-out is over: the fake clock moves on meanwhile.
  const answer = handler(event, context);
  await jest.advanceTimersByTimeAsync(1000);
  const result = await answer;
  return { status: result.statusCode, body: parse(result) as { error?: { code?: string } } };
};

const stranger = fc.record({
  uid: fc.constantFrom(owner.uid, 'someone-else'),
  token: fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'.split('')), minLength: 43, maxLength: 43 }).filter((token) => token !== validToken),
  address: fc.constantFrom(ownerAddress, '203.0.113.9', '2001:db8:1:2::7', '192.0.2.44'),
});

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-02T15:00:10Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

describe.each<[Action, boolean, number]>([
  ['activate', false, 200],
  ['reset', true, 200],
])('POST /api/%s', (action, activated, ok) => {
  it('works with the owner’s valid link, whatever strangers tried before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stranger, { maxLength: 40, size: 'max' }), async (attempts) => {
        reset(activated);
        for (const attempt of attempts) {
          const answer = await send(action, { uid: attempt.uid, token: attempt.token }, attempt.address);
          expect([400, 429]).toContain(answer.status);
        }
        const mine = await send(action, { uid: owner.uid, token: validToken }, ownerAddress);
        expect(mine).toMatchObject({ status: ok });
      }),
      { numRuns: 30, endOnFailure: true },
    );
  }, 60_000);

  it('answers 429 to a stranger past the limit of wrong links', async () => {
    reset(activated);
    const statuses: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) statuses.push((await send(action, { uid: owner.uid, token: `w${String(attempt).padStart(42, '0')}` }, '203.0.113.9')).status);
    expect(statuses).toContain(429);
  });
});
