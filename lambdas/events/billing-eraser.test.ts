import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { resetTransbankConfig } from '../billing/transbank-config';
import { busEvent, outboxEvents, useTestEnv } from '../testing/events';
import { useTransbankHttp } from '../testing/transbank-http';

// Transbank over HTTP (lambdas/testing/transbank-http.ts), called by transbank-sdk as in Lambda: its answer to deleting the inscription.
const transbank = useTransbankHttp();

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const subscription = { pk: 'USER#user-1', sk: 'SUBSCRIPTION', uid: 'user-1', plan: 'anual', status: 'active', priceClp: 49_990, currentPeriodStart: '2026-01-10', currentPeriodEnd: '2027-01-10', createdAt: '2026-01-10T12:00:00.000Z', updatedAt: '2026-01-10T12:00:00.000Z', card: { username: 'user-1', tbkUser: 'tbk-1', cardType: 'Visa', last4: '6623' } };

const deliver = async () => {
  const { handler } = await import('./billing-eraser');
  await handler(busEvent('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' }, 'evt-1'));
};

beforeEach(() => {
  dynamo.reset();
  transbank.mockReset();
  resetTransbankConfig();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: { pk: 'USER#user-1', sk: 'SUBSCRIPTION' } }).resolves({ Item: subscription });
  dynamo.on(QueryCommand).resolves({ Items: [{ pk: 'USER#user-1', sk: 'PAYMENT#2026-01-10T12:00:00.000Z#p1' }] });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
});

describe('the billing eraser', () => {
  it("erases a deleted user's billing from the AdminUserDeleted event: the card deleted at Transbank, the plan cancelled with its event, the payments kept anonymised", async () => {
    transbank.mockResolvedValue({ status: 204, data: '' });

    await deliver();

    expect(transbank.mock.calls.map(([request]) => (request as { method: string }).method)).toEqual(['DELETE']);
    expect(outboxEvents(dynamo)).toEqual([{ type: 'SubscriptionChanged', detail: expect.objectContaining({ uid: 'user-1', after: { plan: 'anual', status: 'cancelled' } }) as unknown }]);
    expect(dynamo.commandCalls(UpdateCommand, { Key: { pk: 'USER#user-1', sk: 'PAYMENT#2026-01-10T12:00:00.000Z#p1' } })).toHaveLength(1);
  });

  it('throws when Transbank fails, before ending anything, so that the bus delivers it again', async () => {
    transbank.mockRejectedValue(new Error('connect ECONNREFUSED'));

    await expect(deliver()).rejects.toThrow();

    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
