import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { authKeys, billingKeys } from '../../shared/data/keys';
import { dynamo } from '../../lambdas/lib/clients/dynamo';
import { env } from '../../lambdas/lib/env';
import { testUser } from '../../lambdas/testing/users';
import { REMINDERS_ATTRIBUTE, REMINDERS_ON } from '../../lambdas/users/users.repository';
import type { CheckoutStarted } from '../../shared/billing';
import * as billingWalk from '../../lambdas/billing/billing-walk.service';
import { localFaults } from './faults';
import { mailsTo, signIn, startTestStack } from './testing/local-stack';

/**
 * Each scheduled job through its fan-out on the local stack: the driver's handler puts its walks on
 * the job's queue (the local SQS, through the real SQS client), the worker the CDK stack maps to it
 * pages through them and does each item against the emulators (DynamoDB Local, Transbank, SES).
 * Each walk is longer than a page, so that the next page's message is followed.
 */
const faults = localFaults();
jest.setTimeout(300_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack({ faults });
  // The jobs ran once at start: what they did is not this test's.
  await stack.settle();
});
afterAll(async () => {
  await stack.stop();
});

const batchWrite = async (table: string, items: Record<string, unknown>[]) => {
  for (let index = 0; index < items.length; index += 25) {
    let requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string] = items.slice(index, index + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = UnprocessedItems?.[table] ?? [];
    }
  }
};

const runJob = async (module: string, event: unknown) => {
  const { handler } = (await import(`../../lambdas/${module}`)) as { handler: (event: unknown) => Promise<unknown> };
  const result = await handler(event);
  await stack.settle();
  return result;
};

