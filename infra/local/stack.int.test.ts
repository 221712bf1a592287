import { demoAccounts, signIn, startTestStack } from './testing/local-stack';

jest.setTimeout(120_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const api = (pathname: string, token?: string) =>
  fetch(`${stack.urls.app}${pathname}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the local stack, end to end on the real emulators', () => {
  it('is healthy: DynamoDB Local, cognito-local and the SES emulator all answer', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', dependencies: { dynamodb: 'ok', cognito: 'ok', mail: 'ok' } });
  });

  it('signs the demo client in through cognito-local and answers its document at /api/me', async () => {
    const token = await signIn(stack, demoAccounts.client.email, demoAccounts.client.password);
    const response = await api('/api/me', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: demoAccounts.client.email, userType: 'client', rut: demoAccounts.client.rut });
  });

  it('seeded the demo admin in the admin group with userType admin', async () => {
    const token = await signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { 'cognito:groups'?: string[] };
    expect(claims['cognito:groups']).toContain('admin');
    expect(await (await api('/api/me', token)).json()).toMatchObject({ userType: 'admin' });
  });

  it('refuses a tampered token and a missing one', async () => {
    const token = await signIn(stack, demoAccounts.client.email, demoAccounts.client.password);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
    expect((await api('/api/me', `${header}.${forged}.${signature}`)).status).toBe(401);
    expect((await api('/api/me')).status).toBe(401);
  });

  it('grants admin to a known e-mail, records it in the audit trail through the bus, and refuses an unknown one', async () => {
    const { grantAdmin, UnknownAccountError } = await import('../../lambdas/users/admin-grant.service');
    const { getUser } = await import('../../lambdas/users/users.repository');
    const { listAuditFor } = await import('../../lambdas/audit/audit.repository');

    await expect(grantAdmin('nadie@beneficios.local', 'test')).rejects.toBeInstanceOf(UnknownAccountError);

    const { uid } = await grantAdmin(demoAccounts.client.email, 'integration-test');
    expect((await getUser(uid))?.userType).toBe('admin');
    await stack.streams.drain(); // the outbox relay puts the events on the bus first
    await stack.bus.drain();
    expect(await listAuditFor(uid)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'admin.granted', actor: 'integration-test', subject: uid }), expect.objectContaining({ action: 'account.registered', subject: uid })]),
    );
    const token = await signIn(stack, demoAccounts.client.email, demoAccounts.client.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { 'cognito:groups'?: string[] };
    expect(claims['cognito:groups']).toContain('admin');
  });
});
