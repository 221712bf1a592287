import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { internshipKeys } from '../../shared/data/keys';
import { useTestEnv } from '../testing/events';
import { listPublishedOffers } from './offers.repository';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

const listed = (offerId: string) => ({ ...internshipKeys.offer(offerId), listingPk: internshipKeys.listed, listingSort: `0#2026-03-0${offerId.slice(-1)}#${offerId}`, offerId, title: `Práctica ${offerId}` });

beforeEach(() => dynamo.reset());

describe("the offers' listing, page by page", () => {
  it('reads the next page from the cursor of the last offer shown, not from the start again', async () => {
    dynamo.on(QueryCommand).callsFake((input: { ExclusiveStartKey?: { pk: string } }) => ({
      Items: input.ExclusiveStartKey?.pk === 'OFFER#OF-2' ? [listed('OF-3')] : [listed('OF-1'), listed('OF-2'), listed('OF-3')],
    }));
    const first = await listPublishedOffers(() => true, { pageSize: 2, query: ['diseño'] });
    expect(first.offers.map((offer) => offer.offerId)).toEqual(['OF-1', 'OF-2']);
    const second = await listPublishedOffers(() => true, { pageSize: 2, query: ['diseño'], ...(first.nextCursor ? { cursor: first.nextCursor } : {}) });
    expect(dynamo.commandCalls(QueryCommand)[1]?.args[0].input.ExclusiveStartKey).toMatchObject({ pk: 'OFFER#OF-2' });
    expect(second.offers.map((offer) => offer.offerId)).toEqual(['OF-3']);
  });

  it('refuses the cursor of another search, in Spanish, before reading', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [listed('OF-1'), listed('OF-2'), listed('OF-3')] });
    const first = await listPublishedOffers(() => true, { pageSize: 2, query: ['diseño'] });
    dynamo.resetHistory();
    await expect(listPublishedOffers(() => true, { pageSize: 2, query: ['contabilidad'], cursor: first.nextCursor ?? '' })).rejects.toMatchObject({ status: 400, fields: { cursor: 'El cursor no es válido.' } });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
