import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { conditionFailed } from '../testing/support-desk';
import { useTestEnv } from '../testing/events';
import { backfillCompanyNames } from './company-names-backfill.repository';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const company = (uid: string, legalName: string, nameLower: string) => ({ uid, firstName: 'Rosa', lastName: 'Muñoz', company: { legalName }, nameLower });

beforeEach(() => {
  dynamo.reset();
  dynamo.on(UpdateCommand).resolves({});
});

describe('the company-names backfill', () => {
  it('names each company of the byType index by its razón social, leaving those already named so', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [company('c1', 'Panadería Los Andes SpA', 'rosa munoz'), company('c2', 'Viñedos del Sur', 'vinedos del sur')] });
    expect(await backfillCompanyNames()).toEqual({ updated: 1 });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({ IndexName: 'byType', ExpressionAttributeValues: { ':enterprise': 'enterprise' } });
    expect(dynamo.commandCalls(UpdateCommand).map((call) => [call.args[0].input.Key, call.args[0].input.ExpressionAttributeValues])).toEqual([[{ uid: 'c1' }, { ':name': 'panaderia los andes spa', ':legalName': 'Panadería Los Andes SpA' }]]);
  });

  it('leaves a company whose razón social changed meanwhile', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [company('c1', 'Panadería Los Andes SpA', 'rosa munoz')] });
    dynamo.on(UpdateCommand).rejects(conditionFailed());
    expect(await backfillCompanyNames()).toEqual({ updated: 0 });
  });
});