/** Registers, activates and subscribes through Transbank's inscription page (the emulator's), as a browser would. */
const subscribe = async (rut: string): Promise<string> => {
  const email = `renovacion.${rut.slice(0, 8)}@prueba.cl`;
  const registered = await fetch(`${stack.urls.app}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Sara', lastName: 'Suscriptora', rut, birthDate: '1980-05-20', email, password: 'secreta1', acceptTerms: true }),
  });
  const { uid } = (await registered.json()) as { uid: string };
  await dynamo.send(new UpdateCommand({ TableName: env().TABLE_USERS, Key: { uid }, UpdateExpression: 'SET activated = :yes', ExpressionAttributeValues: { ':yes': true } }));
  const token = await signIn(stack, email, 'secreta1');
  const checkout = (await (
    await fetch(`${stack.urls.app}/api/billing/checkout`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ purpose: 'subscribe', plan: 'semestral' }) })
  ).json()) as CheckoutStarted;
  await fetch(checkout.url, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: checkout.token }) });
  const html = await (await fetch(`${stack.urls.transbank}/webpayserver/inscripcion`, { method: 'POST', body: new URLSearchParams({ TBK_TOKEN: checkout.token, card_number: '4051885600446623', behaviour: 'approve', action: 'inscribir' }) })).text();
  const action = /<form id="volver" method="get" action="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
  const returned = await fetch(`${action.replace('localhost', '127.0.0.1')}?${new URLSearchParams(fields).toString()}`, { redirect: 'manual' });
  expect(returned.headers.get('location')).toMatch(/resultado=suscrito$/);
  return uid;
};

const subscriptionOf = async (uid: string) => (await dynamo.send(new GetCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.subscription(uid), ConsistentRead: true }))).Item;
const paymentsOf = async (uid: string) =>
  (await dynamo.send(new QueryCommand({ TableName: env().TABLE_BILLING, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :payment)', ExpressionAttributeValues: { ':pk': billingKeys.user(uid), ':payment': billingKeys.paymentPrefix } }))).Items ?? [];

describe('the scheduled jobs, each through its queue and worker on the local stack', () => {
  it('billing: on 2 December the renewals due are charged once through Transbank, page after page, each subscription handled once though every page comes back after it sent its items; the subscriptions of accounts gone are cancelled; a second run charges nothing', async () => {
    const payer = await subscribe('21111111-9');
    // Renewing on 15 December: charged on days 1–5 of December.
    await dynamo.send(
      new UpdateCommand({
        TableName: env().TABLE_BILLING,
        Key: billingKeys.subscription(payer),
        // Taken on 15 June: periods are anchored to that day.
        UpdateExpression: 'SET currentPeriodStart = :start, currentPeriodEnd = :end, renewalMonth = :month, createdAt = :created',
        ExpressionAttributeValues: { ':start': '2026-06-15', ':end': '2026-12-15', ':month': '2026-12', ':created': '2026-06-15T15:00:00.000Z' },
      }),
    );
    // 1,100 more renewals of accounts that no longer exist: three pages of the walk.
    const orphans = Array.from({ length: 1100 }, (_unused, index) => `orphan-${String(index).padStart(4, '0')}`);
    await batchWrite(
      env().TABLE_BILLING,
      orphans.map((uid) => ({ ...billingKeys.subscription(uid), uid, plan: 'semestral', status: 'active', priceClp: 29_990, currentPeriodStart: '2026-06-15', currentPeriodEnd: '2026-12-15', renewalMonth: '2026-12', createdAt: '2026-06-15T12:00:00.000Z', updatedAt: '2026-06-15T12:00:00.000Z' })),
    );

    // Every walk message is handed out again after it sent its page and the next page's message (a delete SQS never got).
    faults.redeliverHandled = { 'jobs/billing-worker': (body) => 'walk' in (JSON.parse(body) as object) };
    const billed = jest.spyOn(billingWalk, 'billItem');
    expect(await runJob('jobs/billing', { at: '2026-12-02T13:00:00.000Z' })).toEqual({ walks: 15 });
    faults.redeliverHandled = {};
    expect(faults.counts.redelivered).toBeGreaterThanOrEqual(15 + 2);
    const handled = billed.mock.calls.map(([item]) => item.uid);
    expect(handled).toHaveLength(orphans.length + 1);
    expect(new Set(handled)).toEqual(new Set([payer, ...orphans]));
    billed.mockRestore();
    expect(await subscriptionOf(payer)).toMatchObject({ status: 'active', currentPeriodEnd: '2027-06-15' });
    const paid = (await paymentsOf(payer)).filter((payment) => payment.status === 'paid');
    expect(paid).toHaveLength(2); // the first period's and this renewal
    const statuses = await Promise.all(orphans.filter((_uid, index) => index % 100 === 0 || index === orphans.length - 1).map(async (uid) => String((await subscriptionOf(uid))?.status)));
    expect(new Set(statuses)).toEqual(new Set(['cancelled']));

    // The same day again (a retried schedule): nothing is charged twice.
    await runJob('jobs/billing', { at: '2026-12-02T15:00:00.000Z' });
    expect((await paymentsOf(payer)).filter((payment) => payment.status === 'paid')).toHaveLength(2);
  });

  it('benefit reminders: 120 opted-in pensioners on two pages, each mailed once about the Bono Invierno, at the rate SES is given', async () => {
    const users = Array.from({ length: 120 }, (_unused, index) =>
      testUser({ uid: `pensioner-${index}`, email: `pensionada.${index}@prueba.cl`, firstName: 'Rosa', birthDate: '1956-01-10', benefitReminders: true, household: { isPensioner: true, pensionAmount: 200_000 } }),
    );
    await batchWrite(env().TABLE_USERS, users.map((user) => ({ ...user, [REMINDERS_ATTRIBUTE]: REMINDERS_ON })));
    const started = Date.now();
    await runJob('jobs/benefit-reminders', { day: '2026-04-28' });
    const elapsedSeconds = (Date.now() - started) / 1000;
    const reminders = await Promise.all([users[0], users[119]].map(async (user) => (await mailsTo(stack, user?.email ?? '', 1)).filter((mail) => mail.subject.includes('Bono Invierno'))));
    expect(reminders.map((list) => list.length)).toEqual([1, 1]);
    // 120 reminders at 10 a second: the workers paced themselves.
    expect(elapsedSeconds).toBeGreaterThanOrEqual(10);

    await runJob('jobs/benefit-reminders', { day: '2026-04-28' });
    expect((await mailsTo(stack, users[0]?.email ?? '', 1)).filter((mail) => mail.subject.includes('Bono Invierno'))).toHaveLength(1);
  });

  it('clean-up: 150 pending Google sign-ups past a day, on two pages, each handled and forgotten (no such account is left)', async () => {
    const at = new Date(Date.now() - 30 * 60 * 60 * 1000).toISOString();
    const entries = Array.from({ length: 150 }, (_unused, index) => ({ ...authKeys.pendingGoogleSignUp(at, `google_never${index}`), username: `google_never${index}`, at }));
    await batchWrite(env().TABLE_AUTH, entries);
    // A run of its own: this hour's scheduled run went at the stack's start, and a second start of it sends nothing.
    await runJob('jobs/clean-up-accounts', { at: new Date().toISOString() });
    const left = await dynamo.send(new QueryCommand({ TableName: env().TABLE_AUTH, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': entries[0]?.pk } }));
    expect(left.Items ?? []).toEqual([]);
  });
});
