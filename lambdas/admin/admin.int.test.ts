import { demoAccounts, mailsTo, signIn, startTestStack } from '../../infra/local/testing/local-stack';
import { onePixelPng, profileImageExists, uploadProfileImage } from '../../infra/local/testing/profile-images';
import type { AdminUserDetail, AdminUserList, AdminUserSummary, PaidSubscriptionsKpi, UsersWithPlanKpi } from '../../shared/admin';
import { routeList, routes, type AuthLevel } from '../../shared/routes';

/**
 * The admin area on the real emulators: every route of the route table against its auth level,
 * the users list over the GSIs with a few hundred seeded users, edits and their guards, disabling,
 * deletion, the audit trail, and the KPI counters kept by events.
 */
jest.setTimeout(240_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

interface Answer<Body = Record<string, unknown>> {
  status: number;
  body: Body & { error?: { code: string; message: string; fields?: Record<string, string> } };
}

const api = async <Body = Record<string, unknown>>(method: string, pathname: string, token?: string, body?: unknown): Promise<Answer<Body>> => {
  const response = await fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // A route may answer HTML (an offer's served page): only a JSON answer has a body to read here.
  const json = response.headers.get('content-type')?.includes('json') === true;
  return { status: response.status, body: (text && json ? JSON.parse(text) : {}) as Answer<Body>['body'] };
};

interface Account {
  uid: string;
  email: string;
  rut: string;
  token: string;
}

let registered = 0;
const register = async (firstName: string, rut: string): Promise<Account> => {
  registered += 1;
  const email = `${firstName.toLowerCase()}.${registered}@prueba.cl`;
  const answer = await api('POST', '/api/register', undefined, { firstName, lastName: 'Prueba', rut, birthDate: '1980-05-20', email, password: 'secreta1', acceptTerms: true });
  expect(answer.status).toBe(201);
  return { uid: String(answer.body.uid), email, rut, token: await signIn(stack, email, 'secreta1') };
};

let admin: Account;
let client: Account;
let otherClient: Account;

beforeAll(async () => {
  stack = await startTestStack();
  const adminToken = await signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password);
  const me = await api('GET', '/api/me', adminToken);
  admin = { uid: String(me.body.uid), email: demoAccounts.admin.email, rut: demoAccounts.admin.rut, token: adminToken };
  client = await register('Clara', '15555555-6');
  otherClient = await register('Otto', '16666666-K');
});

afterAll(async () => {
  await stack.stop();
});

const levelOf = (route: { auth: AuthLevel }): AuthLevel => route.auth;

describe('every route of the route table, by its declared auth level', () => {
  const concrete = (path: string) => path.replace('{uid}', 'no-such-user');
  const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});
  // Deleting the demo client's account or federated sign-in would change the callers below: the targets are harmless ones.
  // Signing out would end the callers' sessions for the tests below: lambdas/lib/trust.test.ts covers it.
  const cases = routeList.filter((route) => route !== routes.signOut).map((route) => [`${route.method} ${route.path}`, route] as const);

  it.each(cases)('%s answers anonymous, clients and the admin as its auth level says, never with a 5xx', async (_key, route) => {
    const call = (token?: string) => api(route.method, concrete(route.path), token, bodyFor(route.method));
    const [anonymous, asClient, asOtherClient, asAdmin] = [await call(), await call(client.token), await call(otherClient.token), await call(admin.token)];
    for (const answer of [anonymous, asClient, asOtherClient, asAdmin]) expect(answer.status).toBeLessThan(500);
    if (route.auth === 'public') {
      for (const answer of [anonymous, asClient, asAdmin]) expect([401, 403]).not.toContain(answer.status);
    } else {
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error?.code).toBe('unauthorized');
    }
    if (route.auth === 'user') {
      for (const answer of [asClient, asOtherClient, asAdmin]) expect(answer.status).not.toBe(401);
    }
    // Widened: the levels no route of the table uses yet are checked too, once one does.
    const auth = levelOf(route);
    if (auth === 'client') {
      for (const answer of [asClient, asOtherClient]) expect(answer.status).not.toBe(401);
    }
    if (auth === 'admin' || auth === 'enterprise') {
      for (const answer of [asClient, asOtherClient]) {
        expect(answer.status).toBe(403);
        expect(answer.body.error).toEqual({ code: 'forbidden', message: 'No tienes permiso para realizar esta acción.' });
      }
    }
    if (auth === 'admin') expect([401, 403]).not.toContain(asAdmin.status);
    // A company's own routes are a company's: an admin moderates offers through the admin routes.
    if (auth === 'enterprise') expect(asAdmin.status).toBe(403);
  });
});

