import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { messages } from '../../shared/messages';
import { isValidRut } from '../../shared/rut';
import { type RouteDefinition, routeKey, routeList } from '../../shared/routes';
import { expected, MISSING_ID, runSmoke, type SmokeUser, type SmokeUsers } from './smoke-run';
import { signInForToken, SMOKE_ADDRESS, smokeEmail, smokeRut } from './smoke-users';

const route = (method: RouteDefinition['method'], path: string, auth: RouteDefinition['auth'], body = false): RouteDefinition =>
  ({ method, path, auth, handler: 'x', ...(body ? { body: {} } : {}) }) as unknown as RouteDefinition;
const routes = [
  route('GET', '/api/health', 'public'),
  route('PATCH', '/api/me', 'user', true),
  route('DELETE', '/api/me/profile-image', 'user'),
  route('GET', '/api/admin/users/{uid}', 'admin'),
];

/** Smoke users kept in memory: what was made and what was removed. */
const fakeUsers = (failOn?: 'client' | 'admin') => {
  const removed: string[] = [];
  const users: SmokeUsers = {
    create: (role, runId) => {
      if (role === failOn) return Promise.reject(new Error(`Cognito refused the ${role}`));
      return Promise.resolve({ uid: `${role}-uid`, email: smokeEmail(runId, role), idToken: `${role}-token` });
    },
    remove: (user: SmokeUser) => {
      removed.push(user.uid);
      return Promise.resolve();
    },
  };
  return { users, removed };
};

/** A stage that answers as it should: 401 without a token, 403 to a client on admin routes, 404 for a missing id, 400 for a bad body. */
const healthyStage = jest.fn((url: string, init?: RequestInit) => {
  const auth = new Headers(init?.headers).get('authorization');
  const path = new URL(url).pathname;
  const status = path === '/api/health' ? 200 : !auth ? 401 : path.startsWith('/api/admin') && auth !== 'Bearer admin-token' ? 403 : init?.body ? 400 : path.includes(MISSING_ID) ? 404 : 204;
  return Promise.resolve(new Response(null, { status }));
});

beforeEach(() => healthyStage.mockClear());

