import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { JOB_ALERTS_MAX } from '../../shared/job-alerts';
import { testEnv, useTestEnv } from '../testing/events';

/** A student's saved searches: saved once each, at most five, paused and resumed; a mail's link pauses them. */
useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const stored = (fields: Record<string, unknown> = {}) => ({ uid: 'ana', alerts: [{ alertId: 'A-1', area: 'salud', savedAt: '2026-11-01T00:00:00.000Z' }], paused: false, updatedAt: '2026-11-01T00:00:00.000Z', ...fields });
const written = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Item: { key: Buffer.alloc(32, 9).toString('base64') } });
});

describe('saving the searches', () => {
  it('a first search creates the student’s item and marks the person a student in the same transaction', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS }).resolves({});
    const { saveJobAlerts } = await import('./job-alerts.service');
    const list = await saveJobAlerts('ana', { alerts: [{ area: 'comunicaciones', region: 'Valparaíso' }], paused: false }, { student: false });
    expect(list).toEqual({ alerts: [expect.objectContaining({ area: 'comunicaciones', region: 'Valparaíso', alertId: expect.any(String) as unknown, savedAt: expect.any(String) as unknown })], paused: false });
    const [items = []] = written();
    expect(items[0]?.Put).toMatchObject({ TableName: testEnv.TABLE_INTERNSHIPS, Item: { pk: expect.stringMatching(/^JOB-ALERTS#\d$/) as unknown, sk: 'STUDENT#ana', uid: 'ana' }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(items.some((item) => item.Update?.TableName === testEnv.TABLE_USERS && item.Update.UpdateExpression?.includes('studentSince'))).toBe(true);
  });

  it('a search already saved keeps its id and when it was saved; a repeated one counts once; the same list again writes nothing', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS }).resolves({ Item: stored() });
    const { saveJobAlerts } = await import('./job-alerts.service');
    expect(await saveJobAlerts('ana', { alerts: [{ area: 'salud' }], paused: false }, { student: true })).toEqual({ alerts: stored().alerts, paused: false });
    expect(written()).toEqual([]);
    const list = await saveJobAlerts('ana', { alerts: [{ area: 'salud' }, { area: 'derecho' }, { area: 'derecho' }], paused: false }, { student: true });
    expect(list.alerts).toEqual([stored().alerts[0], expect.objectContaining({ area: 'derecho' })]);
    expect(written()[0]?.[0]?.Put?.ExpressionAttributeValues).toEqual({ ':read': '2026-11-01T00:00:00.000Z' });
  });

  it('pauses and resumes the mails, keeping the searches; a concurrent change is read again and written over', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS }).resolvesOnce({ Item: stored() }).resolves({ Item: stored({ updatedAt: '2026-11-02T00:00:00.000Z' }) });
    dynamo.on(TransactWriteCommand).rejectsOnce(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] })).resolves({});
    const { saveJobAlerts } = await import('./job-alerts.service');
    expect(await saveJobAlerts('ana', { alerts: [{ area: 'salud' }], paused: true }, { student: true })).toEqual({ alerts: stored().alerts, paused: true });
    expect(written().map((items) => items[0]?.Put?.ExpressionAttributeValues)).toEqual([{ ':read': '2026-11-01T00:00:00.000Z' }, { ':read': '2026-11-02T00:00:00.000Z' }]);
  });

  it('refuses a sixth search in Spanish before anything is read', async () => {
    const { jobAlertsBodySchema } = await import('../../shared/contracts/students/put-job-alerts');
    const six = Array.from({ length: JOB_ALERTS_MAX + 1 }, (_, index) => ({ region: ['Maule', 'Ñuble', 'Biobío', 'Los Ríos', 'Los Lagos', 'Atacama'][index] }));
    const parsed = jobAlertsBodySchema.safeParse({ alerts: six, paused: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Puedes guardar hasta 5 búsquedas. Borra una para guardar otra.');
    expect(jobAlertsBodySchema.safeParse({ alerts: [{ area: 'astrologia' }], paused: false }).error?.issues[0]?.message).toBe('Elige un área de la lista.');
  });
});

describe('the one-click unsubscribe', () => {
  it('pauses the mails of the token’s student, keeping the searches; again changes nothing', async () => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS }).resolves({ Item: stored() });
    const { jobAlertsUnsubscribeToken, unsubscribeJobAlerts } = await import('./job-alerts.service');
    await unsubscribeJobAlerts(await jobAlertsUnsubscribeToken('ana'));
    expect(written()[0]?.[0]?.Put?.Item).toMatchObject({ uid: 'ana', paused: true, alerts: stored().alerts });
    // A mail client posting twice: already paused, nothing more is written.
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS }).resolves({ Item: stored({ paused: true }) });
    await unsubscribeJobAlerts(await jobAlertsUnsubscribeToken('ana'));
    expect(written()).toHaveLength(1);
  });

  it.each([['a changed token', 'x'], ['not a token', 'abc'], ['a reminders link (another key)', 'reminders']])('refuses %s in Spanish, changing nothing', async (_case, kind) => {
    const { jobAlertsUnsubscribeToken, unsubscribeJobAlerts } = await import('./job-alerts.service');
    const { unsubscribeTokenFor } = await import('../reminders/reminders.service');
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH, Key: { pk: 'SIGNING-KEY#reminders-unsubscribe', sk: 'KEY' } }).resolves({ Item: { key: Buffer.alloc(32, 1).toString('base64') } });
    const token = kind === 'x' ? `${await jobAlertsUnsubscribeToken('ana')}x` : kind === 'reminders' ? await unsubscribeTokenFor('ana') : kind;
    await expect(unsubscribeJobAlerts(token)).rejects.toMatchObject({ status: 400, message: 'El enlace para dejar de recibir alertas de prácticas no es válido.' });
    expect(written()).toEqual([]);
  });
});
