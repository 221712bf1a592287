import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';
import { internshipFunnelKpi } from './funnel-kpis.service';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const deliver = async (type: string, detail: unknown) => {
  const { handler } = await import('../events/kpi-recorder');
  await handler(busEvent(type, detail));
};
/** Each transaction as its marker's key and the counters it adds to, on which week's item. */
const counted = () =>
  dynamo.commandCalls(TransactWriteCommand).map((call) => {
    const [marker, update] = call.args[0].input.TransactItems ?? [];
    return { marker: marker?.Put?.Item, week: update?.Update?.Key?.sk as unknown, adds: Object.values(update?.Update?.ExpressionAttributeNames ?? {}) };
  });

// A Wednesday in Chile; its week starts on Monday 2026-11-23.
const at = '2026-11-25T15:00:00.000Z';
const base = { offerId: 'OF-1', companyUid: 'company-1', actor: 'company-1', at };

beforeEach(() => {
  dynamo.reset();
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('the prácticas funnel, counted from the events', () => {
  it('counts an offer published once in its week, and nothing for any other move', async () => {
    await deliver('OfferStatusChanged', { ...base, from: 'borrador', to: 'publicada', reason: 'company' });
    await deliver('OfferStatusChanged', { ...base, from: 'publicada', to: 'pausada', reason: 'company' });
    expect(counted()).toEqual([{ marker: expect.objectContaining({ pk: 'KPI-APPLIED#offer-published#OF-1#2026-11-23' }) as unknown, week: 'APPLICATIONS#2026-11-23', adds: ['published'] }]);
  });

  it('counts a student selected once per application, for good; and each message once', async () => {
    await deliver('ApplicationStatusChanged', { ...base, studentUid: 'student-1', from: 'vista', to: 'seleccionada' });
    await deliver('ApplicationStatusChanged', { ...base, studentUid: 'student-1', from: 'vista', to: 'en-revision' });
    await deliver('InternshipMessageSent', { offerId: 'OF-1', studentUid: 'student-1', companyUid: 'company-1', messageId: 'M-1', author: 'empresa', at });
    const [selection, message] = counted();
    expect(selection).toEqual({ marker: { pk: 'KPI-APPLIED#selection#OF-1#student-1', sk: 'KPI' }, week: 'APPLICATIONS#2026-11-23', adds: ['selections'] });
    expect(message).toMatchObject({ marker: { pk: 'KPI-APPLIED#message#M-1' }, adds: ['messages'] });
    expect(counted()).toHaveLength(2);
  });

  it('answers the funnel week by week, oldest first, with its totals', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { pk: 'KPI', sk: 'APPLICATIONS#2026-11-30', count: 4, published: 1, messages: 9 },
        { pk: 'KPI', sk: 'APPLICATIONS#2026-11-23', count: 2, published: 3, selections: 1 },
      ],
    });
    expect(await internshipFunnelKpi()).toEqual({
      weeks: [
        { week: '2026-11-23', published: 3, count: 2, messages: 0, selections: 1 },
        { week: '2026-11-30', published: 1, count: 4, messages: 9, selections: 0 },
      ],
      total: 6,
      totals: { published: 4, count: 6, messages: 9, selections: 1 },
    });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input.TableName).toBe(testEnv.TABLE_BILLING);
  });
});
