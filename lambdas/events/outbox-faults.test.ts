import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { testEnv, useTestEnv } from '../testing/events';
import { useFakeWorld } from '../testing/outbox';
import type { PaymentGateway } from '../billing/payment-gateway';

/**
 * Fault injection around the transactional outbox. In each case, exactly one
 * mail and one count at the end, and the user never sees an error because the bus is down.
 */
useTestEnv();
const world = useFakeWorld();

const registration = { firstName: 'Camila', lastName: 'Pérez', rut: '12.345.678-5', birthDate: '1990-05-10', email: 'camila@example.cl', password: 'secreta1', acceptTerms: true as const };
const register = async () => {
  const { registerClient } = await import('../accounts/accounts.service');
  return registerClient(registration);
};
const charge = async () => {
  const { billingDayThroughItems } = await import('../testing/billing');
  // The provider approves every charge (its own tests are in lambdas/billing); nothing else of it is used here.
  const approving: PaymentGateway = {
    startInscription: () => Promise.reject(new Error('not used')),
    finishInscription: () => Promise.reject(new Error('not used')),
    deleteInscription: () => Promise.reject(new Error('not used')),
    charge: () => Promise.resolve({ outcome: 'paid', authorizationCode: '1213' }),
    status: () => Promise.resolve(undefined),
    refund: () => Promise.reject(new Error('not used')),
  };
  return billingDayThroughItems(new Date('2026-12-02T15:00:00.000Z'), approving);
};

beforeEach(() => world.reset());

describe('the outbox, under faults', () => {
  it('PutEvents failing: registration still succeeds (the bus is not on its path), and the relay puts the event once the bus is back; one mail', async () => {
    world.faults.busDown = 2;
    await expect(register()).resolves.toMatchObject({ uid: 'uid-fault', activated: false });
    expect(world.busCalls()).toBe(0);
    const entries = await world.relayFrom(0);
    expect(world.busCalls()).toBe(3);
    expect(entries.map((entry) => entry.DetailType)).toEqual(['UserRegistered']);
    for (const entry of entries) {
      await world.deliver('mailer', entry);
      await world.deliver('audit-recorder', entry);
    }
    expect(world.mailsSent()).toBe(1);
    expect(world.auditEntries().filter((entry) => entry.action === 'account.registered')).toHaveLength(1);
  });

  it('a crash right after the write: the event is already in the outbox, and the relay picks it up later; one mail, one audit entry', async () => {
    await register();
    // The function dies here: nothing of it runs after its transaction. Later, the stream:
    expect(world.outbox.map((item) => item.detailType)).toEqual(['UserRegistered']);
    const [entry] = await world.relayFrom(0);
    if (!entry) throw new Error('nothing relayed');
    await world.deliver('mailer', entry);
    await world.deliver('audit-recorder', entry);
    expect(world.mailsSent()).toBe(1);
    expect(world.auditEntries()).toHaveLength(1);
  });

  it('a consumer failing twice (SES down, then the audit table): retried, one mail and one audit entry in the end', async () => {
    await register();
    world.faults.sesDown = 2;
    const [entry] = await world.relayFrom(0);
    if (!entry) throw new Error('nothing relayed');
    await world.deliver('mailer', entry, 3);
    expect(world.mailsSent()).toBe(1);
    // The same entry delivered again (EventBridge is at least once): no second mail, no second entry.
    await world.deliver('mailer', entry);
    await world.deliver('audit-recorder', entry);
    await world.deliver('audit-recorder', entry);
    expect(world.mailsSent()).toBe(1);
    expect(world.auditEntries()).toHaveLength(1);
  });

  it('a payment relayed twice (the relay died after PutEvents, so the stream hands the record again) is counted once, by its payment id', async () => {
    const subscription = { pk: 'USER#payer', sk: 'SUBSCRIPTION', uid: 'payer', plan: 'semestral', status: 'active', priceClp: 29_990, currentPeriodStart: '2026-06-15', currentPeriodEnd: '2026-12-15', createdAt: '2026-06-15T12:00:00.000Z', updatedAt: '2026-06-15T12:00:00.000Z', card: { username: 'payer', tbkUser: 'tbk-user-1', cardType: 'Visa', last4: '6623' } };
    world.dynamo.on(QueryCommand, { IndexName: 'byRenewal', ExpressionAttributeValues: { ':month': '2026-12' } }).resolves({ Items: [subscription] });
    // The worker reads each subscription again by key.
    world.dynamo.on(GetCommand, { TableName: testEnv.TABLE_BILLING, Key: { pk: 'USER#payer', sk: 'SUBSCRIPTION' } }).resolves({ Item: subscription });
    // Only an account that exists and is enabled is charged.
    world.dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'payer' } }).resolves({ Item: { uid: 'payer', userType: 'client' } });
    await charge();
    expect(world.outbox.map((item) => item.detailType)).toEqual(['PaymentRecorded']);
    await world.relayFrom(0);
    const entries = await world.relayFrom(0);
    expect(entries.map((entry) => entry.DetailType)).toEqual(['PaymentRecorded', 'PaymentRecorded']);
    for (const entry of entries) await world.deliver('kpi-recorder', entry);
    expect(world.kpiCounts()).toEqual(['PAYMENTS#2026-12']);
  });
});
