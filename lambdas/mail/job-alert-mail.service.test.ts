import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const offer = (offerId: string, fields: Record<string, unknown> = {}) => ({
  offerId,
  title: `Práctica ${offerId}`,
  companyName: 'Los Aromos',
  modality: 'hibrida',
  region: 'Valparaíso',
  comuna: 'Viña del Mar',
  stipendClp: 350_000,
  deadline: '2026-12-20',
  status: 'publicada',
  ...fields,
});
const alerts = (fields: Record<string, unknown> = {}) => ({ uid: 'ana', alerts: [{ alertId: 'A-1', area: 'comunicaciones', savedAt: '2026-11-01T00:00:00.000Z' }], paused: false, updatedAt: '2026-11-01T00:00:00.000Z', ...fields });
const due = busEvent('JobAlertDue', { uid: 'ana', day: '2026-11-27', offerIds: ['OF-1', 'OF-2', 'OF-3'], more: 4, at: '2026-11-27T11:00:00.000Z' });
const sent = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser({ uid: 'ana', firstName: 'Ana', email: 'ana@example.cl' }) });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Item: { key: Buffer.alloc(32, 7).toString('base64') } });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS }).callsFake((input: { Key: { pk: string; sk: string } }) => {
    if (input.Key.sk.startsWith('STUDENT#')) return { Item: alerts() };
    const offerId = input.Key.pk.replace('OFFER#', '');
    return { Item: offerId === 'OF-3' ? offer(offerId, { status: 'cerrada' }) : offer(offerId) };
  });
  dynamo.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
});

describe('the mailer, on a job alert', () => {
  it('mails the offers still published, the count of the rest and a one-click unsubscribe (RFC 8058) to the alerts’ own link', async () => {
    const { handler } = await import('../events/mailer');
    await handler(due);
    const [mail] = sent();
    expect(mail?.Destination?.ToAddresses).toEqual(['ana@example.cl']);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('6 prácticas nuevas para ti');
    const text = mail?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toContain('Práctica OF-1');
    expect(text).toContain(`${testEnv.SITE_URL}/internships/OF-2`);
    expect(text).not.toContain('Práctica OF-3');
    expect(text).toContain('hay 4 más en el listado');
    expect(text).toContain('Comunicaciones y marketing');
    const headers: Record<string, string | undefined> = Object.fromEntries((mail?.Content?.Simple?.Headers ?? []).map((header) => [header.Name ?? '', header.Value]));
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(new RegExp(`^<${testEnv.SITE_URL}/api/job-alerts/unsubscribe/[\\w-]+\\.[\\w-]+>$`));
    expect(text).toMatch(new RegExp(`${testEnv.SITE_URL}/alertas/baja#token=[\\w-]+\\.[\\w-]+`));
    // The alerts' own key, not the reminders'.
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toContainEqual({ pk: 'SIGNING-KEY#job-alerts-unsubscribe', sk: 'KEY' });
  });

  it.each([
    ['mails paused since the job ran', { paused: true }],
    ['every search removed since', { alerts: [] }],
  ])('mails nothing: %s', async (_case, fields) => {
    dynamo.on(GetCommand, { TableName: testEnv.TABLE_INTERNSHIPS, Key: { sk: 'STUDENT#ana' } }).resolves({ Item: alerts(fields) });
    const { handler } = await import('../events/mailer');
    await handler(due);
    expect(sent()).toEqual([]);
  });
});
