import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { outboxEvents, testEnv, useTestEnv } from '../testing/events';
import { aSubscription } from '../testing/billing';
import type { PaymentGateway } from './payment-gateway';
import { cancelAtPeriodEnd, finishCheckout, refundPayment, startCheckout } from './subscription.service';

/** The user's and the admin's acts on a subscription write their event in the change's own transaction: a change that fails writes none. */
useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);
const conditionFailed = () => new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] });

type MockGateway = Record<keyof PaymentGateway, jest.Mock>;
const gateway = (overrides: Partial<MockGateway> = {}): MockGateway => ({
    startInscription: jest.fn(),
    finishInscription: jest.fn().mockResolvedValue({ approved: true, card: { tbkUser: 'tbk-new', cardType: 'AmericanExpress', last4: '2032' } }),
    deleteInscription: jest.fn().mockResolvedValue(undefined),
    charge: jest.fn(),
    status: jest.fn().mockResolvedValue(undefined),
    refund: jest.fn().mockResolvedValue(undefined),
  ...overrides,
});
const asGateway = (mock: MockGateway) => mock as unknown as PaymentGateway;

const subscription = { pk: 'USER#u1', sk: 'SUBSCRIPTION', uid: 'u1', plan: 'semestral', status: 'active', priceClp: 29_990, currentPeriodStart: '2026-06-15', currentPeriodEnd: '2026-12-15', createdAt: '2026-06-15T12:00:00.000Z', updatedAt: '2026-06-15T12:00:00.000Z', card: { username: 'u1', tbkUser: 'tbk-old', cardType: 'Visa', last4: '6623' } };
const payment = { pk: 'USER#u1', sk: 'PAYMENT#2026-06-15T12:00:00.000Z#BC1', uid: 'u1', id: 'BC1', buyOrder: 'BC1', plan: 'semestral', amountClp: 29_990, status: 'paid', at: '2026-06-15T12:00:00.000Z', periodStart: '2026-06-15', periodEnd: '2026-12-15' };
const now = new Date('2026-11-23T12:00:00.000Z');

beforeEach(() => {
  dynamo.reset();
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(GetCommand).resolves({ Item: subscription });
  dynamo.on(QueryCommand).resolves({ Items: [payment] });
  dynamo.on(DeleteCommand).resolves({ Attributes: { pk: 'CHECKOUT#t1', sk: 'CHECKOUT', token: 't1', uid: 'u1', purpose: 'change-card', createdAt: now.toISOString() } });
});

describe('cancelling at the period end', () => {
  it('marks the subscription and writes its event in one transaction', async () => {
    await cancelAtPeriodEnd('u1', now);
    const [cancel] = transactions();
    expect(cancel?.[0]?.Update).toMatchObject({ Key: { pk: 'USER#u1', sk: 'SUBSCRIPTION' }, UpdateExpression: 'SET cancelAtPeriodEnd = :yes, updatedAt = :now', ConditionExpression: 'attribute_exists(pk) AND #status <> :cancelled' });
    expect(cancel?.[1]?.Put?.TableName).toBe(testEnv.TABLE_OUTBOX);
    expect(outboxEvents(dynamo)).toEqual([{ type: 'SubscriptionActionTaken', detail: expect.objectContaining({ uid: 'u1', action: 'cancel-requested' }) as unknown }]);
  });

  it('writes no event when there is no subscription in force (409)', async () => {
    dynamo.on(TransactWriteCommand).rejects(conditionFailed());
    await expect(cancelAtPeriodEnd('u1', now)).rejects.toMatchObject({ status: 409 });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(transactions()).toHaveLength(1);
  });
});

describe('changing the card', () => {
  it('writes the new card only if the subscription is as read, with its event; the old card is not deleted: Transbank already invalidated it', async () => {
    const transbank = gateway();
    expect(await finishCheckout(asGateway(transbank), new URLSearchParams({ TBK_TOKEN: 't1' }), now)).toBe('tarjeta-cambiada');
    const [change] = transactions();
    expect(change?.[0]?.Update).toMatchObject({ ConditionExpression: 'attribute_exists(pk) AND #status <> :cancelled AND updatedAt = :seen', ExpressionAttributeValues: expect.objectContaining({ ':seen': subscription.updatedAt, ':card': { username: 'u1', tbkUser: 'tbk-new', cardType: 'AmericanExpress', last4: '2032' } }) as unknown });
    expect(outboxEvents(dynamo)).toEqual([{ type: 'SubscriptionActionTaken', detail: expect.objectContaining({ action: 'card-changed' }) as unknown }]);
    expect(transbank.deleteInscription).not.toHaveBeenCalled();
  });

  it('a subscription written meanwhile (a renewal settled) is read again: the new card is kept, never the invalidated old one', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(conditionFailed()).resolves({});
    const transbank = gateway();
    expect(await finishCheckout(asGateway(transbank), new URLSearchParams({ TBK_TOKEN: 't1' }), now)).toBe('tarjeta-cambiada');
    expect(transactions()).toHaveLength(2);
    expect(transbank.deleteInscription).not.toHaveBeenCalled();
  });

  it('writes no event and deletes the new inscription when the subscription keeps changing (or ended) meanwhile', async () => {
    dynamo.on(TransactWriteCommand).rejects(conditionFailed());
    const transbank = gateway();
    expect(await finishCheckout(asGateway(transbank), new URLSearchParams({ TBK_TOKEN: 't1' }), now)).toBe('no-disponible');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(transbank.deleteInscription.mock.calls).toEqual([['tbk-new', 'u1']]);
  });
});

