import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { testEnv, useTestEnv } from '../testing/events';
import { countAccountFromCheck } from '../users/account-from-check.service';
import { benefitsWeeklyKpi, countCheck } from './funnel.service';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(TransactWriteCommand).resolves({});
});

const counterUpdates = () => dynamo.commandCalls(UpdateCommand).filter((call) => call.args[0].input.TableName === testEnv.TABLE_BILLING).map((call) => call.args[0].input);

describe('the benefits funnel', () => {
  it('counts an anonymous check’s stage in its week (Monday, Chile), and nothing else', async () => {
    // Monday 7 December 2026, 01:30 UTC: still Sunday the 6th in Chile, so the week of 30 November.
    await countCheck('started', '203.0.113.9', new Date('2026-12-07T01:30:00Z'));
    await countCheck('finished', '203.0.113.9', new Date('2026-12-07T15:00:00Z'));
    expect(counterUpdates().map((input) => [input.Key, Object.values(input.ExpressionAttributeNames ?? {})])).toEqual([
      [{ pk: 'KPI', sk: 'BENEFITS#2026-11-30' }, ['checksStarted']],
      [{ pk: 'KPI', sk: 'BENEFITS#2026-12-07' }, ['checksFinished']],
    ]);
  });

  it('refuses a check past its address’s limit with 429, moving no counter', async () => {
    dynamo.on(UpdateCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Attributes: { hits: 31 } });
    await expect(countCheck('started', '203.0.113.9')).rejects.toMatchObject({ status: 429 });
    expect(counterUpdates()).toEqual([]);
  });

  it('counts an account from a check once, under a marker that does not carry its uid', async () => {
    expect(await countAccountFromCheck('user-1', new Date('2026-12-08T15:00:00Z'))).toBe(true);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(JSON.stringify(items[0]?.Put?.Item)).not.toContain('user-1');
    expect(items[1]?.Update?.Key).toEqual({ pk: 'KPI', sk: 'BENEFITS#2026-12-07' });
    dynamo.on(TransactWriteCommand).rejects(new ConditionalCheckFailedException({ message: 'counted', $metadata: {} }));
    expect(await countAccountFromCheck('user-1')).toBe(false);
  });

  it('reads the weeks oldest first, each counter a number (zero when never moved), with the totals', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { pk: 'KPI', sk: 'BENEFITS#2026-12-07', checksStarted: 3, claimsMarked: 1 },
        { pk: 'KPI', sk: 'BENEFITS#2026-11-30', checksStarted: 2, checksFinished: 1, moneyRecovered: 231_732 },
      ],
    });
    const kpi = await benefitsWeeklyKpi();
    expect(kpi.weeks.map((week) => week.week)).toEqual(['2026-11-30', '2026-12-07']);
    expect(kpi.weeks[1]).toEqual({ week: '2026-12-07', checksStarted: 3, checksFinished: 0, accountsFromCheck: 0, claimsMarked: 1, claimsApproved: 0, claimsRejected: 0, moneyRecovered: 0 });
    expect(kpi.totals).toMatchObject({ checksStarted: 5, checksFinished: 1, claimsMarked: 1, moneyRecovered: 231_732 });
  });
});
