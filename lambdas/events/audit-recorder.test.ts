import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const deliver = async (type: string, detail: unknown) => {
  const { handler } = await import('./audit-recorder');
  await handler(busEvent(type, detail, 'evt-1'));
};
/** The entries written: a removal's on its own, any other with the check of its subject's document. */
const entries = () => [
  ...dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item),
  ...dynamo.commandCalls(TransactWriteCommand).flatMap((call) => (call.args[0].input.TransactItems ?? []).flatMap((item) => (item.Put ? [item.Put.Item] : []))),
];

beforeEach(() => {
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(BatchWriteCommand).resolves({});
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

  describe('on a deletion, the trail of the person (the right to erasure)', () => {
    const at = '2026-11-21T12:00:00.000Z';
    const trail = [
      { pk: 'SUBJECT#user-1', sk: '2026-01-01#e1#admin.user-edited', action: 'admin.user-edited' },
      { pk: 'SUBJECT#user-1', sk: '2026-01-02#e2', action: 'admin.user-disabled' },
    ];
    const submitted = { pk: 'SUBJECT#user-1', sk: '2026-01-03#e3', action: 'application.submitted' };
    const deletion = { pk: 'SUBJECT#user-1', sk: `${at}#evt-1`, action: 'admin.user-deleted' };
    const reads = [{ pk: 'READS#user-1', sk: '2026-01-04#r1', action: 'admin.user-viewed' }];
    const deleted = () => dynamo.commandCalls(BatchWriteCommand).flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat().map((request) => request.DeleteRequest?.Key));

    it('goes, every page of it and the record of who read their records, all but who deleted whom and when', async () => {
      dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SUBJECT#user-1' }, ExclusiveStartKey: undefined }).resolves({ Items: trail, LastEvaluatedKey: { pk: 'SUBJECT#user-1', sk: trail[1]?.sk } });
      dynamo.on(QueryCommand, { ExclusiveStartKey: { pk: 'SUBJECT#user-1', sk: trail[1]?.sk } }).resolves({ Items: [submitted, deletion] });
      dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'READS#user-1' } }).resolves({ Items: reads });
      await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at });
      expect(entries()).toEqual([expect.objectContaining({ pk: 'SUBJECT#user-1', action: 'admin.user-deleted', actor: 'admin-1', subject: 'user-1', changes: {} })]);
      expect(deleted()).toEqual([...trail, submitted, ...reads].map(({ pk, sk }) => ({ pk, sk })));
      expect(dynamo.commandCalls(BatchWriteCommand)[0]?.args[0].input.RequestItems).toHaveProperty([testEnv.TABLE_AUDIT]);
    });

    it('is idempotent: nothing more goes when the event comes again', async () => {
      dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SUBJECT#user-1' } }).resolves({ Items: [deletion] });
      await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at });
      expect(deleted()).toEqual([]);
    });
  });

  it('records nothing about an account whose document is gone: the events its erasure sets off leave no entry', async () => {
    const refused = Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] });
    dynamo.on(TransactWriteCommand).rejects(refused);
    await deliver('ApplicationWithdrawn', { offerId: 'offer-1', studentUid: 'user-1', companyUid: 'company-1', reason: 'account-erased', at: '2026-11-21T12:00:00.000Z' });
    const [write] = dynamo.commandCalls(TransactWriteCommand);
    expect(write?.args[0].input.TransactItems?.[0]?.ConditionCheck).toEqual({ TableName: testEnv.TABLE_USERS, Key: { uid: 'user-1' }, ConditionExpression: 'attribute_exists(uid)' });
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