describe('a past-due subscriber changing the card', () => {
  const pastDue = { ...subscription, status: 'past_due', pastDueSince: '2026-12-01T15:00:00.000Z', lastAttemptDate: '2026-12-03', currentPeriodEnd: '2026-12-15' };
  const later = new Date('2026-12-03T18:00:00.000Z');

  it('is charged at once with the new card, and the page says it was paid', async () => {
    // The card's write reads the subscription first, the charge reads it again with the new card.
    dynamo.on(GetCommand).resolvesOnce({ Item: pastDue }).resolves({ Item: { ...pastDue, card: { username: 'u1', tbkUser: 'tbk-new', cardType: 'AmericanExpress', last4: '2032' } } });
    const transbank = gateway({ charge: jest.fn().mockResolvedValue({ outcome: 'paid', authorizationCode: '777', paymentTypeCode: 'VN', installments: 0 }) });

    expect(await finishCheckout(asGateway(transbank), new URLSearchParams({ TBK_TOKEN: 't1' }), later)).toBe('tarjeta-cambiada-pagado');

    expect(transbank.charge).toHaveBeenCalledTimes(1);
    expect(transbank.charge).toHaveBeenCalledWith(expect.objectContaining({ tbkUser: 'tbk-new', amountClp: 29_990 }));
    const paymentWrite = transactions().find((items) => items[0]?.Put?.Item?.status === 'paid');
    expect(paymentWrite?.[0]?.Put?.Item).toMatchObject({ authorizationCode: '777', card: { cardType: 'AmericanExpress', last4: '2032' }, paymentTypeCode: 'VN', installments: 0 });
    expect(outboxEvents(dynamo).map((event) => event.type)).toEqual(['SubscriptionActionTaken', 'PaymentRecorded', 'SubscriptionChanged']);
  });

  it('a rejected charge keeps the new card and says so', async () => {
    dynamo.on(GetCommand).resolves({ Item: pastDue });
    const transbank = gateway({ charge: jest.fn().mockResolvedValue({ outcome: 'failed' }) });
    expect(await finishCheckout(asGateway(transbank), new URLSearchParams({ TBK_TOKEN: 't1' }), later)).toBe('tarjeta-cambiada-rechazado');
  });

  it('an active subscription is not charged by a card change', async () => {
    const transbank = gateway();
    expect(await finishCheckout(asGateway(transbank), new URLSearchParams({ TBK_TOKEN: 't1' }), now)).toBe('tarjeta-cambiada');
    expect(transbank.charge).not.toHaveBeenCalled();
  });
});

describe('starting a checkout', () => {
  it('needs an activated account: an unactivated one is refused (409) before Transbank is called', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: { uid: 'u1', activated: false } });
    const transbank = gateway();
    await expect(startCheckout(asGateway(transbank), 'u1', 'u1@example.cl', { purpose: 'subscribe', plan: 'semestral' }, now)).rejects.toMatchObject({ status: 409, message: 'Activa tu cuenta con el enlace que te enviamos por correo antes de contratar un plan.' });
    expect(transbank.startInscription).not.toHaveBeenCalled();
  });
});

describe("Webpay's return", () => {
  it('a card form left open past its timeout (finish answers -96) says so in Spanish, charges nothing', async () => {
    const transbank = gateway({ finishInscription: jest.fn().mockResolvedValue({ approved: false, reason: 'not-finished' }) });
    expect(await finishCheckout(asGateway(transbank), new URLSearchParams({ TBK_TOKEN: 't1' }), now)).toBe('tiempo-agotado');
    expect(transbank.charge).not.toHaveBeenCalled();
  });

  it('an error from finish is an outcome the plan page explains, not a 500', async () => {
    const transbank = gateway({ finishInscription: jest.fn().mockRejectedValue(new Error('Request failed with status code 500')) });
    expect(await finishCheckout(asGateway(transbank), new URLSearchParams({ TBK_TOKEN: 't1' }), now)).toBe('error-transbank');
  });

  it('an abort (TBK_ORDEN_COMPRA and TBK_ID_SESION beside TBK_TOKEN) finishes nothing', async () => {
    const transbank = gateway();
    expect(await finishCheckout(asGateway(transbank), new URLSearchParams({ TBK_TOKEN: 't1', TBK_ORDEN_COMPRA: 'OC1', TBK_ID_SESION: 'S1' }), now)).toBe('cancelado');
    expect(transbank.finishInscription).not.toHaveBeenCalled();
  });
});

