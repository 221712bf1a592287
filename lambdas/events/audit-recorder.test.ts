import { DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const deliver = async (type: string, detail: unknown) => {
  const { handler } = await import('./audit-recorder');
  await handler(busEvent(type, detail, 'evt-1'));
};
const entries = () => dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
});

describe('the audit recorder, for the admin area', () => {
  it('records a deletion', async () => {
    await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', email: 'carla@example.cl', rut: '12345678-5', name: 'Carla Rojas', at: '2026-11-21T12:00:00.000Z' });
    expect(entries().map((entry) => [entry?.action, entry?.changes] as unknown[])).toEqual([['admin.user-deleted', {}]]);
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.TableName).toBe(testEnv.TABLE_AUDIT);
  });

  it('keeps no e-mail, RUT or name in the entry of a deletion, even from an event that still carries them', async () => {
    await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', email: 'carla@example.cl', rut: '12345678-5', name: 'Carla Rojas', at: '2026-11-21T12:00:00.000Z' });
    expect(JSON.stringify(entries())).not.toMatch(/carla|12345678|Rojas/i);
    expect(entries()[0]).toMatchObject({ action: 'admin.user-deleted', actor: 'admin-1', subject: 'user-1' });
  });

  describe('on a deletion, the earlier entries about the person (the right to erasure)', () => {
    const at = '2026-11-21T12:00:00.000Z';
    const older = [
      { pk: 'SUBJECT#user-1', sk: '2026-01-01#e1#admin.user-edited', action: 'admin.user-edited', changes: { firstName: { from: 'Carla', to: 'Carolina' }, rut: { from: '12345678-5', to: '11111111-1' }, userType: { from: 'client', to: 'admin' } } },
      { pk: 'SUBJECT#user-1', sk: '2026-01-02#e2', action: 'admin.user-disabled', changes: { enabled: { from: true, to: false } } },
    ];
    const further = [{ pk: 'SUBJECT#user-1', sk: '2026-01-03#e3', action: 'admin.granted', changes: { email: 'carla@example.cl', lastName: { from: 'Rojas', to: 'Soto' } } }];
    const scrubbed = () => dynamo.commandCalls(UpdateCommand).map((call): unknown[] => [call.args[0].input.Key?.sk, call.args[0].input.ExpressionAttributeValues?.[':changes']]);

    it('lose e-mail, RUT and names, page by page; what was done, by whom and when stays', async () => {
      dynamo.on(QueryCommand, { ExclusiveStartKey: undefined }).resolves({ Items: older, LastEvaluatedKey: { pk: 'SUBJECT#user-1', sk: older[1]?.sk } });
      dynamo.on(QueryCommand, { ExclusiveStartKey: { pk: 'SUBJECT#user-1', sk: older[1]?.sk } }).resolves({ Items: further });
      await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at });
      expect(dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.ExpressionAttributeValues)).toEqual([{ ':pk': 'SUBJECT#user-1' }, { ':pk': 'SUBJECT#user-1' }]);
      expect(scrubbed()).toEqual([
        ['2026-01-01#e1#admin.user-edited', { userType: { from: 'client', to: 'admin' } }],
        ['2026-01-03#e3', {}],
      ]);
      expect(JSON.stringify(scrubbed())).not.toMatch(/carla|carolina|12345678|11111111|rojas|soto/i);
    });

    it('is idempotent: entries already scrubbed are left alone when the event comes again', async () => {
      dynamo.on(QueryCommand).resolves({ Items: [{ ...older[0], changes: { userType: { from: 'client', to: 'admin' } } }, ...older.slice(1)] });
      await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at });
      expect(scrubbed()).toEqual([]);
    });

    it('lose a company contact’s fields too (razón social, phone), as the company’s edits recorded them', async () => {
      const edit = { pk: 'SUBJECT#company-1', sk: '2026-01-04#e4', action: 'admin.user-edited', changes: { 'company.contactPhone': { from: '+56 9 1111 2222', to: '+56 9 3333 4444' }, 'company.legalName': { from: 'Los Aromos SpA', to: 'Los Aromos Ltda' } } };
      dynamo.on(QueryCommand).resolves({ Items: [edit] });
      await deliver('AdminUserDeleted', { uid: 'company-1', actor: 'admin-1', at });
      expect(scrubbed()).toEqual([['2026-01-04#e4', {}]]);
    });
  });

  it('records a subscription change made by the billing job', async () => {
    await deliver('SubscriptionChanged', { uid: 'user-1', before: { plan: 'anual', status: 'past_due' }, after: { plan: 'anual', status: 'cancelled' }, at: '2026-12-06T12:00:00.000Z' });
    expect(entries()[0]).toMatchObject({ action: 'subscription.changed', actor: 'billing', subject: 'user-1', changes: { subscription: { from: { plan: 'anual', status: 'past_due' }, to: { plan: 'anual', status: 'cancelled' } } } });
  });
});

describe('the audit recorder, for the support desk', () => {
  const at = '2026-11-21T12:00:00.000Z';
  it("records an admin's reply and a user's reply with who wrote in which ticket, never the text", async () => {
    await deliver('SupportTicketReplied', { uid: 'user-1', ticketId: 'K7M2Q9XA', ticketAt: at, messageId: 'm2', author: 'equipo', actor: 'admin-1', status: 'en-proceso', at });
    await deliver('SupportTicketReplied', { uid: 'user-1', ticketId: 'K7M2Q9XA', ticketAt: at, messageId: 'm3', author: 'usuario', actor: 'user-1', status: 'en-proceso', at });
    expect(entries()).toEqual([
      expect.objectContaining({ pk: 'SUBJECT#user-1', action: 'support.admin-replied', actor: 'admin-1', subject: 'user-1', at, changes: { ticketId: 'K7M2Q9XA', messageId: 'm2', status: 'en-proceso' } }),
      expect.objectContaining({ action: 'support.user-replied', actor: 'user-1', changes: { ticketId: 'K7M2Q9XA', messageId: 'm3', status: 'en-proceso' } }),
    ]);
  });

  it('records a status change with the admin, the item and the move', async () => {
    await deliver('SupportStatusChanged', { uid: 'user-1', itemId: 'R3Q8W2NZ', kind: 'insurance', from: 'abierto', to: 'en-proceso', actor: 'admin-1', at });
    expect(entries()).toEqual([
      { pk: 'SUBJECT#user-1', sk: `${at}#evt-1`, id: 'evt-1', action: 'support.status-changed', actor: 'admin-1', subject: 'user-1', at, changes: { requestId: 'R3Q8W2NZ', status: { from: 'abierto', to: 'en-proceso' } } },
    ]);
  });
});
