import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { outboxEvents, testEnv, useTestEnv } from '../testing/events';
import { expireOffers } from './expiry.service';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const offer = (offerId: string, status: string, deadline: string) => ({ pk: `OFFER#${offerId}`, sk: 'OFFER', offerId, companyUid: 'company-1', status, deadline, updatedAt: '2026-11-01T00:00:00.000Z', openPk: 'OPEN' });

beforeEach(() => {
  dynamo.reset();
  dynamo.on(TransactWriteCommand).resolves({});
});

it('reads only the open offers past their deadline, page by page, and makes them vencida with their event', async () => {
  dynamo
    .on(QueryCommand)
    .resolvesOnce({ Items: [{ pk: 'OFFER#a' }, { pk: 'OFFER#b' }], LastEvaluatedKey: { pk: 'OFFER#b' } })
    .resolvesOnce({ Items: [{ pk: 'OFFER#c' }] });
  dynamo.on(GetCommand, { Key: { pk: 'OFFER#a', sk: 'OFFER' } }).resolves({ Item: offer('a', 'publicada', '2026-11-26') });
  // Closed by its company after the index was read: left alone.
  dynamo.on(GetCommand, { Key: { pk: 'OFFER#b', sk: 'OFFER' } }).resolves({ Item: offer('b', 'cerrada', '2026-11-25') });
  dynamo.on(GetCommand, { Key: { pk: 'OFFER#c', sk: 'OFFER' } }).resolves({ Item: offer('c', 'pausada', '2026-10-01') });

  expect(await expireOffers(new Date('2026-11-27T15:00:00Z'))).toEqual({ checked: 3, expired: 2 });

  const queries = dynamo.commandCalls(QueryCommand).map((query) => query.args[0].input);
  expect(queries[0]).toMatchObject({
    TableName: testEnv.TABLE_INTERNSHIPS,
    IndexName: 'byDeadline',
    KeyConditionExpression: 'openPk = :open AND deadline < :day',
    ExpressionAttributeValues: { ':open': 'OPEN', ':day': '2026-11-27' },
  });
  expect(queries[1]?.ExclusiveStartKey).toEqual({ pk: 'OFFER#b' });
  const saved = dynamo.commandCalls(TransactWriteCommand).map((write) => write.args[0].input.TransactItems?.[0]?.Put?.Item);
  expect(saved.map((item) => [item?.offerId as unknown, item?.status as unknown, item?.openPk as unknown])).toEqual([
    ['a', 'vencida', undefined],
    ['c', 'vencida', undefined],
  ]);
  expect(outboxEvents(dynamo).map((event) => event.detail)).toEqual([
    expect.objectContaining({ offerId: 'a', from: 'publicada', to: 'vencida', reason: 'deadline', actor: 'sistema' }),
    expect.objectContaining({ offerId: 'c', from: 'pausada', to: 'vencida', reason: 'deadline', actor: 'sistema' }),
  ]);
});
