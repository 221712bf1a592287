import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { outboxEvents, useTestEnv } from '../testing/events';
import { closeCompanyOffers } from './company-erasure.service';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

it('closes every offer of an erased company not closed yet, each with its event for the applicants', async () => {
  const offer = (offerId: string, status: string) => ({ pk: `OFFER#${offerId}`, sk: 'OFFER', offerId, companyUid: 'company-1', status, updatedAt: '2026-11-01T00:00:00.000Z' });
  dynamo.on(QueryCommand).resolves({ Items: [offer('a', 'publicada'), offer('b', 'cerrada'), offer('c', 'borrador'), offer('d', 'oculta')] });
  dynamo.on(TransactWriteCommand).resolves({});
  expect(await closeCompanyOffers('company-1', 'admin-1')).toBe(3);
  expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({ IndexName: 'byCompany', ExpressionAttributeValues: { ':company': 'COMPANY#company-1' } });
  expect(outboxEvents(dynamo).map((event) => event.detail)).toEqual(
    ['a', 'c', 'd'].map((offerId) => expect.objectContaining({ offerId, to: 'cerrada', reason: 'account-erased', actor: 'admin-1', companyUid: 'company-1' }) as unknown),
  );
});
