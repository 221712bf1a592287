import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localFaults, type LocalFaults } from '../../infra/local/faults';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { freeStackPorts, mailsTo } from '../../infra/local/testing/local-stack';
import { checkDigit } from '../../shared/rut';

/**
 * Faults, on the local stack, injected into the real path of an event (the
 * registration's transaction → the outbox table's stream → events/outbox-relay → the bus → the
 * consumers → the SES emulator and the audit and billing tables). In each case the user gets no
 * error, and in the end there is exactly one mail, one audit entry and one KPI count.
 */
jest.setTimeout(180_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'beneficios-faults-'));
const faults: LocalFaults = localFaults();
let stack: LocalStack;

/** Free ports, chosen once: a restart comes back on the same ones, as the functions' clients (made once per process) expect. */
let ports: Parameters<typeof startLocalStack>[0]['ports'] | undefined;
const start = async (): Promise<LocalStack> => {
  ports ??= await freeStackPorts();
  return startLocalStack({ ports, dataDir, serveWeb: false, seed: true, reset: false, verbose: false, faults });
};

beforeAll(async () => {
  stack = await start();
  await stack.settle();
});
afterAll(async () => {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const register = async (name: string): Promise<{ status: number; uid: string; email: string }> => {
  const email = `${name}-${Date.now()}@beneficios.local`;
  const body = String(21_000_000 + (Date.now() % 1_000_000));
  const response = await fetch(`${stack.urls.app}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Falla', lastName: 'Prueba', rut: `${body}-${checkDigit(body)}`, birthDate: '1990-05-10', email, password: 'secreta1', acceptTerms: true }),
  });
  const answer = (await response.json()) as { uid?: string };
  return { status: response.status, uid: String(answer.uid), email };
};

/** The SES emulator's mails to an address now, without waiting for the streams or the bus. */
const mailsNow = async (address: string): Promise<number> => {
  const { emails } = (await (await fetch(stack.urls.mailStore)).json()) as { emails: { destination: { to: string[] } }[] };
  return emails.filter((mail) => mail.destination.to.includes(address)).length;
};

/** Exactly how many mails, once everything is quiet. */
const settledMails = async (address: string, expected: number): Promise<number> => {
  await stack.settle();
  await mailsTo(stack, address, expected);
  await stack.settle();
  return mailsNow(address);
};

const auditActions = async (uid: string): Promise<string[]> => {
  const { listAuditFor } = await import('../audit/audit.repository');
  return (await listAuditFor(uid, 100)).map((entry) => entry.action);
};

const waitFor = async (condition: () => boolean, what: string): Promise<void> => {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
};

describe('the outbox under injected faults, on the local stack', () => {
  it('the bus refusing PutEvents while a user registers: the API answers 201; once the bus is back, one activation mail and one audit entry', async () => {
    faults.busDown = true;
    const refusedBefore = faults.counts.putEventsRefused;
    const registered = await register('bus-caido');
    expect(registered.status).toBe(201);
    await waitFor(() => faults.counts.putEventsRefused > refusedBefore, 'the relay to meet the refusing bus');
    expect(await mailsNow(registered.email)).toBe(0);
    faults.busDown = false;

    expect(await settledMails(registered.email, 1)).toBe(1);
    expect((await auditActions(registered.uid)).filter((action) => action === 'account.registered')).toHaveLength(1);
  });

  it('a consumer failing twice: the mailer and the KPI recorder are retried; one mail and one KPI count in the end', async () => {
    faults.failNext = { 'events/mailer': 2, 'events/kpi-recorder': 2 };
    const registered = await register('consumidor-falla');
    expect(registered.status).toBe(201);
    expect(await settledMails(registered.email, 1)).toBe(1);
    expect(faults.failNext['events/mailer']).toBe(0);

    // A payment's event, written to the outbox as the billing job writes it: the receipt and the count fail twice each.
    const { paidSubscriptionsKpi } = await import('../billing/billing.service');
    const { publish } = await import('../lib/events');
    const before = (await paidSubscriptionsKpi()).totals;
    faults.failNext = { 'events/mailer': 2, 'events/kpi-recorder': 2 };
    await publish('PaymentRecorded', { uid: registered.uid, paymentId: `falla-${Date.now()}`, plan: 'anual', amountClp: 49_990, status: 'paid', at: new Date().toISOString() });
    expect(await settledMails(registered.email, 2)).toBe(2);
    expect(faults.failNext).toEqual({ 'events/mailer': 0, 'events/kpi-recorder': 0 });
    const after = (await paidSubscriptionsKpi()).totals;
    expect({ count: after.count - before.count, revenue: after.revenue - before.revenue }).toEqual({ count: 1, revenue: 49_990 });
  });

  it('a crash right after the write (the stream reader down when the outbox item is written): after the restart, exactly one mail', async () => {
    faults.streamsStopped = true;
    const registered = await register('caida');
    expect(registered.status).toBe(201);
    await sleep(500);
    expect(await mailsNow(registered.email)).toBe(0);

    // The whole stack goes down and comes back on the same data: the reader resumes from its checkpoint.
    await stack.stop();
    faults.streamsStopped = false;
    stack = await start();
    expect(await settledMails(registered.email, 1)).toBe(1);
    expect((await auditActions(registered.uid)).filter((action) => action === 'account.registered')).toHaveLength(1);
  });
});
