import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MyPlan } from '../../shared/billing';
import { billingKeys } from '../../shared/data/keys';
import { localFaults } from '../../infra/local/faults';
import { startTestStack } from '../../infra/local/testing/local-stack';
import { dynamo } from '../lib/clients/dynamo';
import { env } from '../lib/env';
import { adminToken, api, chargesOf, fillCardForm, followReturn, register, renewsOn, runBillingJob, startCheckout, type TestStack } from '../../infra/local/testing/billing';
import { billSubscription } from './billing.service';
import { getSubscription } from './billing.repository';
import { emptyRunResult } from './renewal-charge.service';
import { transbankGateway } from './transbank';
import { resetTransbankConfig } from './transbank-config';

/**
 * The edges of money a review found, each against the local stack (the real transbank-sdk against the
 * Transbank emulator, the billing job through its queue): an account gone or disabled while its owner
 * is on Webpay's form, resends, a cancellation racing the renewal's claim, Webpay's timeout return
 * without a token, a full refund, erasures racing charges, and the card a receipt names.
 */
jest.setTimeout(240_000);

const faults = localFaults();
let stack: TestStack;

beforeAll(async () => {
  // The SDK waits one second for an answer: a charge whose answer is lost costs a second, not ten.
  process.env.TRANSBANK_TIMEOUT_MS = '1000';
  stack = await startTestStack({ faults });
  resetTransbankConfig();
});
afterAll(async () => {
  await stack.stop();
  delete process.env.TRANSBANK_TIMEOUT_MS;
});
afterEach(() => {
  faults.transbank = [];
});

