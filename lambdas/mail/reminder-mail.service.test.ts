import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
// 28 April 2026: the Bono Invierno (paid in May, with the pension) of a pensioner aged 70.
const now = new Date('2026-04-28T15:00:00Z');
const occasionId = 'bono-invierno#payment#2026-05-01';
const pensioner = testUser({ birthDate: '1956-01-10', benefitReminders: true, socialHomeRegister: false, household: { isPensioner: true, pensionAmount: 200_000 } });

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: pensioner });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Item: { key: Buffer.alloc(32, 1).toString('base64') } });
  dynamo.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});
afterEach(() => {
  jest.useRealTimers();
});

const send = async () => {
  const { sendBenefitReminder } = await import('./reminder-mail.service');
  return sendBenefitReminder({ uid: pensioner.uid, occasionId, day: '2026-04-28', at: now.toISOString() });
};

describe('the benefit reminder mail', () => {
  it('goes to the user in Spanish with one-click unsubscribe headers and a link to the confirmation page', async () => {
    expect(await send()).toBe('sent');
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Destination?.ToAddresses).toEqual([pensioner.email]);
    expect(input?.Content?.Simple?.Subject?.Data).toBe('Se acerca el pago: Bono Invierno');
    const headers = new Map((input?.Content?.Simple?.Headers ?? []).map((header) => [header.Name ?? '', header.Value ?? '']));
    // The token in the path, never in a query string (the access logs keep those 90 days).
    expect(headers.get('List-Unsubscribe')).toMatch(new RegExp(`^<${testEnv.SITE_URL}/api/reminders/unsubscribe/[\\w-]+\\.[\\w-]+>$`));
    expect(headers.get('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(input?.Content?.Simple?.Body?.Text?.Data).toMatch(new RegExp(`${testEnv.SITE_URL}/reminders/unsubscribe#token=[\\w-]+\\.[\\w-]+`));
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ pk: `MAIL#${pensioner.uid}`, sk: `benefit-reminder#${pensioner.uid}#${occasionId}` });
  });

  it('is not sent twice for the same benefit and date (already reminded)', async () => {
    dynamo.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'taken', $metadata: {} }));
    expect(await send()).toBe('skipped');
    expect(ses.calls()).toHaveLength(0);
  });

  it('is not sent to a user who opted out since the job ran, or who now receives the benefit', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: { ...pensioner, benefitReminders: false } });
    expect(await send()).toBe('skipped');
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: { ...pensioner, household: { ...pensioner.household, receivedBenefitIds: ['bono-invierno'] } } });
    expect(await send()).toBe('skipped');
    expect(ses.calls()).toHaveLength(0);
  });

  it('gives the claim back when SES fails, so that the retry sends it', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Throttling'));
    dynamo.on(DeleteCommand).resolves({});
    await expect(send()).rejects.toThrow('Throttling');
    expect(dynamo.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({ pk: `MAIL#${pensioner.uid}`, sk: `benefit-reminder#${pensioner.uid}#${occasionId}` });
  });

  it('links to the official page of the version in force on the day it was judged, not an older one', async () => {
    // The Bono Logro Escolar's 2025 version linked to chileatiende.cl; the version in force since 2026 links to its ficha.
    const family = testUser({ benefitReminders: true, socialHomeRegister: true, household: { rshTramo: 1, inSeguridadesOportunidades: true, topStudents: 1 } });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: family });
    const { sendBenefitReminder } = await import('./reminder-mail.service');
    expect(await sendBenefitReminder({ uid: family.uid, occasionId: 'bono-logro-escolar#payment#2026-09-01', day: '2026-08-28', at: now.toISOString() })).toBe('sent');
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Content?.Simple?.Subject?.Data).toBe('Se acerca el pago: Bono Logro Escolar');
    expect(input?.Content?.Simple?.Body?.Text?.Data).toContain('su página oficial: https://www.chileatiende.gob.cl/fichas/20063-bono-logro-escolar');
  });
});

describe('the "¿Te lo aprobaron?" mail of a claim', () => {
  const claim = { pk: `USER#${pensioner.uid}`, sk: 'CLAIM#pgu', uid: pensioner.uid, key: 'pgu', benefitId: 'pgu', personId: 'self', status: 'applied', appliedOn: '2026-03-02', decisionDueOn: '2026-04-01', followUps: 1, followUpOn: '2026-04-15' };
  const sendFollowUp = async () => {
    const { sendClaimFollowUp } = await import('./reminder-mail.service');
    return sendClaimFollowUp({ uid: pensioner.uid, key: 'pgu', dueOn: '2026-04-01', at: now.toISOString() });
  };

  it('asks about the claim with the day it was made, links to the follow-up on the dashboard, and carries the one-click unsubscribe', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_CLAIMS }).resolves({ Item: claim });
    expect(await sendFollowUp()).toBe('sent');
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Content?.Simple?.Subject?.Data).toBe('¿Te aprobaron Pensión Garantizada Universal (PGU)?');
    expect(input?.Content?.Simple?.Body?.Text?.Data).toContain('El 02-03-2026 nos contaste que postulaste a Pensión Garantizada Universal (PGU).');
    expect(input?.Content?.Simple?.Body?.Text?.Data).toContain(`${testEnv.SITE_URL}/dashboard#seguimiento`);
    const headers = new Map((input?.Content?.Simple?.Headers ?? []).map((header) => [header.Name ?? '', header.Value ?? '']));
    expect(headers.get('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ pk: `MAIL#${pensioner.uid}`, sk: `claim-follow-up#${pensioner.uid}#pgu#2026-04-01` });
  });

  it('is not sent to whoever unsubscribed since the job ran, nor for a claim decided or undone meanwhile', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_CLAIMS }).resolves({ Item: claim });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: { ...pensioner, benefitReminders: false } });
    expect(await sendFollowUp()).toBe('skipped');
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: pensioner });
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_CLAIMS }).resolves({ Item: { ...claim, status: 'approved', decidedOn: '2026-04-10' } });
    expect(await sendFollowUp()).toBe('skipped');
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_CLAIMS }).resolves({});
    expect(await sendFollowUp()).toBe('skipped');
    expect(ses.calls()).toHaveLength(0);
  });
});
