import { linkIn, mailsTo, signIn, startTestStack } from '../../infra/local/testing/local-stack';
import { messages } from '../../shared/messages';
import { JOB_ALERT_SHARDS } from '../../shared/job-alerts';
import { checkDigit } from '../../shared/rut';

/**
 * Benefit reminders on the real emulators: opt in through PATCH /api/me, run the daily job through
 * its handler and its queue's worker (the local stack's SQS) on a day the Bono Invierno's payment nears, one mail in the SES emulator; a second run
 * sends nothing more; the mail's one-click link turns the reminders off, and the change is audited.
 */
jest.setTimeout(120_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const api = async (method: string, pathname: string, token?: string, body?: unknown) => {
  const response = await fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> & { error?: { code: string; message: string } } };
};

const runJob = async (day: string) => {
  const { handler } = await import('../jobs/benefit-reminders');
  const result = await handler({ day });
  await stack.settle();
  return result;
};

const reminders = async (email: string) => (await mailsTo(stack, email, 2)).filter((mail) => mail.subject.includes('Bono Invierno'));
/** The reminder mails the SES emulator holds now, the job's queue, the outbox and the bus settled. */
const remindersNow = async (email: string) => (await mailsTo(stack, email, 0)).filter((mail) => mail.subject.includes('Bono Invierno'));

describe('benefit reminders, end to end on the local stack', () => {
  it('mails an opted-in pensioner once about the Bono Invierno, and the mail’s link turns reminders off', async () => {
    const email = `recordatorio-${Date.now()}@beneficios.local`;
    const body = String(20_000_000 + (Date.now() % 1_000_000));
    const registered = await api('POST', '/api/register', undefined, { firstName: 'Rosa', lastName: 'Prueba', rut: `${body}-${checkDigit(body)}`, birthDate: '1956-01-10', email, password: 'secreta1', acceptTerms: true });
    expect(registered.status).toBe(201);
    const uid = String(registered.body.uid);
    const token = await signIn(stack, email, 'secreta1');

    // Off by default: a run finds nobody to remind.
    expect((await api('GET', '/api/me', token)).body.benefitReminders).toBeUndefined();
    await runJob('2026-04-28');
    expect(await remindersNow(email)).toEqual([]);

    expect((await api('PATCH', '/api/me', token, { benefitReminders: true, household: { isPensioner: true, pensionAmount: 200_000 } })).status).toBe(200);
    // The day's walks go through the job's queue: a page of opted-in users, then one message for the reminder due.
    expect(await runJob('2026-04-28')).toEqual({ walks: 9 + JOB_ALERT_SHARDS });
    const [mail, ...more] = await reminders(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Se acerca el pago: Bono Invierno');

    // The same day again, and the next: still one mail.
    await runJob('2026-04-28');
    await runJob('2026-04-29');
    expect(await reminders(email)).toHaveLength(1);

    // One click: what a mail client posts (RFC 8058) to the link's API address.
    const page = linkIn(mail, '/reminders/unsubscribe');
    const unsubscribeToken = new URLSearchParams(page.hash.slice(1)).get('token') ?? '';
    // A changed signature: its first character, as the last one carries only 4 of its 6 bits (swapping it for an
    // 'A' left the decoded signature as it was for 1 token in 16, and the "tampered" link then worked).
    const [payload = '', signed = ''] = unsubscribeToken.split('.');
    const tamperedToken = `${payload}.${signed.startsWith('A') ? 'B' : 'A'}${signed.slice(1)}`;
    const tampered = await fetch(`${stack.urls.app}/api/reminders/unsubscribe/${tamperedToken}`, { method: 'POST' });
    expect(tampered.status).toBe(400);
    // The query string carries no token any more: it stays out of the access logs.
    expect((await fetch(`${stack.urls.app}/api/reminders/unsubscribe?token=${unsubscribeToken}`, { method: 'POST' })).status).toBe(400);
    expect((await api('GET', '/api/me', token)).body.benefitReminders).toBe(true);
    const clicked = await fetch(`${stack.urls.app}/api/reminders/unsubscribe/${unsubscribeToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ message: messages['reminders/unsubscribed'] });
    expect((await api('GET', '/api/me', token)).body.benefitReminders).toBe(false);
    await runJob('2026-04-30');
    expect(await remindersNow(email)).toHaveLength(1);

    const { listAuditFor } = await import('../audit/audit.repository');
    await stack.settle();
    const actions = (await listAuditFor(uid)).map((entry) => [entry.action, (entry.changes as { via?: string } | undefined)?.via]);
    expect(actions).toEqual(expect.arrayContaining([['reminders.enabled', 'profile'], ['reminders.disabled', 'unsubscribe-link']]));
  });
});