describe('the users list, over the indexes', () => {
  let everyone: AdminUserSummary[];

  beforeAll(async () => {
    const { seedUsers } = await import('../../infra/local/seed-users');
    const seeded = await seedUsers({ count: 300 });
    expect(seeded.users).toBe(300);
    everyone = [];
    let cursor: string | null = null;
    do {
      const page: Answer<AdminUserList> = await api<AdminUserList>('GET', `/api/admin/users?limit=100${cursor ? `&cursor=${cursor}` : ''}`, admin.token);
      expect(page.status).toBe(200);
      expect(page.body.users.length).toBeLessThanOrEqual(100);
      everyone.push(...page.body.users);
      cursor = page.body.nextCursor;
    } while (cursor);
  });

  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const uids = (users: AdminUserSummary[]) => users.map((user) => user.uid).sort();
  const secondSurname = (lastName: string): string => fold(lastName).split(/\s+/).at(-1) ?? '';
  /** Whom a name search finds: by the start of the whole name, of the last name, or of the second surname. */
  const foundByName = (user: AdminUserSummary, prefix: string): boolean =>
    [fold(`${user.firstName} ${user.lastName}`), fold(user.lastName), secondSurname(user.lastName)].some((name) => name.startsWith(fold(prefix)));
  const searchAll = async (params: string, limit = 100): Promise<AdminUserSummary[]> => {
    const found: AdminUserSummary[] = [];
    let cursor: string | null = null;
    do {
      const page: Answer<AdminUserList> = await api<AdminUserList>('GET', `/api/admin/users?${params}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, admin.token);
      expect(page.status).toBe(200);
      found.push(...page.body.users);
      cursor = page.body.nextCursor;
    } while (cursor);
    return found;
  };

  it('pages through every user once, newest first, 25 by default', async () => {
    expect(everyone.length).toBe(300 + 4);
    expect(new Set(uids(everyone)).size).toBe(everyone.length);
    const createdAt = everyone.map((user) => user.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    const first = await api<AdminUserList>('GET', '/api/admin/users', admin.token);
    expect(first.body.users).toHaveLength(25);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.body.users[0]).toEqual({
      uid: expect.any(String) as unknown,
      firstName: expect.any(String) as unknown,
      lastName: expect.any(String) as unknown,
      email: expect.any(String) as unknown,
      rut: expect.stringMatching(/^\d{7,8}-[\dK]$/) as unknown,
      userType: expect.stringMatching(/^(client|admin)$/) as unknown,
      activated: expect.any(Boolean) as unknown,
      disabled: false,
      createdAt: expect.any(String) as unknown,
      plan: first.body.users[0]?.plan ?? null,
      ...(first.body.users[0]?.signupIntent ? { signupIntent: 'enterprise' } : {}),
    });
    expect(new Set(everyone.map((user) => user.plan))).toEqual(new Set(['semestral', 'anual', null]));
    expect(everyone.filter((user) => user.plan !== null).length).toBeGreaterThan(200);
  });

  it('finds by the start of a first name or a last name, without accents or case, in small pages', async () => {
    const someone = everyone.find((user) => user.uid.startsWith('seed-') && /[áéíóú]/i.test(user.lastName)) ?? everyone[10];
    for (const prefix of [fold(someone?.firstName ?? '').slice(0, 3).toUpperCase(), (someone?.lastName ?? '').slice(0, 4)]) {
      const expected = everyone.filter((user) => foundByName(user, prefix));
      const found = await searchAll(`q=${encodeURIComponent(prefix)}`, 7);
      expect(uids(found)).toEqual(uids(expected));
      expect(found.length).toBeGreaterThan(0);
    }
  });

  it('finds by the start of a second surname too, each user once, in small pages', async () => {
    const someone = everyone.find((user) => user.uid.startsWith('seed-') && fold(user.lastName).split(/\s+/).length === 2);
    const prefix = secondSurname(someone?.lastName ?? '').slice(0, 4);
    const expected = everyone.filter((user) => foundByName(user, prefix));
    const found = await searchAll(`q=${encodeURIComponent(prefix)}`, 7);
    expect(uids(found)).toEqual(uids(expected));
    expect(found.map((user) => user.uid)).toContain(someone?.uid);
  });

  it('finds by the start of an e-mail, and by the start of a RUT with or without dots and hyphen', async () => {
    const someone = everyone.find((user) => user.uid.startsWith('seed-'));
    const emailPrefix = someone?.email.slice(0, someone.email.indexOf('@') + 4) ?? '';
    expect(uids(await searchAll(`q=${encodeURIComponent(emailPrefix.toUpperCase())}`))).toEqual(uids(everyone.filter((user) => user.email.startsWith(emailPrefix))));

    const digits = (someone?.rut ?? '').replace('-', '');
    const expected = uids(everyone.filter((user) => user.rut.replace('-', '').startsWith(digits.slice(0, 4))));
    expect(uids(await searchAll(`q=${digits.slice(0, 4)}`))).toEqual(expected);
    expect(uids(await searchAll(`q=${encodeURIComponent(`${digits.slice(0, 2)}.${digits.slice(2, 4)}`)}`))).toEqual(expected);
    const exact = await searchAll(`q=${encodeURIComponent(someone?.rut ?? '')}`);
    expect(uids(exact)).toEqual([someone?.uid]);
  });

  it('filters by type and by enterprise intent, alone or with a search', async () => {
    expect(uids(await searchAll('type=admin'))).toEqual([admin.uid]);
    const enterprise = everyone.filter((user) => user.signupIntent === 'enterprise');
    expect(enterprise.length).toBeGreaterThan(5);
    expect(uids(await searchAll('intent=enterprise', 4))).toEqual(uids(enterprise));
    expect(uids(await searchAll('intent=enterprise&type=admin'))).toEqual([]);
    const prefix = fold(enterprise[0]?.lastName ?? '').slice(0, 2);
    const expected = enterprise.filter((user) => fold(`${user.firstName} ${user.lastName}`).startsWith(prefix) || fold(user.lastName).startsWith(prefix));
    expect(uids(await searchAll(`q=${prefix}&intent=enterprise`, 3))).toEqual(uids(expected));
  });

  it('refuses a limit over 100, an unknown type and a forged cursor with 400', async () => {
    for (const query of ['limit=101', 'limit=0', 'type=root', 'cursor=bm90LWEtY3Vyc29y', `cursor=${Buffer.from(JSON.stringify({ p: 0, k: { uid: 'x', nope: 'y' }, h: 'z' })).toString('base64url')}`]) {
      const answer = await api('GET', `/api/admin/users?${query}`, admin.token);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe('bad-request');
    }
  });
});

describe('editing a user', () => {
  it('changes the RUT, releasing the old one and claiming the new one in one step, and keeps the audit trail', async () => {
    const user = await register('Rut', '17777777-3');
    const changed = await api<{ user: AdminUserDetail['user'] }>('PATCH', `/api/admin/users/${user.uid}`, admin.token, { rut: '18.888.888-7', firstName: 'Rutilia' });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ uid: user.uid, rut: '18888888-7', firstName: 'Rutilia', disabled: false });
    expect(changed.body.user).not.toHaveProperty('rutDigits');

    const taken = await api('PATCH', `/api/admin/users/${user.uid}`, admin.token, { rut: client.rut });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ code: 'rut-already-in-use', message: 'Este RUT ya está registrado.' });

    // The old RUT is free again; the new one is taken.
    await register('Nuevo', '17777777-3');
    const again = await api('POST', '/api/register', undefined, { firstName: 'Otro', lastName: 'Prueba', rut: '18888888-7', birthDate: '1980-05-20', email: 'otro.rut@prueba.cl', password: 'secreta1', acceptTerms: true });
    expect(again.status).toBe(409);

    const found = await api<AdminUserList>('GET', '/api/admin/users?q=rutil', admin.token);
    expect(found.body.users.map((item) => item.uid)).toEqual([user.uid]);

    await stack.streams.drain(); // the outbox relay puts the events on the bus first
    await stack.bus.drain();
    const detail = await api<AdminUserDetail>('GET', `/api/admin/users/${user.uid}`, admin.token);
    expect(detail.status).toBe(200);
    expect(detail.body.cognito).toEqual({ exists: true, enabled: true, emailVerified: false, provider: 'password', status: 'CONFIRMED' });
    expect(detail.body.subscription).toBeNull();
    expect(detail.body.audit[0]).toMatchObject({
      action: 'admin.user-edited',
      actor: admin.uid,
      subject: user.uid,
      changes: { rut: { from: '17777777-3', to: '18888888-7' }, firstName: { from: 'Rut', to: 'Rutilia' } },
    });
    expect(detail.body.audit.map((entry) => entry.action)).toContain('account.registered');
  });

  it("edits a company's details, and moves its RUT among companies' claims only: a person's RUT is no obstacle, another company's is", async () => {
    const company = (email: string, rut: string) =>
      api('POST', '/api/register/company', undefined, {
        legalName: 'Ferretería El Perno SpA',
        rut,
        comuna: 'Temuco',
        region: 'La Araucanía',
        contactFirstName: 'Jorge',
        contactLastName: 'Perno',
        contactPhone: '+56 9 4444 3333',
        email,
        password: 'secreta1',
        acceptTerms: true,
      });
    const perno = await company('contacto@perno.cl', '19.999.999-0');
    expect(perno.status).toBe(201);
    expect((await company('contacto@otra-ferreteria.cl', '20.000.000-5')).status).toBe(201);
    const uid = String(perno.body.uid);
    const details = { legalName: 'Ferretería El Perno Limitada', comuna: 'Padre Las Casas', region: 'La Araucanía', contactPhone: '+56 9 4444 2222' };

    const changed = await api<{ user: AdminUserDetail['user'] }>('PATCH', `/api/admin/users/${uid}`, admin.token, { company: details, rut: client.rut });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ company: details, rut: client.rut, birthDate: '' });
    expect((await api('PATCH', `/api/admin/users/${uid}`, admin.token, { rut: '20.000.000-5' })).body.error?.code).toBe('rut-already-in-use');
    expect((await api('PATCH', `/api/admin/users/${uid}`, admin.token, { birthDate: '1990-01-01' })).status).toBe(400);
    // Its old RUT is free for another company again.
    expect((await company('nueva@ferreteria.cl', '19.999.999-0')).status).toBe(201);
  });

  it('refuses an underage birth date and unknown fields', async () => {
    const year = new Date().getUTCFullYear() - 10;
    const answer = await api('PATCH', `/api/admin/users/${client.uid}`, admin.token, { birthDate: `${year}-01-01` });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields?.birthDate).toBe('Debes ser mayor de 18 años para registrarte.');
    expect((await api('PATCH', `/api/admin/users/${client.uid}`, admin.token, { email: 'x@y.cl' })).status).toBe(400);
  });

  it('keeps the last admin and refuses to disable or delete oneself', async () => {
    const demote = await api('PATCH', `/api/admin/users/${admin.uid}`, admin.token, { userType: 'client' });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toEqual({ code: 'cannot-change-own-role', message: 'No puedes cambiar tu propio rol.' });
    const disable = await api('PATCH', `/api/admin/users/${admin.uid}`, admin.token, { enabled: false });
    expect(disable.body.error).toEqual({ code: 'cannot-disable-self', message: 'No puedes deshabilitar tu propia cuenta.' });
    const remove = await api('DELETE', `/api/admin/users/${admin.uid}`, admin.token);
    expect(remove.status).toBe(409);
    expect(remove.body.error).toEqual({ code: 'cannot-delete-self', message: 'No puedes eliminar tu propia cuenta.' });
  });

  it('makes an admin through the Cognito group, and back', async () => {
    const promoted = await api<{ user: AdminUserDetail['user'] }>('PATCH', `/api/admin/users/${otherClient.uid}`, admin.token, { userType: 'admin' });
    expect(promoted.body.user.userType).toBe('admin');
    const token = await signIn(stack, otherClient.email, 'secreta1');
    expect((await api('GET', '/api/admin/users', token)).status).toBe(200);
    // Nobody changes its own role; the demotion ends the new admin's sessions at once.
    expect((await api('PATCH', `/api/admin/users/${otherClient.uid}`, token, { userType: 'client' })).status).toBe(409);
    expect((await api('PATCH', `/api/admin/users/${otherClient.uid}`, admin.token, { userType: 'client' })).status).toBe(200);
    expect((await api('GET', '/api/admin/users', token)).status).toBe(401);
    expect((await api('GET', '/api/admin/users', await signIn(stack, otherClient.email, 'secreta1'))).status).toBe(403);
    await stack.streams.drain(); // the outbox relay puts the events on the bus first
    await stack.bus.drain();
    const detail = await api<AdminUserDetail>('GET', `/api/admin/users/${otherClient.uid}`, admin.token);
    expect(detail.body.audit.filter((entry) => entry.action === 'admin.type-changed').map((entry) => entry.changes)).toEqual([
      { userType: { from: 'admin', to: 'client' } },
      { userType: { from: 'client', to: 'admin' } },
    ]);
  });

  it('disables an account: its open session gets 403 user-disabled at once, and works again when enabled', async () => {
    const user = await register('Desi', '19999999-0');
    expect((await api('GET', '/api/me', user.token)).status).toBe(200);
    const disabled = await api<{ user: AdminUserDetail['user'] }>('PATCH', `/api/admin/users/${user.uid}`, admin.token, { enabled: false });
    expect(disabled.body.user.disabled).toBe(true);
    const refused = await api('GET', '/api/me', user.token);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({ code: 'session-ended', message: 'Tu sesión terminó. Inicia sesión nuevamente.' });
    expect((await api('GET', '/api/support/tickets', user.token)).status).toBe(401);
    // A new session of the disabled account (cognito-local lets it sign in) is refused as disabled.
    expect((await api('GET', '/api/me', await signIn(stack, user.email, 'secreta1'))).body.error?.code).toBe('user-disabled');
    const detail = await api<AdminUserDetail>('GET', `/api/admin/users/${user.uid}`, admin.token);
    expect(detail.body.cognito.enabled).toBe(false);
    const listed = await api<AdminUserList>('GET', `/api/admin/users?q=${user.rut.slice(0, 8)}`, admin.token);
    expect(listed.body.users.find((item) => item.uid === user.uid)?.disabled).toBe(true);

    expect((await api('PATCH', `/api/admin/users/${user.uid}`, admin.token, { enabled: true })).status).toBe(200);
    // Disabling ended the sessions: the old token stays refused, a new sign-in works.
    expect((await api('GET', '/api/me', user.token)).status).toBe(401);
    expect((await api('GET', '/api/me', await signIn(stack, user.email, 'secreta1'))).status).toBe(200);
    await stack.streams.drain(); // the outbox relay puts the events on the bus first
    await stack.bus.drain();
    const audit = (await api<AdminUserDetail>('GET', `/api/admin/users/${user.uid}`, admin.token)).body.audit.map((entry) => entry.action);
    expect(audit.slice(0, 2)).toEqual(['admin.user-enabled', 'admin.user-disabled']);
  });

  it('sends the activation mail again to an account not yet active, and refuses an active one', async () => {
    const resent = await api('POST', `/api/admin/users/${client.uid}/activation-mail`, admin.token);
    expect(resent).toEqual({ status: 202, body: { message: 'Correo de activación reenviado.' } });
    const mails = await mailsTo(stack, client.email, 2);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    const active = await api('POST', `/api/admin/users/${admin.uid}/activation-mail`, admin.token);
    expect(active.status).toBe(409);
    expect(active.body.error?.code).toBe('already-activated');
  });
});

describe('deleting a user', () => {
  it('removes the Cognito account, the document, the claims, the subscription, payments and profile images, and leaves an audit entry', async () => {
    const user = await register('Borra', '20000000-5');
    const { key, upload } = await uploadProfileImage(stack, user.token, onePixelPng);
    expect(upload.status).toBe(204);
    expect((await api('PUT', '/api/me/profile-image', user.token, { key })).status).toBe(200);
    const { subscriptionItem, paymentItem } = await import('../billing/billing.repository');
    const { dynamo } = await import('../lib/clients/dynamo');
    const { PutCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { applySubscriptionChangeToKpis } = await import('../billing/billing.service');
    const now = new Date().toISOString();
    await dynamo.send(
      new PutCommand({
        TableName: stack.env.TABLE_BILLING,
        Item: subscriptionItem({ uid: user.uid, plan: 'anual', status: 'active', priceClp: 49_990, currentPeriodStart: '2026-01-10', currentPeriodEnd: '2027-01-10', createdAt: now, updatedAt: now }),
      }),
    );
    await dynamo.send(new PutCommand({ TableName: stack.env.TABLE_BILLING, Item: paymentItem({ uid: user.uid, id: 'p1', plan: 'anual', amountClp: 49_990, status: 'paid', at: now, periodStart: '2026-01-10', periodEnd: '2027-01-10' }) }));
    await applySubscriptionChangeToKpis(`test-${user.uid}`, { uid: user.uid, before: null, after: { plan: 'anual', status: 'active' }, at: now });
    const kpiBefore = await api<UsersWithPlanKpi>('GET', '/api/kpi/get-all-users-with-plan', admin.token);

    expect((await api('DELETE', `/api/admin/users/${user.uid}`, admin.token)).status).toBe(204);
    // Two rounds at least: the erasers' own events (the subscription's end, for the KPI recorder) come from
    // the first round's consumers. One round left the KPI to the background readers' timing.
    await stack.settle();

    expect((await api('GET', `/api/admin/users/${user.uid}`, admin.token)).status).toBe(404);
    // The image went with the AdminUserDeleted event (events/profile-image-eraser).
    expect(await profileImageExists(stack, key)).toBe(false);
    await expect(signIn(stack, user.email, 'secreta1')).rejects.toThrow();
    const items = await dynamo.send(new QueryCommand({ TableName: stack.env.TABLE_BILLING, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${user.uid}` } }));
    // The subscription ends and the payments stay, anonymised, for the legal retention period.
    expect(items.Items?.map((item): unknown[] => [item.sk, item.status, item.erasedAt !== undefined, item.expiresAt !== undefined, item.card])).toEqual([
      [expect.stringMatching(/^PAYMENT#/) as unknown, 'paid', true, true, undefined],
      ['SUBSCRIPTION', 'cancelled', true, true, undefined],
    ]);
    const kpiAfter = await api<UsersWithPlanKpi>('GET', '/api/kpi/get-all-users-with-plan', admin.token);
    expect(kpiAfter.body.total).toBe(kpiBefore.body.total - 1);
    // The e-mail and the RUT are free again.
    const again = await api('POST', '/api/register', undefined, { firstName: 'Borra', lastName: 'Otra', rut: user.rut, birthDate: '1980-05-20', email: user.email, password: 'secreta1', acceptTerms: true });
    expect(again.status).toBe(201);
    const { listAuditFor } = await import('../audit/audit.repository');
    expect((await listAuditFor(user.uid)).map((entry) => entry.action)).toContain('admin.user-deleted');
    expect((await api('DELETE', `/api/admin/users/${user.uid}`, admin.token)).status).toBe(404);
  });
});

