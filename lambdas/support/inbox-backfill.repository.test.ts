import { DynamoDBDocumentClient, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { conditionFailed, storedInsurance, storedTicket } from '../testing/support-desk';
import { testEnv, useTestEnv } from '../testing/events';
import { testUser } from '../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const legacy = (item: Record<string, unknown>) => {
  const { inboxPk: _a, inboxStatus: _b, updatedAt: _c, email: _d, name: _e, rut: _f, searchText: _g, ...rest } = item;
  return rest;
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser({ uid: 'user-1', firstName: 'Ana', lastName: 'Soto', email: 'ana@example.cl', rut: '15.234.567-4' }) });
  dynamo.on(UpdateCommand).resolves({});
});

describe('backfillInbox', () => {
  it('puts old tickets and insurance requests into the inbox, page by page, with the requester and their status', async () => {
    const { status: _status, ...oldInsurance } = legacy(storedInsurance());
    dynamo
      .on(ScanCommand)
      .resolvesOnce({ Items: [legacy(storedTicket({ status: 'en-proceso' }))], LastEvaluatedKey: { pk: 'x', sk: 'y' } })
      .resolves({ Items: [oldInsurance] });
    const { backfillInbox } = await import('./inbox-backfill.repository');
    expect(await backfillInbox()).toEqual({ updated: 2 });
    expect(dynamo.commandCalls(ScanCommand)[1]?.args[0].input.ExclusiveStartKey).toEqual({ pk: 'x', sk: 'y' });
    const values = dynamo.commandCalls(UpdateCommand).map((call) => Object.values(call.args[0].input.ExpressionAttributeValues ?? {}) as unknown[]);
    expect(values[0]).toEqual(expect.arrayContaining(['INBOX', 'en-proceso', 'ana@example.cl', 'Ana Soto', '15.234.567-4', storedTicket().createdAt]));
    expect(values[1]).toEqual(expect.arrayContaining(['INBOX', 'abierto', expect.stringContaining('seguros: seguro de cesantia') as unknown]));
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input.ConditionExpression).toBe('attribute_exists(pk) AND attribute_not_exists(#inbox)');
  });

  it('leaves an item that got into the inbox meanwhile as it is', async () => {
    dynamo.on(ScanCommand).resolves({ Items: [legacy(storedTicket())] });
    dynamo.on(UpdateCommand).rejects(conditionFailed());
    const { backfillInbox } = await import('./inbox-backfill.repository');
    expect(await backfillInbox()).toEqual({ updated: 0 });
  });

  it('moves a priority item still in the ordinary partitions into its priority ones, on the status it was read with', async () => {
    dynamo.on(ScanCommand).resolves({ Items: [storedTicket({ priority: true, status: 'en-proceso', inboxStatus: 'en-proceso' })] });
    const { backfillInbox } = await import('./inbox-backfill.repository');
    expect(await backfillInbox()).toEqual({ updated: 1 });
    const scan = dynamo.commandCalls(ScanCommand)[0]?.args[0].input;
    expect(scan?.FilterExpression).toContain('NOT begins_with(#inboxStatus, :prefix)');
    const update = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.ConditionExpression).toBe('attribute_exists(pk) AND #status = :status');
    expect(update?.ExpressionAttributeValues).toEqual({ ':status': 'en-proceso', ':v0': 'PRIORITY#INBOX', ':v1': 'PRIORITY#en-proceso' });
  });

  it('puts an old closed priority item in the status’s priority partition, not the whole inbox’s', async () => {
    dynamo.on(ScanCommand).resolves({ Items: [legacy(storedTicket({ priority: true, status: 'cerrado' }))] });
    const { backfillInbox } = await import('./inbox-backfill.repository');
    expect(await backfillInbox()).toEqual({ updated: 1 });
    const values = Object.values(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input.ExpressionAttributeValues ?? {});
    expect(values).toEqual(expect.arrayContaining(['INBOX', 'PRIORITY#cerrado']));
  });
});