describe("an admin's refund", () => {
  // The payment of an earlier period, unless a test says otherwise: its refund leaves the plan as it is.
  beforeEach(() => dynamo.on(GetCommand).resolves({ Item: { ...subscription, currentPeriodEnd: '2027-06-15' } }));

  it('of the period in force ends the plan in the claim, with its event, and brings it back when Transbank refuses', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING }).resolves({ Item: { pk: 'USER#u1', sk: 'SUBSCRIPTION', ...aSubscription('u1', { currentPeriodEnd: payment.periodEnd }) } });
    const transbank = gateway({ refund: jest.fn().mockRejectedValue(new Error('Request failed with status code 422')) });
    await expect(refundPayment(asGateway(transbank), 'admin-1', 'u1', 'BC1', now)).rejects.toThrow('422');
    const [claim, release] = transactions();
    expect(claim?.[1]?.Update).toMatchObject({ UpdateExpression: 'SET #status = :cancelled, cancelledAt = :claim, updatedAt = :claim REMOVE renewalMonth, pastDueKey' });
    expect(claim?.[1]?.Update?.ConditionExpression).toContain('attribute_not_exists(pendingCharge)');
    expect(release?.[1]?.Update).toMatchObject({ ConditionExpression: '#status = :cancelled AND cancelledAt = :claim', ExpressionAttributeValues: expect.objectContaining({ ':status': 'active' }) as unknown });
  });

  it('claims the payment, refunds it at Transbank, then records it with its event in one transaction', async () => {
    const transbank = gateway();
    const refunded = await refundPayment(asGateway(transbank), 'admin-1', 'u1', 'BC1', now);
    expect(refunded).toMatchObject({ refundedClp: 29_990, refundedAt: now.toISOString() });
    expect(refunded).not.toHaveProperty('sk');
    const [claim, record] = transactions();
    expect(claim?.[0]?.Update).toMatchObject({ UpdateExpression: 'SET refundClaimedAt = :claim' });
    expect(transbank.refund).toHaveBeenCalledWith('BC1', 29_990);
    expect(record?.[0]?.Update).toMatchObject({ UpdateExpression: 'SET refundedClp = :amount, refundedAt = :claim REMOVE refundClaimedAt', ConditionExpression: 'refundClaimedAt = :claim' });
    expect(outboxEvents(dynamo)).toEqual([{ type: 'SubscriptionActionTaken', detail: expect.objectContaining({ actor: 'admin-1', action: 'payment-refunded', paymentId: 'BC1', amountClp: 29_990 }) as unknown }]);
  });

  it('writes no refund and no event when Transbank refuses it, and gives the claim back', async () => {
    const transbank = gateway({ refund: jest.fn().mockRejectedValue(new Error('Invalid value for parameter: detail_buy_order')) });
    await expect(refundPayment(asGateway(transbank), 'admin-1', 'u1', 'BC1', now)).rejects.toThrow('detail_buy_order');
    const [claim, release, ...more] = transactions();
    expect(claim?.[0]?.Update).toMatchObject({ UpdateExpression: 'SET refundClaimedAt = :claim' });
    expect(release?.[0]?.Update).toMatchObject({ UpdateExpression: 'REMOVE refundClaimedAt' });
    expect(more).toEqual([]);
    expect(outboxEvents(dynamo)).toEqual([]);
  });

  it('takes over a claim a stopped refund left, asking Transbank first: a refund it made is recorded, not made twice', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ ...payment, refundClaimedAt: '2026-11-23T11:00:00.000Z' }] });
    // Transbank's status of a reversed charge: paid, and refunded since.
    const transbank = gateway({ status: jest.fn().mockResolvedValue({ outcome: 'paid', refundedClp: 29_990 }) });
    await refundPayment(asGateway(transbank), 'admin-1', 'u1', 'BC1', now);
    expect(transactions()[0]?.[0]?.Update?.ExpressionAttributeValues).toMatchObject({ ':stale': '2026-11-23T11:55:00.000Z' });
    expect(transbank.refund).not.toHaveBeenCalled();
    expect(outboxEvents(dynamo)).toHaveLength(1);
  });
});