describe('the KPIs', () => {
  it('answer the counters that the seed wrote', async () => {
    const paid = await api<PaidSubscriptionsKpi>('GET', '/api/kpi/get-all-paid-subscriptions', admin.token);
    expect(paid.status).toBe(200);
    expect(paid.body.totals.count).toBe(paid.body.payments.reduce((sum, month) => sum + month.count, 0));
    expect(paid.body.totals.count).toBeGreaterThan(300);
    const withPlan = await api<UsersWithPlanKpi>('GET', '/api/kpi/get-all-users-with-plan', admin.token);
    expect(withPlan.body.users.map((plan) => plan.plan)).toEqual(['semestral', 'anual']);
    expect(withPlan.body.total).toBe(withPlan.body.users.reduce((sum, plan) => sum + plan.active + plan.pastDue, 0));

    // The billing job's charges through Transbank (the local emulator): lambdas/billing/billing.int.test.ts.
  });
});

describe('the last admin, under concurrency', () => {
  it('two admins demoting each other at the same time: at least one gets 409, and an admin remains', async () => {
    const other = await register('Olga', '23456781-0');
    expect((await api('PATCH', `/api/admin/users/${other.uid}`, admin.token, { userType: 'admin' })).status).toBe(200);
    const otherToken = await signIn(stack, other.email, 'secreta1');
    const [first, second] = await Promise.all([
      api('PATCH', `/api/admin/users/${other.uid}`, admin.token, { userType: 'client' }),
      api('PATCH', `/api/admin/users/${admin.uid}`, otherToken, { userType: 'client' }),
    ]);
    expect([first.status, second.status]).toContain(409);
    const admins = await api<AdminUserList>('GET', '/api/admin/users?type=admin', second.status === 200 ? await signIn(stack, other.email, 'secreta1') : admin.token);
    expect(admins.body.users.length).toBeGreaterThanOrEqual(1);
  });
});
