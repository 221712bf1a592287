import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { useTestEnv } from '../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
mockClient(EventBridgeClient);

afterEach(() => {
  jest.useRealTimers();
});

describe('the billing job', () => {
  it('runs the billing rules for now: on 3 December it looks for past-due subscriptions and the renewals due', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-03T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const { handler } = await import('./billing');
    expect(await handler()).toEqual({ checked: 0, charged: 0, paid: 0, failed: 0, cancelled: 0, unsettled: 0, overdue: 0, noticed: 0 });
    const indexes = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.IndexName);
    expect(indexes.filter((index) => index === 'byPastDue')).toHaveLength(1);
    expect(indexes.filter((index) => index === 'byRenewal')).toHaveLength(13);
  });
});