describe('npm run smoke', () => {
  it('calls every route as each of its callers, one line each, and passes a healthy stage', async () => {
    const lines: string[] = [];
    const { users, removed } = fakeUsers();
    const result = await runSmoke({ baseUrl: 'https://staging.beneficios.cl', routes, users, fetch: healthyStage as typeof fetch, log: (line) => lines.push(line), runId: '20261123021000' });
    expect(result.ok).toBe(true);
    expect(result.calls.map((call) => `${routeKey(call.route)} ${call.role} ${call.status}`)).toEqual([
      'GET /api/health anonymous 200',
      'PATCH /api/me anonymous 401',
      'PATCH /api/me client 400',
      `GET /api/admin/users/{uid} anonymous 401`,
      `GET /api/admin/users/{uid} client 403`,
      `GET /api/admin/users/{uid} admin 404`,
      // DELETE last: it may remove something of the client's own.
      'DELETE /api/me/profile-image anonymous 401',
      'DELETE /api/me/profile-image client 204',
    ]);
    expect(lines.filter((line) => line.startsWith('ok '))).toHaveLength(8);
    expect(lines[0]).toMatch(/^ok {3}GET \/api\/health +anonymous +200 +\d+ ms$/);
    expect(removed).toEqual(['admin-uid', 'client-uid']);
    // Writes carry a body no schema accepts (refused with 400, nothing changed); ids match nothing.
    const patch = healthyStage.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[1]?.body).toBe('[]');
    expect(String(healthyStage.mock.calls.find(([url]) => url.includes('/api/admin/users/'))?.[0])).toBe(`https://staging.beneficios.cl/api/admin/users/${MISSING_ID}`);
  });

  it('covers the whole route table: every route, every caller it has', async () => {
    const { users } = fakeUsers();
    const result = await runSmoke({ baseUrl: 'https://x.example', routes: routeList, users, fetch: healthyStage as typeof fetch });
    expect(new Set(result.calls.map((call) => routeKey(call.route)))).toEqual(new Set(routeList.map(routeKey)));
    const callers = { public: 1, user: 2, client: 2, enterprise: 2, admin: 3 };
    expect(result.calls).toHaveLength(routeList.reduce((sum, each) => sum + callers[each.auth], 0));
  });

  it('runs the cloud steps as the smoke client before removing the smoke users, and fails the run on a failed step', async () => {
    const { users, removed } = fakeUsers();
    const flow = jest.fn(() => Promise.resolve([{ ok: true }, { ok: false }]));
    const result = await runSmoke({ baseUrl: 'https://x.example', routes: routeList.slice(0, 2), users, fetch: healthyStage as typeof fetch, flow, runId: '20261123021000' });
    expect(flow).toHaveBeenCalledWith(
      { client: expect.objectContaining({ email: expect.stringContaining('client') as unknown }) as unknown, admin: expect.objectContaining({ email: expect.stringContaining('admin') as unknown }) as unknown },
      '20261123021000',
    );
    expect(result).toMatchObject({ ok: false, failedSteps: 1 });
    expect(removed.length).toBe(2);
  });

  it.each([
    ['a 5xx', 500],
    ['a route that lets an anonymous caller in', 200],
    ['a client refused on its own route (origin check, token or document)', 403],
  ])('fails on %s and still removes both smoke users', async (_case, status) => {
    const broken = jest.fn((url: string, init?: RequestInit) =>
      url.endsWith('/api/me') ? Promise.resolve(new Response(null, { status: status === 200 && !new Headers(init?.headers).get('authorization') ? 200 : status })) : healthyStage(url, init),
    );
    const lines: string[] = [];
    const { users, removed } = fakeUsers();
    const result = await runSmoke({ baseUrl: 'https://x.example', routes, users, fetch: broken as typeof fetch, log: (line) => lines.push(line) });
    expect(result.ok).toBe(false);
    expect(lines.some((line) => line.startsWith('FAIL PATCH /api/me'))).toBe(true);
    expect(removed).toEqual(['admin-uid', 'client-uid']);
  });

  it('removes the client when the admin cannot be made, and fails', async () => {
    const { users, removed } = fakeUsers('admin');
    const result = await runSmoke({ baseUrl: 'https://x.example', routes, users, fetch: healthyStage as typeof fetch });
    expect(result).toMatchObject({ ok: false, errors: ['Setting up the smoke users: Cognito refused the admin'] });
    expect(result.calls).toEqual([]);
    expect(removed).toEqual(['client-uid']);
  });

  it('fails on a call that gets no answer, goes on with the others, and cleans up', async () => {
    const down = jest.fn((url: string, init?: RequestInit) => (url.endsWith('/api/health') ? Promise.reject(new Error('ECONNREFUSED')) : healthyStage(url, init)));
    const { users, removed } = fakeUsers();
    const result = await runSmoke({ baseUrl: 'https://x.example', routes, users, fetch: down as typeof fetch });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(['GET /api/health as anonymous: ECONNREFUSED']);
    expect(result.calls).toHaveLength(8);
    expect(removed).toEqual(['admin-uid', 'client-uid']);
  });

  it('reports a smoke user it could not remove, with what to remove by hand', async () => {
    const { users } = fakeUsers();
    users.remove = () => Promise.reject(new Error('AccessDenied'));
    const result = await runSmoke({ baseUrl: 'https://x.example', routes, users, fetch: healthyStage as typeof fetch });
    expect(result.ok).toBe(false);
    expect(result.errors).toHaveLength(2);
    expect(result.errors[0]).toMatch(/Removing smoke user success\+smoke-\d+-admin@simulator.amazonses.com \(admin-uid\): AccessDenied/);
  });

  it('expects no 401, 403 or 5xx from an allowed caller, and a redirect or a 4xx of the route itself is fine', () => {
    const me = route('GET', '/api/me', 'user');
    expect([200, 204, 303, 400, 404, 409].every((status) => expected(me, 'client', status))).toBe(true);
    expect([401, 403, 500, 502, 504].some((status) => expected(me, 'client', status))).toBe(false);
  });

  it('takes a handler\'s own 403 (a Google-only route to a password account), never the origin check\'s, a disabled account\'s or API Gateway\'s', () => {
    const google = route('GET', '/api/register/google', 'user');
    expect(expected(google, 'client', 403, { error: { code: 'forbidden', message: messages.forbidden } })).toBe(true);
    expect(expected(google, 'client', 403, { error: { code: 'forbidden', message: messages['origin-forbidden'] } })).toBe(false);
    expect(expected(google, 'client', 403, { error: { code: 'user-disabled', message: messages['user-disabled'] } })).toBe(false);
    expect(expected(google, 'client', 403, { message: 'Forbidden' })).toBe(false);
  });
});

describe('the smoke users', () => {
  const cognito = mockClient(CognitoIdentityProviderClient);

  it('are marked by their address, SES\'s mailbox simulator, and get a valid RUT', () => {
    expect(smokeEmail('20261123021000', 'admin')).toMatch(SMOKE_ADDRESS);
    expect(isValidRut(smokeRut())).toBe(true);
  });

  it('sign in as the browser does and use the ID token', async () => {
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: 'id-token', AccessToken: 'access' } });
    await expect(signInForToken(new CognitoIdentityProviderClient({ region: 'sa-east-1' }), 'client-id', 'a@b.cl', 'pw')).resolves.toBe('id-token');
    expect(cognito.commandCalls(InitiateAuthCommand)[0]?.args[0].input).toEqual({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-id', AuthParameters: { USERNAME: 'a@b.cl', PASSWORD: 'pw' } });
    cognito.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED' });
    await expect(signInForToken(new CognitoIdentityProviderClient({ region: 'sa-east-1' }), 'client-id', 'a@b.cl', 'pw')).rejects.toThrow(/no ID token/);
  });
});