const planOf = async (token: string) => (await api(stack, 'GET', '/api/billing/plan', token)).body as MyPlan;
const paymentsOf = async (uid: string) =>
  (await dynamo.send(new QueryCommand({ TableName: env().TABLE_BILLING, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :payment)', ExpressionAttributeValues: { ':pk': billingKeys.user(uid), ':payment': billingKeys.paymentPrefix } })))
    .Items ?? [];
const pendingFirstCharge = async (uid: string) => (await dynamo.send(new GetCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.firstChargePending(uid), ConsistentRead: true }))).Item;
const approved = (charges: Awaited<ReturnType<typeof chargesOf>>) => charges.filter((charge) => charge.details.some((detail) => detail.response_code === 0));

/** A subscriber with a plan in force, through Webpay's form. */
const subscriber = async () => {
  const user = await register(stack);
  const form = await fillCardForm(stack, await startCheckout(stack, user.token, { purpose: 'subscribe', plan: 'semestral' }));
  expect((await followReturn(form)).location).toMatch(/resultado=suscrito$/);
  return user;
};

describe('an account gone or disabled while its owner is on Webpay’s card form', () => {
  it('a deleted account is not charged when the browser comes back', async () => {
    const user = await register(stack);
    const form = await fillCardForm(stack, await startCheckout(stack, user.token, { purpose: 'subscribe', plan: 'anual' }));
    expect((await api(stack, 'DELETE', `/api/admin/users/${user.uid}`, await adminToken(stack))).status).toBe(204);
    await stack.settle();
    const returned = await followReturn(form);
    expect(returned.location).not.toMatch(/resultado=suscrito$/);
    await stack.settle();
    expect(approved(await chargesOf(stack, user.uid))).toEqual([]);
    expect(await getSubscription(user.uid)).toBeUndefined();
  });

  it('a disabled account is not charged either', async () => {
    const user = await register(stack);
    const form = await fillCardForm(stack, await startCheckout(stack, user.token, { purpose: 'subscribe', plan: 'semestral' }));
    expect((await api(stack, 'PATCH', `/api/admin/users/${user.uid}`, await adminToken(stack), { enabled: false })).status).toBe(200);
    expect((await followReturn(form)).location).not.toMatch(/resultado=suscrito$/);
    expect(approved(await chargesOf(stack, user.uid))).toEqual([]);
    expect(await getSubscription(user.uid)).toBeUndefined();
  });
});

describe('a charge is sent once, whatever Transbank does with a repeated buy order', () => {
  it('two reconciles of a first charge Transbank never received resend it once', async () => {
    const user = await register(stack);
    const form = await fillCardForm(stack, await startCheckout(stack, user.token, { purpose: 'subscribe', plan: 'semestral' }));
    // The first charge never reaches Transbank.
    faults.transbank = [{ call: 'authorize', kind: 'unreachable' }];
    expect((await followReturn(form)).location).toMatch(/resultado=pago-pendiente$/);
    const pending = await pendingFirstCharge(user.uid);
    expect(pending).toBeDefined();
    // Three minutes later the job and a second run ask at once; both find nothing at Transbank.
    faults.transbank = [
      { call: 'status', kind: 'slow', delayMs: 400 },
      { call: 'status', kind: 'slow', delayMs: 400 },
    ];
    const later = new Date(Date.parse(String(pending?.at)) + 3 * 60_000).toISOString();
    await Promise.all([runBillingJob(stack, later), runBillingJob(stack, later)]);
    expect((await chargesOf(stack, user.uid)).filter((charge) => charge.buy_order === pending?.buyOrder)).toHaveLength(1);
  });
});

describe('a renewal’s claim', () => {
  it('does not hold once the subscriber cancelled after the worker read the subscription', async () => {
    const user = await subscriber();
    await renewsOn(user.uid);
    const read = await getSubscription(user.uid);
    expect((await api(stack, 'POST', '/api/billing/cancel', user.token, {})).status).toBe(200);
    if (!read) throw new Error('no subscription');
    await billSubscription(read, transbankGateway(), new Date('2026-12-02T13:00:00Z'), emptyRunResult());
    expect(approved(await chargesOf(stack, user.uid))).toHaveLength(1);
  });

  it('does not hold once the account was disabled after the worker read it', async () => {
    const user = await subscriber();
    await renewsOn(user.uid);
    const read = await getSubscription(user.uid);
    const { getUser } = await import('../users/users.repository');
    // The worker's check of the owner passed; then an admin disables the account, then the claim.
    expect(await getUser(user.uid)).toMatchObject({ activated: true });
    expect((await api(stack, 'PATCH', `/api/admin/users/${user.uid}`, await adminToken(stack), { enabled: false })).status).toBe(200);
    if (!read) throw new Error('no subscription');
    const { chargeRenewal } = await import('./renewal-charge.service');
    await chargeRenewal(read, transbankGateway(), new Date('2026-12-02T13:00:00Z'), emptyRunResult());
    expect(approved(await chargesOf(stack, user.uid))).toHaveLength(1);
  });
});

describe('Webpay’s returns', () => {
  it('a return with TBK_ORDEN_COMPRA and TBK_ID_SESION but no TBK_TOKEN (a form that timed out) says so in Spanish, not a raw 400', async () => {
    const action = `${env().SITE_URL.replace('localhost', '127.0.0.1')}/api/billing/oneclick-return`;
    for (const method of ['GET', 'POST']) {
      const fields = new URLSearchParams({ TBK_ORDEN_COMPRA: 'OC1234567890', TBK_ID_SESION: 'abcdef0123456789' });
      const returned = await followReturn({ method, action, fields: Object.fromEntries(fields) });
      expect(returned).toEqual({ status: 303, location: `${env().SITE_URL}/profile/plan?resultado=tiempo-agotado` });
    }
  });
});

describe('an admin’s full refund', () => {
  it('of the period in force ends the plan and its features', async () => {
    const user = await subscriber();
    const [payment] = (await planOf(user.token)).payments;
    const refunded = await api(stack, 'POST', `/api/admin/users/${user.uid}/payments/${payment?.id ?? ''}/refund`, await adminToken(stack), {});
    expect(refunded.status).toBe(200);
    expect((await planOf(user.token)).subscription).toMatchObject({ status: 'cancelled' });
    // The plan's feature goes with it: a new ticket is not a priority one.
    const ticket = await api(stack, 'POST', '/api/support/tickets', user.token, { asunto: 'Consulta', mensaje: 'Hola, tengo una consulta sobre mi plan.' });
    expect(ticket.status).toBe(201);
    expect((ticket.body as { priority?: boolean }).priority ?? false).toBe(false);
  });
});

describe('an erasure racing a charge', () => {
  it('a first charge still in flight when the account is erased is refunded and recorded when it lands', async () => {
    const user = await register(stack);
    const form = await fillCardForm(stack, await startCheckout(stack, user.token, { purpose: 'subscribe', plan: 'semestral' }));
    faults.transbank = [{ call: 'authorize', kind: 'slow', delayMs: 4000 }];
    const returning = followReturn(form);
    for (let wait = 0; !(await pendingFirstCharge(user.uid)) && wait < 100; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const pending = await pendingFirstCharge(user.uid);
    expect(pending).toBeDefined();
    expect((await api(stack, 'DELETE', `/api/admin/users/${user.uid}`, await adminToken(stack))).status).toBe(204);
    await stack.settle();
    await returning;
    await stack.settle();
    // Transbank made the charge: it is reversed, and its record kept, anonymised.
    const [charge] = await chargesOf(stack, user.uid);
    expect(charge?.details[0]?.status).toBe('REVERSED');
    expect(await paymentsOf(user.uid)).toEqual([expect.objectContaining({ buyOrder: pending?.buyOrder as unknown, refundedClp: 29_990, erasedAt: expect.any(String) as unknown })]);
  });

  it('a reversal Transbank made while the erasure lost its answer is recorded, not dropped', async () => {
    const user = await subscriber();
    await renewsOn(user.uid);
    // The renewal's answer is lost: Transbank charged, the subscription holds the pending charge.
    faults.transbank = [{ call: 'authorize', kind: 'answer-lost' }];
    await runBillingJob(stack, '2026-12-02T13:00:00.000Z');
    const buyOrder = (await getSubscription(user.uid))?.pendingCharge?.buyOrder;
    expect(buyOrder).toBeDefined();
    // The erasure reverses it, and the reversal's answer is lost too; the bus retries the erasure.
    faults.transbank = [{ call: 'refund', kind: 'answer-lost' }];
    expect((await api(stack, 'DELETE', `/api/admin/users/${user.uid}`, await adminToken(stack))).status).toBe(204);
    await stack.settle();
    const charge = (await chargesOf(stack, user.uid)).find((candidate) => candidate.buy_order === buyOrder);
    expect(charge?.details[0]?.status).toBe('REVERSED');
    expect((await paymentsOf(user.uid)).find((payment) => payment.buyOrder === buyOrder)).toMatchObject({ refundedClp: 29_990, erasedAt: expect.any(String) as unknown });
  });
});

describe('a receipt', () => {
  it('names the card the charge was made to (its card_detail), even when the card changed before the charge was settled', async () => {
    const user = await subscriber();
    await renewsOn(user.uid);
    faults.transbank = [{ call: 'authorize', kind: 'answer-lost' }];
    await runBillingJob(stack, '2026-12-02T13:00:00.000Z');
    const buyOrder = (await getSubscription(user.uid))?.pendingCharge?.buyOrder;
    // The person changes to an AMEX card; the Visa charge is settled afterwards.
    const form = await fillCardForm(stack, await startCheckout(stack, user.token, { purpose: 'change-card' }), '370000000002032');
    expect((await followReturn(form)).location).toMatch(/resultado=tarjeta-cambiada$/);
    await runBillingJob(stack, '2026-12-02T16:00:00.000Z');
    const charge = (await chargesOf(stack, user.uid)).find((candidate) => candidate.buy_order === buyOrder);
    expect(charge?.card_number).toBe('6623');
    expect((await planOf(user.token)).payments.find((payment) => payment.buyOrder === buyOrder)).toMatchObject({ status: 'paid', card: { cardType: 'Visa', last4: '6623' } });
  });
});
