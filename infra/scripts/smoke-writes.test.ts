import { routeKey, routeList } from '../../shared/routes';
import { FLOW_WRITES, NOT_SMOKED, requestOfStep, runWrites, type WritesContext, type WritesDeps, writeSteps } from './smoke-writes';

const writeRoutes = routeList.filter((route) => route.method !== 'GET').map(routeKey);

describe('the smoke\'s write routes', () => {
  it('call every write route with a valid body, or say why not and where it is run instead', () => {
    const called = new Set([...writeSteps.map((step) => routeKey(step.route)), ...FLOW_WRITES]);
    expect(writeRoutes.filter((key) => !called.has(key) && !(key in NOT_SMOKED))).toEqual([]);
    // What is exempted is a route, and is not called after all.
    for (const key of Object.keys(NOT_SMOKED)) {
      expect(writeRoutes).toContain(key);
      expect(called.has(key)).toBe(false);
    }
  });

  it('send each step as its caller, with its ids in the path, its JSON body, and Webpay\'s POST return as a form', () => {
    const context = {
      person: { uid: 'p-1', email: 'p@x', password: 'x', idToken: 'person-token' },
      company: { uid: 'c-1', email: 'c@x', password: 'x', idToken: 'company-token' },
      admin: { uid: 'a-1', email: 'a@x', idToken: 'admin-token' },
      ticketId: 'T1',
      offerId: 'O1',
      returned: { method: 'POST', fields: { TBK_TOKEN: 'tok', TBK_ORDEN_COMPRA: 'o', TBK_ID_SESION: 's' } },
    } as unknown as WritesContext;
    const stepOf = (key: string) => {
      const found = writeSteps.find((step) => routeKey(step.route) === key);
      if (!found) throw new Error(`no step ${key}`);
      return found;
    };
    const reply = requestOfStep(stepOf('POST /api/admin/support/items/{uid}/{itemId}/replies'), context, 'https://site.example');
    expect(reply.url.toString()).toBe('https://site.example/api/admin/support/items/p-1/T1/replies');
    expect(reply.init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer admin-token', 'content-type': 'application/json' } });
    expect(JSON.parse(reply.init.body as string)).toMatchObject({ mensaje: expect.any(String) as unknown });
    const abort = requestOfStep(stepOf('POST /api/billing/oneclick-return'), context, 'https://site.example');
    expect(abort.init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'TBK_TOKEN=tok&TBK_ORDEN_COMPRA=o&TBK_ID_SESION=s' });
    const back = requestOfStep(stepOf('GET /api/billing/oneclick-return'), { ...context, returned: { method: 'GET', fields: { TBK_TOKEN: 'tok' } } }, 'https://site.example');
    expect(back.url.toString()).toBe('https://site.example/api/billing/oneclick-return?TBK_TOKEN=tok');
    expect(back.init.body).toBeUndefined();
  });

  const deps = (fetchFn: typeof fetch, withCard: boolean): WritesDeps => ({
    baseUrl: 'https://site.example',
    fetch: fetchFn,
    runId: '20261207000000',
    admin: { uid: 'a', email: 'a@x', idToken: 'admin' },
    links: { activation: () => Promise.resolve('a'.repeat(22)), reset: () => Promise.resolve('r'.repeat(22)), unsubscribe: () => Promise.resolve('u'), jobAlertsUnsubscribe: () => Promise.resolve('j') },
    signIn: () => Promise.resolve('token'),
    accountGone: () => Promise.resolve(true),
    ...(withCard ? { cardForm: () => Promise.resolve({ method: 'GET' as const, fields: { TBK_TOKEN: 't' } }) } : {}),
  });

  it('stops at the first call that fails (what follows needs it), says which, and erases the accounts it made', async () => {
    let calls = 0;
    const fetchFn = (() => {
      calls += 1;
      // Registration answers, the next call fails.
      return Promise.resolve(calls === 1 ? new Response('{"uid":"p-1"}', { status: 201 }) : new Response('{"error":{"code":"x"}}', { status: 500 }));
    }) as typeof fetch;
    const removed: string[] = [];
    const { outcomes } = await runWrites(deps(fetchFn, false), (account) => {
      removed.push(account.uid);
      return Promise.resolve();
    });
    expect(outcomes.map((outcome) => [outcome.route, outcome.ok, outcome.status])).toEqual([
      ['POST /api/register', true, 201],
      ['POST /api/activation/resend', false, 500],
    ]);
    expect(removed).toEqual(['p-1']);
  });

  it('leaves the payment out without Webpay\'s form (prod, or no --payment), and says so', async () => {
    const fetchFn = (() => Promise.resolve(new Response('{}', { status: 500 }))) as typeof fetch;
    const { skipped } = await runWrites(deps(fetchFn, false), () => Promise.resolve());
    expect(skipped).toEqual(writeSteps.filter((step) => step.payment).map((step) => routeKey(step.route)));
    expect(skipped).toEqual(expect.arrayContaining(['POST /api/billing/checkout', 'POST /api/admin/users/{uid}/payments/{paymentId}/refund']));
  });
});
