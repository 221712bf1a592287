import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { PaidSubscriptionsKpi, UsersWithPlanKpi } from '../../shared/admin';
import type { CheckoutStarted, MyPlan } from '../../shared/billing';
import { billingKeys } from '../../shared/data/keys';
import { localFaults } from '../../infra/local/faults';
import { chargesOf, runBillingJob } from '../../infra/local/testing/billing';
import { mailsTo, signIn, startTestStack } from '../../infra/local/testing/local-stack';
import { dynamo } from '../lib/clients/dynamo';
import { env } from '../lib/env';
import { handler as relay } from '../events/outbox-relay';
import { transbankGateway } from './transbank';
import { resetTransbankConfig } from './transbank-config';

/**
 * The subscription lifecycle on the local stack, the real transbank-sdk against the Transbank
 * emulator: subscribe through the inscription page, renewals by the job (approve, reject, no
 * answer), a job stopped between the charge and its write, suspension after five days.
 */
jest.setTimeout(240_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

const api = async (method: string, pathname: string, token: string, body?: unknown): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as unknown };
};

interface Subscriber {
  uid: string;
  email: string;
  token: string;
  /** The inscription's TBK_TOKEN, to change what the emulator does with later charges. */
  tbkToken: string;
}

let registered = 0;
const register = async (rut: string): Promise<{ uid: string; email: string; token: string }> => {
  registered += 1;
  const email = `suscriptor.${registered}@prueba.cl`;
  const response = await fetch(`${stack.urls.app}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Sara', lastName: 'Suscriptora', rut, birthDate: '1980-05-20', email, password: 'secreta1', acceptTerms: true }),
  });
  expect(response.status).toBe(201);
  const { uid } = (await response.json()) as { uid: string };
  // The person followed the activation link: only an activated account may take a plan.
  await dynamo.send(new UpdateCommand({ TableName: env().TABLE_USERS, Key: { uid }, UpdateExpression: 'SET activated = :yes', ExpressionAttributeValues: { ':yes': true } }));
  return { uid, email, token: await signIn(stack, email, 'secreta1') };
};

/** What the browser does: POST TBK_TOKEN to Transbank's page, type the card, follow the return form to our API. */
const inscribe = async (checkout: CheckoutStarted, card: string, behaviour: string): Promise<string> => {
  const page = await fetch(checkout.url, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: checkout.token }) });
  expect(page.status).toBe(200);
  const submitted = await fetch(`${stack.urls.transbank}/webpayserver/inscripcion`, {
    method: 'POST',
    body: new URLSearchParams({ TBK_TOKEN: checkout.token, card_number: card, behaviour, action: 'inscribir' }),
  });
  const html = await submitted.text();
  // Webpay (API 1.1 and later) sends the browser back by GET, with TBK_TOKEN in the query.
  const action = /<form id="volver" method="get" action="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  expect(action).toBe(`${env().SITE_URL}/api/billing/oneclick-return`);
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
  // The gateway listens on 127.0.0.1; SITE_URL names localhost.
  const returned = await fetch(`${action.replace('localhost', '127.0.0.1')}?${new URLSearchParams(fields).toString()}`, { redirect: 'manual' });
  expect(returned.status).toBe(303);
  return returned.headers.get('location') ?? '';
};

const subscribe = async (rut: string, behaviour = 'approve', card = '4051885600446623'): Promise<Subscriber & { location: string }> => {
  const user = await register(rut);
  const checkout = await api('POST', '/api/billing/checkout', user.token, { purpose: 'subscribe', plan: 'semestral' });
  expect(checkout.status).toBe(201);
  const started = checkout.body as CheckoutStarted;
  const location = await inscribe(started, card, behaviour);
  return { ...user, tbkToken: started.token, location };
};

/** The emulator's switch: what later charges on this inscription do. */
const chargesWill = async (subscriber: Subscriber, behaviour: 'approve' | 'reject' | 'timeout') => {
  const response = await fetch(`${stack.urls.transbank}/emulador/comportamiento`, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: subscriber.tbkToken, behaviour }), redirect: 'manual' });
  expect(response.status).toBe(303);
};

/** Moves a subscription's renewal into December 2026, so that the job charges it on 1–5 December. */
const renewsOn = async (uid: string, end = '2026-12-15') => {
  await dynamo.send(
    new UpdateCommand({
      TableName: env().TABLE_BILLING,
      Key: billingKeys.subscription(uid),
      // Taken on 15 June: periods are anchored to that day.
      UpdateExpression: 'SET currentPeriodStart = :start, currentPeriodEnd = :end, renewalMonth = :month, createdAt = :created',
      ExpressionAttributeValues: { ':start': '2026-06-15', ':end': end, ':month': end.slice(0, 7), ':created': '2026-06-15T15:00:00.000Z' },
    }),
  );
};

/**
 * The billing mails a subscriber got (a welcome mail aside), oldest first, once there are `count` of them.
 * Counted without the welcome mail: these subscribers are activated in the table, and waiting for a
 * welcome mail that may never come held every call for the whole wait. `mailsTo` drains the streams and
 * the bus before it reads, so a second copy of a mail would already be in the list.
 */
const billingMails = async (address: string, count: number) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await mailsTo(stack, address, 0)).filter((mail) => !mail.subject.startsWith('Te damos la bienvenida'));
    if (mails.length >= count || Date.now() > deadline) return mails.map((mail) => ({ subject: mail.subject, text: mail.body.text ?? '' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const planOf = async (subscriber: Pick<Subscriber, 'token'>) => (await api('GET', '/api/billing/plan', subscriber.token)).body as MyPlan;

/** The KPI page's total revenue, once every event has been relayed and applied. */
const revenue = async (adminToken: string): Promise<number> => {
  await stack.streams.drain();
  await stack.bus.drain();
  return ((await api('GET', '/api/kpi/get-all-paid-subscriptions', adminToken)).body as PaidSubscriptionsKpi).totals.revenue;
};

/** Puts the newest outbox item of this type on the bus again, as a retried relay does. */
const redeliverLast = async (detailType: string) => {
  const { Items } = await dynamo.send(new ScanCommand({ TableName: env().TABLE_OUTBOX }));
  const [last] = (Items ?? []).filter((item) => item.detailType === detailType).sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
  expect(last).toBeDefined();
  const image = { id: { S: String(last?.id) }, detailType: { S: detailType }, detail: { S: String(last?.detail) } };
  const again: DynamoDBStreamEvent = { Records: [{ eventID: 'again', eventName: 'INSERT', dynamodb: { NewImage: image, SequenceNumber: '1' } }] };
  await relay(again);
  await stack.bus.drain();
};

/** The pending first charge of a user, read straight from the table (the plan page would settle it). */
const pendingFirstCharge = async (uid: string) => (await dynamo.send(new GetCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.firstChargePending(uid), ConsistentRead: true }))).Item;

/** Subscribes with the emulator's "no answer" on the first charge, the SDK waiting one second. */
const subscribeUnanswered = async (rut: string) => {
  process.env.TRANSBANK_TIMEOUT_MS = '1000';
  resetTransbankConfig();
  try {
    return await subscribe(rut, 'timeout');
  } finally {
    delete process.env.TRANSBANK_TIMEOUT_MS;
    resetTransbankConfig();
  }
};

/** The billing job at `at`, through its queue and worker, as EventBridge Scheduler starts it. */
const job = (at: string) => runBillingJob(stack, at);

/** The renewal charge a subscription holds while Transbank's answer is awaited. */
const pendingRenewal = async (uid: string) => (await dynamo.send(new GetCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.subscription(uid), ConsistentRead: true }))).Item?.pendingCharge as unknown;

/** The period whose annual renewal notice was sent. */
const noticedFor = async (uid: string) => (await dynamo.send(new GetCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.subscription(uid), ConsistentRead: true }))).Item?.renewalNoticeFor as unknown;

/** Transbank's own record of a buy order: how many charges it holds. */
const transbankStatus = (buyOrder: string) => transbankGateway().status(buyOrder);

const faults = localFaults();

beforeAll(async () => {
  stack = await startTestStack({ faults });
});
afterEach(() => {
  faults.transbank = [];
});

afterAll(async () => {
  await stack.stop();
});

describe('subscribing', () => {
  it('inscribes the card at Transbank, charges the first period, activates the plan, mails a receipt and counts it', async () => {
    const adminToken = await signIn(stack, 'admin@beneficios.local', 'Admin1234!');
    const before = (await api('GET', '/api/kpi/get-all-users-with-plan', adminToken)).body as UsersWithPlanKpi;

    const subscriber = await subscribe('17777777-3');
    expect(subscriber.location).toBe(`${env().SITE_URL}/profile/plan?resultado=suscrito`);
    const plan = await planOf(subscriber);
    expect(plan.subscription).toMatchObject({ plan: 'semestral', status: 'active', priceClp: 29_990, card: { cardType: 'Visa', last4: '6623' } });
    expect(plan.subscription).not.toHaveProperty('card.tbkUser');
    expect(plan.payments).toEqual([expect.objectContaining({ status: 'paid', amountClp: 29_990, authorizationCode: '1213' })]);
    // What the receipt shows, as Transbank answered it: the card, the payment type and the instalments.
    expect(plan.payments[0]).toMatchObject({ card: { cardType: 'Visa', last4: '6623' }, paymentTypeCode: expect.stringMatching(/^V[NDC]$/) as unknown, installments: expect.any(Number) as unknown });
    expect(await transbankStatus(plan.payments[0]?.buyOrder ?? '')).toMatchObject({ outcome: 'paid', authorizationCode: '1213' });

    const [receipt] = await billingMails(subscriber.email, 1);
    expect(receipt?.subject).toMatch(/Comprobante de pago/);
    expect(receipt?.text).toContain('$29.990');
    const after = (await api('GET', '/api/kpi/get-all-users-with-plan', adminToken)).body as UsersWithPlanKpi;
    expect(after.total).toBe(before.total + 1);

    // A second subscription is refused, and changes nothing.
    const again = await api('POST', '/api/billing/checkout', subscriber.token, { purpose: 'subscribe', plan: 'anual' });
    expect(again.status).toBe(409);
    expect((again.body as { error: { message: string } }).error.message).toBe('Ya tienes una suscripción vigente.');
  });

  it('does not activate the plan when the card is declined, and mails the failure', async () => {
    const subscriber = await subscribe('18888888-7', 'reject');
    expect(subscriber.location).toMatch(/resultado=pago-rechazado$/);
    const plan = await planOf(subscriber);
    expect(plan.subscription).toBeNull();
    expect(plan.payments).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect((await billingMails(subscriber.email, 1)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/No pudimos cobrar/)]);
  });
});

describe('a first charge Transbank never answered', () => {
  it('is "en verificación" and refuses a second payment, then the job settles it once from Transbank\'s status: active, one receipt, counted; a second run changes nothing', async () => {
    const adminToken = await signIn(stack, 'admin@beneficios.local', 'Admin1234!');
    const before = (await api('GET', '/api/kpi/get-all-users-with-plan', adminToken)).body as UsersWithPlanKpi;
    const subscriber = await subscribeUnanswered('24444444-K');
    expect(subscriber.location).toMatch(/resultado=pago-pendiente$/);
    const pending = await pendingFirstCharge(subscriber.uid);
    expect(pending).toMatchObject({ uid: subscriber.uid, plan: 'semestral', amountClp: 29_990 });
    // Transbank did charge: only its answer was lost.
    expect(await transbankStatus(String(pending?.buyOrder))).toMatchObject({ outcome: 'paid' });

    const again = await api('POST', '/api/billing/checkout', subscriber.token, { purpose: 'subscribe', plan: 'anual' });
    expect(again.status).toBe(409);
    expect((again.body as { error: { message: string } }).error.message).toBe('Tienes un pago en verificación con Transbank. Espera su confirmación antes de volver a pagar.');

    await job(new Date().toISOString());
    expect(await pendingFirstCharge(subscriber.uid)).toBeUndefined();
    await job(new Date().toISOString());

    const plan = await planOf(subscriber);
    expect(plan.pendingPayment).toBeNull();
    expect(plan.subscription).toMatchObject({ plan: 'semestral', status: 'active', card: { last4: '6623' } });
    expect(plan.payments).toEqual([expect.objectContaining({ status: 'paid', amountClp: 29_990, buyOrder: String(pending?.buyOrder) })]);
    expect((await billingMails(subscriber.email, 1)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/Comprobante de pago/)]);
    const after = (await api('GET', '/api/kpi/get-all-users-with-plan', adminToken)).body as UsersWithPlanKpi;
    expect(after.total).toBe(before.total + 1);
  });

  it("is settled by the user's next visit to the plan page", async () => {
    const subscriber = await subscribeUnanswered('25555555-3');
    expect(subscriber.location).toMatch(/resultado=pago-pendiente$/);
    const plan = await planOf(subscriber);
    expect(plan.pendingPayment).toBeNull();
    expect(plan.subscription).toMatchObject({ status: 'active' });
    expect(plan.payments).toEqual([expect.objectContaining({ status: 'paid' })]);
    await job(new Date().toISOString());
    expect((await planOf(subscriber)).payments).toHaveLength(1);
  });
});

describe('the renewals of the billing job', () => {
  it('charges a due renewal once, even run twice the same day', async () => {
    const subscriber = await subscribe('19999999-0');
    await renewsOn(subscriber.uid);
    await job('2026-12-02T15:00:00Z');
    await job('2026-12-02T18:00:00Z');
    const plan = await planOf(subscriber);
    expect(plan.subscription).toMatchObject({ status: 'active', currentPeriodStart: '2026-12-15', currentPeriodEnd: '2027-06-15' });
    expect(plan.payments.filter((payment) => payment.status === 'paid')).toHaveLength(2);
  });

  it('never charges twice when the job is stopped after Transbank charged and before the write', async () => {
    const subscriber = await subscribe('20000000-5');
    await renewsOn(subscriber.uid);
    // Transbank charges, and the answer never reaches the worker: nothing of the charge is written but its claim.
    faults.transbank = [{ call: 'authorize', kind: 'answer-lost' }];
    await job('2026-12-03T15:00:00Z');
    const sent = String((await pendingRenewal(subscriber.uid) as { buyOrder?: string } | undefined)?.buyOrder);
    expect(await transbankStatus(sent)).toMatchObject({ outcome: 'paid' });
    expect((await planOf(subscriber)).payments).toHaveLength(1);

    // The next run, even the same day, settles it from Transbank's status: one charge, one payment.
    await job('2026-12-03T16:00:00Z');
    const plan = await planOf(subscriber);
    expect(plan.payments.filter((payment) => payment.buyOrder === sent)).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(plan.subscription).toMatchObject({ currentPeriodEnd: '2027-06-15' });
    expect((await chargesOf(stack, subscriber.uid)).filter((charge) => charge.buy_order === sent)).toHaveLength(1);
  });

  it('leaves a charge without answer in flight, and settles it on the next run', async () => {
    const subscriber = await subscribe('21111111-9');
    await chargesWill(subscriber, 'timeout');
    await renewsOn(subscriber.uid);
    process.env.TRANSBANK_TIMEOUT_MS = '1000';
    resetTransbankConfig();
    try {
      await job('2026-12-04T15:00:00Z');
      expect(await pendingRenewal(subscriber.uid)).toMatchObject({ amountClp: 29_990 });
      expect((await planOf(subscriber)).subscription).toMatchObject({ status: 'active', currentPeriodEnd: '2026-12-15' });
    } finally {
      delete process.env.TRANSBANK_TIMEOUT_MS;
      resetTransbankConfig();
    }
    // Transbank did charge (its answer was lost): the next run finds it by status.
    await job('2026-12-04T18:00:00Z');
    const plan = await planOf(subscriber);
    expect(plan.subscription).toMatchObject({ status: 'active', currentPeriodEnd: '2027-06-15' });
    expect(plan.payments.filter((payment) => payment.status === 'paid')).toHaveLength(2);
  });

  it('retries a rejected renewal within the window, then suspends it after five days unpaid and mails it', async () => {
    const subscriber = await subscribe('22222222-2');
    await chargesWill(subscriber, 'reject');
    await renewsOn(subscriber.uid);
    // The subscription's receipt goes out through the outbox and the bus too: let it arrive before the first failure's.
    await stack.settle();
    await job('2026-12-01T15:00:00Z');
    expect((await planOf(subscriber)).subscription).toMatchObject({ status: 'past_due', pastDueSince: '2026-12-01T15:00:00.000Z' });
    await job('2026-12-02T15:00:00Z');
    const failures = (await planOf(subscriber)).payments.filter((payment) => payment.status === 'failed');
    expect(failures).toHaveLength(2);
    // The mails go out through the outbox and the bus: let this run's reach the inbox before the next run's.
    await stack.settle();
    // Paid until the 15th: not suspended before five days after that.
    await job('2026-12-06T15:00:00Z');
    expect((await planOf(subscriber)).subscription).toMatchObject({ status: 'past_due' });
    await job('2026-12-20T15:00:00Z');
    expect((await planOf(subscriber)).subscription).toMatchObject({ status: 'cancelled' });
    const mails = await billingMails(subscriber.email, 4);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/Comprobante de pago/),
      expect.stringMatching(/No pudimos cobrar/),
      expect.stringMatching(/No pudimos cobrar/),
      expect.stringMatching(/fue suspendido/),
    ]);
  });
});

describe("Webpay's returns and Transbank's rules", () => {
  const startCheckout = async (token: string, body: unknown): Promise<CheckoutStarted> => {
    const checkout = await api('POST', '/api/billing/checkout', token, body);
    expect(checkout.status).toBe(201);
    return checkout.body as CheckoutStarted;
  };
  const returnUrl = (): string => `${env().SITE_URL.replace('localhost', '127.0.0.1')}/api/billing/oneclick-return`;

  it('a form timeout comes back by GET with only TBK_TOKEN: "tiempo-agotado", nothing charged', async () => {
    const user = await register('12121212-9');
    const started = await startCheckout(user.token, { purpose: 'subscribe', plan: 'semestral' });
    // What Webpay sends after its form waited too long: the token alone, by GET; finish answers -96.
    const returned = await fetch(`${returnUrl()}?TBK_TOKEN=${started.token}`, { redirect: 'manual' });
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toMatch(/resultado=tiempo-agotado$/);
    expect(await planOf(user)).toMatchObject({ subscription: null, payments: [], pendingPayment: null });
  });

  it('an abort comes back by POST in integration (by GET in production): "cancelado", nothing charged', async () => {
    const user = await register('13131313-6');
    for (const method of ['POST', 'GET']) {
      const started = await startCheckout(user.token, { purpose: 'subscribe', plan: 'semestral' });
      await fetch(started.url, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: started.token }) });
      const page = await fetch(`${stack.urls.transbank}/webpayserver/inscripcion`, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: started.token, action: 'anular', abort_method: method }) });
      const fields = new URLSearchParams(Object.fromEntries([...(await page.text()).matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', match[2] ?? ''])));
      expect([...fields.keys()].sort()).toEqual(['TBK_ID_SESION', 'TBK_ORDEN_COMPRA', 'TBK_TOKEN']);
      const returned = method === 'GET' ? await fetch(`${returnUrl()}?${fields.toString()}`, { redirect: 'manual' }) : await fetch(returnUrl(), { method: 'POST', body: fields, redirect: 'manual' });
      expect(returned.headers.get('location')).toMatch(/resultado=cancelado$/);
    }
    expect((await planOf(user)).payments).toEqual([]);
  });

  it('a new card invalidates the old one at Transbank: the subscription keeps the new one, and renewals charge it', async () => {
    const subscriber = await subscribe('14141414-3');
    const before = await dynamo.send(new GetCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.subscription(subscriber.uid) }));
    const oldTbkUser = String((before.Item?.card as { tbkUser?: string } | undefined)?.tbkUser);
    const started = await startCheckout(subscriber.token, { purpose: 'change-card' });
    expect(await inscribe(started, '370000000002032', 'approve')).toMatch(/resultado=tarjeta-cambiada$/);
    // The old tbk_user is dead at Transbank (HTTP 500): no answer the product could count as paid.
    expect(await transbankGateway().charge({ username: subscriber.uid, tbkUser: oldTbkUser, buyOrder: `BCold${Date.now().toString(36)}`, amountClp: 1000 })).toMatchObject({ outcome: 'unknown' });
    await renewsOn(subscriber.uid);
    await job('2026-12-02T12:00:00Z');
    expect((await planOf(subscriber)).subscription).toMatchObject({ status: 'active', currentPeriodEnd: '2027-06-15', card: { cardType: 'AmericanExpress', last4: '2032' } });
  });

  it('a charge stuck pending (Transbank never received it) is recorded as failed past its maximum age', async () => {
    const subscriber = await subscribe('15151515-0');
    await renewsOn(subscriber.uid);
    const buyOrder = `BCstuck${Date.now().toString(36)}`;
    await dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_BILLING,
        Key: billingKeys.subscription(subscriber.uid),
        UpdateExpression: 'SET pendingCharge = :pending, lastAttemptDate = :day',
        ExpressionAttributeValues: { ':pending': { buyOrder, amountClp: 29_990, at: '2026-12-01T12:00:00.000Z' }, ':day': '2026-12-01' },
      }),
    );
    await job('2026-12-02T13:00:00Z');
    const plan = await planOf(subscriber);
    expect(plan.payments.find((payment) => payment.buyOrder === buyOrder)).toMatchObject({ status: 'failed' });
    expect(plan.subscription).toMatchObject({ status: 'past_due' });
    expect(await transbankStatus(buyOrder)).toBeUndefined();
  });
});

describe('a past-due subscriber and an annual renewal', () => {
  it('a past-due subscriber who changes the card is charged at once with it, once: active again, with the receipt and the card-change mails', async () => {
    const subscriber = await subscribe('16161616-8');
    await chargesWill(subscriber, 'reject');
    await renewsOn(subscriber.uid, '2026-12-15');
    await stack.settle();
    await job('2026-12-02T15:00:00Z');
    expect((await planOf(subscriber)).subscription).toMatchObject({ status: 'past_due' });

    const change = await api('POST', '/api/billing/checkout', subscriber.token, { purpose: 'change-card' });
    expect(await inscribe(change.body as CheckoutStarted, '370000000002032', 'approve')).toMatch(/resultado=tarjeta-cambiada-pagado$/);
    const plan = await planOf(subscriber);
    expect(plan.subscription).toMatchObject({ status: 'active', currentPeriodStart: '2026-12-15', currentPeriodEnd: '2027-06-15', card: { cardType: 'AmericanExpress', last4: '2032' } });
    const paid = plan.payments.filter((payment) => payment.status === 'paid');
    expect(paid).toHaveLength(2);
    expect(paid[0]).toMatchObject({ periodStart: '2026-12-15', card: { cardType: 'AmericanExpress', last4: '2032' } });
    // The day's run after it charges this subscriber nothing more.
    await job('2026-12-03T15:00:00Z');
    expect((await planOf(subscriber)).payments).toHaveLength(plan.payments.length);
    await stack.settle();
    const subjects = (await billingMails(subscriber.email, 4)).map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining([expect.stringMatching(/^Cambiaste la tarjeta/), expect.stringMatching(/No pudimos cobrar/)]));
    expect(subjects.filter((subject) => subject.startsWith('Comprobante'))).toHaveLength(2);
  });

  it('an annual plan is announced seven days before its renewal can be charged, once, and mailed', async () => {
    const subscriber = await subscribe('11711711-1');
    await dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_BILLING,
        Key: billingKeys.subscription(subscriber.uid),
        UpdateExpression: 'SET #plan = :plan, priceClp = :price, currentPeriodStart = :start, currentPeriodEnd = :end, renewalMonth = :month',
        ExpressionAttributeNames: { '#plan': 'plan' },
        ExpressionAttributeValues: { ':plan': 'anual', ':price': 49_990, ':start': '2026-01-15', ':end': '2027-01-15', ':month': '2027-01' },
      }),
    );
    await stack.settle();
    await job('2026-12-24T02:00:00Z');
    expect(await noticedFor(subscriber.uid)).toBeUndefined();
    await job('2026-12-25T15:00:00Z');
    expect(await noticedFor(subscriber.uid)).toBe('2027-01-15');
    await job('2026-12-26T15:00:00Z');
    await stack.settle();
    const notices = (await billingMails(subscriber.email, 2)).filter((mail) => mail.subject.includes('se renueva pronto'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('cobraremos $49.990 entre el 01-01-2027 y el 05-01-2027 a tu Visa terminada en 6623');
  });
});

describe('the user and the admin', () => {
  it('change the card with a new inscription, cancel at the period end (then the job ends it uncharged), and refund a payment once', async () => {
    const subscriber = await subscribe('23333333-6');
    // A new card: a new inscription at Transbank; the old one is deleted there.
    const change = await api('POST', '/api/billing/checkout', subscriber.token, { purpose: 'change-card' });
    expect(change.status).toBe(201);
    expect(await inscribe(change.body as CheckoutStarted, '370000000002032', 'approve')).toMatch(/resultado=tarjeta-cambiada$/);
    expect((await planOf(subscriber)).subscription?.card).toEqual({ cardType: 'AmericanExpress', last4: '2032' });

    const cancelled = await api('POST', '/api/billing/cancel', subscriber.token, {});
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as MyPlan).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await renewsOn(subscriber.uid);
    await job('2026-12-02T20:00:00Z');
    expect(await chargesOf(stack, subscriber.uid)).toHaveLength(1);
    await job('2026-12-15T15:00:00Z');
    const plan = await planOf(subscriber);
    expect(plan.subscription).toMatchObject({ status: 'cancelled' });
    expect(plan.payments).toHaveLength(1);

    const adminToken = await signIn(stack, 'admin@beneficios.local', 'Admin1234!');
    const paymentId = plan.payments[0]?.id ?? '';
    const revenueBefore = await revenue(adminToken);
    const refund = await api('POST', `/api/admin/users/${subscriber.uid}/payments/${paymentId}/refund`, adminToken, {});
    expect(refund.status).toBe(200);
    // The KPI revenue drops by the refunded amount, once, even with the refund's event relayed again.
    expect(await revenue(adminToken)).toBe(revenueBefore - 29_990);
    await redeliverLast('SubscriptionActionTaken');
    expect(await revenue(adminToken)).toBe(revenueBefore - 29_990);
    expect((refund.body as { payment: { refundedClp: number } }).payment.refundedClp).toBe(29_990);
    expect(await transbankStatus(plan.payments[0]?.buyOrder ?? '')).toMatchObject({ outcome: 'paid', refundedClp: 29_990 });
    const again = await api('POST', `/api/admin/users/${subscriber.uid}/payments/${paymentId}/refund`, adminToken, {});
    expect(again.status).toBe(409);
    expect((again.body as { error: { message: string } }).error.message).toBe('Este pago no se puede reembolsar.');
    // The user's own token cannot refund.
    expect((await api('POST', `/api/admin/users/${subscriber.uid}/payments/${paymentId}/refund`, subscriber.token, {})).status).toBe(403);
  });
});
