import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { conditionHolds, whenConditionFails } from './dynamo';

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
