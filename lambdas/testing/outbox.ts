import { AdminCreateUserCommand, AdminDeleteUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient, PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, EventBridgeEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv } from './events';

/**
 * The fault-injection cases of the outbox, for lambdas/events/outbox-faults.test.ts and the
 * bench's `faults_survived`: the AWS clients are mocked over an in-memory copy of the tables (items
 * by table and key, `attribute_not_exists` conditions, all-or-nothing transactions), the outbox's
 * stream is the list of outbox items written, and the bus hands each entry to the real consumers.
 */
type Item = Record<string, unknown>;
const keyOf = (table: string, item: Item): string => (table === testEnv.TABLE_USERS ? String(item.uid) : table === testEnv.TABLE_OUTBOX ? String(item.id) : `${String(item.pk)}|${String(item.sk)}`);

const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

export const outboxRecord = (id: string, detailType: string, detail: object, sequence: string, eventName: DynamoDBRecord['eventName'] = 'INSERT'): DynamoDBRecord => ({
  eventID: `e-${sequence}`,
  eventName,
  dynamodb: {
    SequenceNumber: sequence,
    Keys: { id: { S: id } },
    ...(eventName === 'REMOVE' ? {} : { NewImage: { id: { S: id }, detailType: { S: detailType }, detail: { S: typeof detail === 'string' ? detail : JSON.stringify(detail) } } }),
  },
});

export const useFakeWorld = () => {
  const tables = new Map<string, Map<string, Item>>();
  const table = (name: string) => tables.get(name) ?? tables.set(name, new Map()).get(name) ?? new Map<string, Item>();
  const outbox: Item[] = [];
  const kpiCounts: string[] = [];
  /** What the bus and SES accepted, and the faults to inject into their next calls. */
  const bus: PutEventsRequestEntry[] = [];
  let mails = 0;
  const faults = { busDown: 0, busRefusesSecond: 0, sesDown: 0 };
  const dynamo = mockClient(DynamoDBDocumentClient);
  const cognito = mockClient(CognitoIdentityProviderClient);
  const eventBridge = mockClient(EventBridgeClient);
  const ses = mockClient(SESv2Client);
  const put = (name: string, item: Item, condition?: string) => {
    if (condition?.startsWith('attribute_not_exists') && table(name).has(keyOf(name, item))) throw conditionFailed();
  };
  const commit = (name: string, item: Item) => {
    table(name).set(keyOf(name, item), item);
    if (name === testEnv.TABLE_OUTBOX) outbox.push(item);
  };

  const reset = () => {
    tables.clear();
    outbox.length = 0;
    kpiCounts.length = 0;
    bus.length = 0;
    mails = 0;
    Object.assign(faults, { busDown: 0, busRefusesSecond: 0, sesDown: 0 });
    for (const client of [dynamo, cognito, eventBridge, ses]) client.reset();
    dynamo.on(GetCommand).callsFake((input: { TableName: string; Key: Item }) => ({ Item: table(input.TableName).get(keyOf(input.TableName, input.Key)) }));
    dynamo.on(PutCommand).callsFake((input: { TableName: string; Item: Item; ConditionExpression?: string }) => {
      put(input.TableName, input.Item, input.ConditionExpression);
      commit(input.TableName, input.Item);
      return {};
    });
    dynamo.on(DeleteCommand).callsFake((input: { TableName: string; Key: Item }) => {
      table(input.TableName).delete(keyOf(input.TableName, input.Key));
      return {};
    });
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Put?: { TableName: string; Item: Item; ConditionExpression?: string }; Update?: { Key: Item } }[] }) => {
      for (const item of input.TransactItems) if (item.Put) put(item.Put.TableName, item.Put.Item, item.Put.ConditionExpression);
      for (const item of input.TransactItems) {
        if (item.Put) commit(item.Put.TableName, item.Put.Item);
        if (item.Update && String(item.Update.Key.sk).startsWith('PAYMENTS#')) kpiCounts.push(String(item.Update.Key.sk));
      }
      return {};
    });
    cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'uid-fault' }] } });
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminDeleteUserCommand).resolves({});
    eventBridge.on(PutEventsCommand).callsFake((input: { Entries: PutEventsRequestEntry[] }) => {
      if (faults.busDown > 0 && faults.busDown--) throw new Error('ServiceUnavailable');
      const refuse = faults.busRefusesSecond > 0 && input.Entries.length > 1 && faults.busRefusesSecond-- > 0;
      const results = input.Entries.map((entry, index) => {
        if (refuse && index === 1) return { ErrorCode: 'InternalFailure' };
        bus.push(entry);
        return { EventId: `bus-${bus.length}` };
      });
      return { FailedEntryCount: refuse ? 1 : 0, Entries: results };
    });
    ses.on(SendEmailCommand).callsFake(() => {
      if (faults.sesDown > 0 && faults.sesDown--) throw new Error('Throttling');
      mails += 1;
      return { MessageId: `m-${mails}` };
    });
  };

  let sequence = 0;
  /** Runs the relay over the outbox items written since `from`, until it reports no failure; answers every entry the bus accepted. */
  const relayFrom = async (from: number, maxAttempts = 5): Promise<PutEventsRequestEntry[]> => {
    const { handler } = await import('../events/outbox-relay');
    const records = outbox.slice(from).map((item) => outboxRecord(String(item.id), String(item.detailType), String(item.detail) as unknown as object, String((sequence += 1))));
    let pending = records;
    for (let attempt = 0; attempt < maxAttempts && pending.length > 0; attempt += 1) {
      const { batchItemFailures } = await handler({ Records: pending });
      const failedAt = batchItemFailures[0] ? pending.findIndex((record) => record.dynamodb?.SequenceNumber === batchItemFailures[0]?.itemIdentifier) : -1;
      pending = failedAt >= 0 ? pending.slice(failedAt) : [];
    }
    return [...bus];
  };

  /** Delivers a bus entry to a consumer as EventBridge does: retried (up to `attempts` times) while it throws. */
  const deliver = async (consumer: 'mailer' | 'audit-recorder' | 'kpi-recorder', entry: PutEventsRequestEntry, attempts = 3): Promise<void> => {
    const { handler } = (await import(`../events/${consumer}`)) as { handler: (event: EventBridgeEvent<string, unknown>) => Promise<void> };
    const event: EventBridgeEvent<string, unknown> = { version: '0', id: `bus-${Math.random()}`, 'detail-type': String(entry.DetailType), source: String(entry.Source), account: '1', time: '', region: 'us-east-1', resources: [], detail: JSON.parse(String(entry.Detail)) };
    for (let attempt = 1; ; attempt += 1) {
      try {
        await handler(event);
        return;
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
    }
  };

  return {
    reset,
    relayFrom,
    deliver,
    outbox,
    faults,
    dynamo,
    /** Calls the bus received, accepted or not. */
    busCalls: () => eventBridge.commandCalls(PutEventsCommand).length,
    /** Mails SES accepted. */
    mailsSent: () => mails,
    auditEntries: () => [...table(testEnv.TABLE_AUDIT).values()],
    kpiCounts: () => [...kpiCounts],
  };
};
