import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiOf, demoAccounts, linkIn, mailsTo, signIn, startTestStack, type ApiAnswer } from '../../infra/local/testing/local-stack';
import { weekOfInChile } from '../../shared/age';
import type { BenefitClaimsAnswer, BenefitsWeeklyKpi } from '../../shared/claims';
import { claimKeys } from '../../shared/data/keys';
import { checkDigit } from '../../shared/rut';

/**
 * "Followed until the money arrives" on the real emulators: an account from a check, "Ya postulé" on a
 * member's benefit with "avísame", the reminders job on the decision's due day mailing "¿Te lo aprobaron?"
 * once (never to whoever unsubscribed), the answer with the money received, the admins' weekly funnel,
 * and the account's erasure leaving no claim behind.
 */
jest.setTimeout(180_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

type Answer = ApiAnswer;

const api = (method: string, pathname: string, token?: string, body?: unknown): Promise<Answer> => apiOf(stack)(method, pathname, token, body);

let rutBody = 18_300_000 + (Date.now() % 100_000);
const register = async (email: string, firstName: string): Promise<{ uid: string; token: string }> => {
  rutBody += 1;
  const rut = `${String(rutBody)}-${checkDigit(String(rutBody))}`;
  const registered = await api('POST', '/api/register', undefined, { firstName, lastName: 'Prueba', rut, birthDate: '1954-03-10', email, password: 'secreta1', acceptTerms: true });
  expect(registered.status).toBe(201);
  return { uid: String(registered.body.uid), token: await signIn(stack, email, 'secreta1') };
};

const runJob = async (day: string) => {
  const { handler } = await import('../jobs/benefit-reminders');
  await handler({ day });
  await stack.settle();
};

/** The "¿Te lo aprobaron?" mails to an address, once it holds `count` mails in all (the welcome mail is one). */
const followUps = async (email: string, count = 0) => (await mailsTo(stack, email, count)).filter((mail) => mail.subject.startsWith('¿Te aprobaron'));

const week = weekOfInChile(new Date());
const thisWeek = async (admin: string) => {
  const kpi = (await api('GET', '/api/kpi/benefits-weekly', admin)).body as unknown as BenefitsWeeklyKpi;
  return kpi.weeks.find((entry) => entry.week === week);
};

const household = {
  inRsh: true,
  rshTramo: 3,
  isWoman: false,
  members: [{ id: 'maria', relation: 'pareja', name: 'María', age: 70, ageOn: '2026-12-07', isWoman: true }],
};

describe('claims, end to end on the local stack', () => {
  it('counts a check and an account from it, follows a claim until the money arrives, and erases it with the account', async () => {
    const admin = await signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password);
    const before = await thisWeek(admin);

    // The anonymous check: counted, nothing else sent.
    expect((await api('POST', '/api/kpi/benefit-checks', undefined, { stage: 'started' })).status).toBe(202);
    expect((await api('POST', '/api/kpi/benefit-checks', undefined, { stage: 'finished' })).status).toBe(202);
    expect((await api('POST', '/api/kpi/benefit-checks', undefined, { stage: 'household', answers: {} })).status).toBe(400);

    // The account saves the check's answers: counted once, however often it is sent.
    const email = `seguimiento-${Date.now()}@beneficios.local`;
    const hector = await register(email, 'Héctor');
    expect((await api('PATCH', '/api/me', hector.token, { household, fromCheck: true })).status).toBe(200);
    expect((await api('PATCH', '/api/me', hector.token, { household, fromCheck: true })).status).toBe(200);

    // "Ya postulé" on María's PGU, with "avísame": reminders on.
    const marked = await api('PUT', '/api/me/claims/pgu:maria', hector.token, { status: 'applied', appliedOn: '2026-11-02', remind: true });
    expect(marked).toMatchObject({ status: 200, body: { key: 'pgu:maria', status: 'applied', decisionDueOn: '2026-12-02' } });
    expect((await api('GET', '/api/me', hector.token)).body.benefitReminders).toBe(true);
    // Someone who is not in the household, and a day to come: the field's message, nothing saved.
    const stranger = await api('PUT', '/api/me/claims/pgu:juan', hector.token, { status: 'applied', appliedOn: '2026-11-02' });
    expect([stranger.status, stranger.body.error?.fields]).toEqual([400, { key: 'Esa persona no está en tu hogar. Revisa quiénes viven contigo.' }]);
    const late = await api('PUT', '/api/me/claims/pgu', hector.token, { status: 'approved', appliedOn: '2026-11-02' });
    expect([late.status, late.body.error?.fields]).toEqual([400, { decidedOn: 'Indica la fecha en que te respondieron.' }]);

    // The reminders job on the day the decision is due: one "¿Te lo aprobaron?"; the same day again, nothing more.
    await runJob('2026-12-02');
    await runJob('2026-12-02');
    const [mail, ...more] = await followUps(email, 2);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('¿Te aprobaron Pensión Garantizada Universal (PGU) de María?');
    expect(mail?.body.text).toContain('El 02-11-2026 nos contaste que postulaste');
    expect(linkIn(mail, '/dashboard').hash).toBe('#seguimiento');

    // Approved, with what she received: the money recovered so far.
    const approved = await api('PUT', '/api/me/claims/pgu:maria', hector.token, { status: 'approved', appliedOn: '2026-11-02', decidedOn: '2026-12-03', amountReceived: 231_732 });
    expect(approved.status).toBe(200);
    const claims = (await api('GET', '/api/me/claims', hector.token)).body as unknown as BenefitClaimsAnswer;
    expect([claims.recovered, claims.claims.map((claim) => [claim.key, claim.status])]).toEqual([231_732, [['pgu:maria', 'approved']]]);
    // Decided: no more follow-ups, even on the next one's day.
    await runJob('2026-12-16');
    expect(await followUps(email)).toHaveLength(1);

    // The admins' funnel this week.
    await stack.settle();
    const after = await thisWeek(admin);
    const moved = (counter: keyof NonNullable<typeof after>) => Number(after?.[counter] ?? 0) - Number(before?.[counter] ?? 0);
    expect([moved('checksStarted'), moved('checksFinished'), moved('accountsFromCheck'), moved('claimsMarked'), moved('claimsApproved'), moved('moneyRecovered')]).toEqual([1, 1, 1, 1, 1, 231_732]);

    // Erased by an admin: no claim left under the account.
    expect((await api('DELETE', `/api/admin/users/${hector.uid}`, admin)).status).toBe(204);
    await stack.settle();
    const { dynamo } = await import('../lib/clients/dynamo');
    const left = await dynamo.send(new QueryCommand({ TableName: stack.env.TABLE_CLAIMS, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': claimKeys.user(hector.uid) }, ConsistentRead: true }));
    expect(left.Items ?? []).toEqual([]);
  });

  it('never asks "¿Te lo aprobaron?" of someone who unsubscribed, and asks at most three times', async () => {
    const email = `sin-avisos-${Date.now()}@beneficios.local`;
    const rosa = await register(email, 'Rosa');
    expect((await api('PATCH', '/api/me', rosa.token, { household: { ...household, members: [] } })).status).toBe(200);
    expect((await api('PUT', '/api/me/claims/pgu', rosa.token, { status: 'applied', appliedOn: '2026-10-01', remind: true })).status).toBe(200);
    // The first follow-up, then one click on its unsubscribe link.
    await runJob('2026-10-31');
    const [mail] = await followUps(email, 2);
    const token = new URLSearchParams(linkIn(mail, '/reminders/unsubscribe').hash.slice(1)).get('token') ?? '';
    expect((await fetch(`${stack.urls.app}/api/reminders/unsubscribe/${token}`, { method: 'POST' })).status).toBe(200);
    await runJob('2026-11-14');
    await runJob('2026-11-28');
    expect(await followUps(email)).toHaveLength(1);
    // Every follow-up day passed: the claim left the index after the third.
    const { dynamo } = await import('../lib/clients/dynamo');
    const due = await dynamo.send(
      new QueryCommand({ TableName: stack.env.TABLE_CLAIMS, IndexName: 'byFollowUp', KeyConditionExpression: 'followUpPk = :due', ExpressionAttributeValues: { ':due': claimKeys.followUp } }),
    );
    expect((due.Items ?? []).filter((item) => String(item.pk) === claimKeys.user(rosa.uid))).toEqual([]);
  });
});
