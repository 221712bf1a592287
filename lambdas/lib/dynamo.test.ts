import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { dynamo } from './clients/dynamo';
import { conditionHolds, countQuery, queryItems, queryPages, scanItems, whenConditionFails } from './dynamo';

const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

describe('whenConditionFails', () => {
  it('answers the write when it succeeds', async () => {
    await expect(whenConditionFails(Promise.resolve('written'), () => 'conflict')).resolves.toBe('written');
  });

  it("answers onConflict's value for a single write's ConditionalCheckFailedException", async () => {
    await expect(whenConditionFails(Promise.reject(conditionFailed()), (failed) => failed)).resolves.toEqual({ items: [] });
  });

  it('names the transaction items whose condition failed', async () => {
    await expect(whenConditionFails(Promise.reject(cancelled('None', 'ConditionalCheckFailed', 'None')), (failed) => failed)).resolves.toEqual({ items: [1] });
  });

  it('lets onConflict throw the domain error', async () => {
    await expect(whenConditionFails(Promise.reject(conditionFailed()), () => { throw new Error('taken'); })).rejects.toThrow('taken');
  });

  it('throws on a transaction cancelled for another reason, and on any other error', async () => {
    await expect(whenConditionFails(Promise.reject(cancelled('TransactionConflict')), () => 'conflict')).rejects.toBeInstanceOf(TransactionCanceledException);
    await expect(whenConditionFails(Promise.reject(new Error('throttled')), () => 'conflict')).rejects.toThrow('throttled');
  });
});

describe('conditionHolds', () => {
  it('is true when the write was made and false when its condition failed', async () => {
    await expect(conditionHolds(Promise.resolve({}))).resolves.toBe(true);
    await expect(conditionHolds(Promise.reject(cancelled('ConditionalCheckFailed')))).resolves.toBe(false);
  });
});

describe('queryItems, queryPages, countQuery and scanItems', () => {
  const dynamoMock = mockClient(dynamo);
  beforeEach(() => dynamoMock.reset());

  it('reads page after page from the last key DynamoDB answered until it answers none', async () => {
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ id: 'a' }, { id: 'b' }], LastEvaluatedKey: { id: 'b' } })
      .resolvesOnce({ Items: [], LastEvaluatedKey: { id: 'c' } })
      .resolvesOnce({ Items: [{ id: 'd' }] });
    const read: unknown[] = [];
    for await (const item of queryItems({ TableName: 't', KeyConditionExpression: 'pk = :pk' })) read.push(item);
    expect(read).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'd' }]);
    const inputs = dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs).toEqual([
      { TableName: 't', KeyConditionExpression: 'pk = :pk', ExclusiveStartKey: undefined },
      { TableName: 't', KeyConditionExpression: 'pk = :pk', ExclusiveStartKey: { id: 'b' } },
      { TableName: 't', KeyConditionExpression: 'pk = :pk', ExclusiveStartKey: { id: 'c' } },
    ]);
  });

  it('answers a page at a time with queryPages, an empty page included', async () => {
    dynamoMock.on(QueryCommand).resolvesOnce({ Items: [{ id: 'a' }], LastEvaluatedKey: { id: 'a' } }).resolvesOnce({});
    const read: unknown[] = [];
    for await (const page of queryPages({ TableName: 't', Limit: 1 })) read.push(page);
    expect(read).toEqual([[{ id: 'a' }], []]);
  });

  it("starts from the input's own ExclusiveStartKey (a page's cursor), then follows DynamoDB's", async () => {
    dynamoMock.on(QueryCommand).resolvesOnce({ Items: [{ id: 'c' }], LastEvaluatedKey: { id: 'c' } }).resolvesOnce({ Items: [{ id: 'd' }] });
    const read: unknown[] = [];
    for await (const item of queryItems({ TableName: 't', ExclusiveStartKey: { id: 'b' } })) read.push(item);
    expect(read).toEqual([{ id: 'c' }, { id: 'd' }]);
    expect(dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input.ExclusiveStartKey)).toEqual([{ id: 'b' }, { id: 'c' }]);
  });

  it('reads no further page once the caller stops', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [{ id: 'a' }], LastEvaluatedKey: { id: 'a' } });
    for await (const item of queryItems({ TableName: 't' })) {
      expect(item).toEqual({ id: 'a' });
      break;
    }
    expect(dynamoMock.commandCalls(QueryCommand)).toHaveLength(1);
  });

  it("counts with Select COUNT, adding every page's Count (DynamoDB sends no item)", async () => {
    dynamoMock.on(QueryCommand).resolvesOnce({ Count: 3, LastEvaluatedKey: { id: 'c' } }).resolvesOnce({ Count: 0, LastEvaluatedKey: { id: 'd' } }).resolvesOnce({ Count: 2 });
    await expect(countQuery({ TableName: 't', IndexName: 'byType' })).resolves.toBe(5);
    expect(dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: 't', IndexName: 'byType', Select: 'COUNT', ExclusiveStartKey: undefined },
      { TableName: 't', IndexName: 'byType', Select: 'COUNT', ExclusiveStartKey: { id: 'c' } },
      { TableName: 't', IndexName: 'byType', Select: 'COUNT', ExclusiveStartKey: { id: 'd' } },
    ]);
  });

  it('pages a Scan the same way', async () => {
    dynamoMock.on(ScanCommand).resolvesOnce({ Items: [{ id: 'a' }], LastEvaluatedKey: { id: 'a' } }).resolvesOnce({ Items: [{ id: 'b' }] });
    const read: unknown[] = [];
    for await (const item of scanItems({ TableName: 't', FilterExpression: 'x = :x' })) read.push(item);
    expect(read).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(dynamoMock.commandCalls(ScanCommand)[1]?.args[0].input).toEqual({ TableName: 't', FilterExpression: 'x = :x', ExclusiveStartKey: { id: 'a' } });
  });
});
