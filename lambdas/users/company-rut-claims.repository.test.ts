import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { conditionFailed } from '../testing/support-desk';
import { testEnv, useTestEnv } from '../testing/events';
import { moveCompanyRutClaims } from './company-rut-claims.repository';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(TransactWriteCommand).resolves({});
});

describe("moving the companies' RUT claims apart from the people's", () => {
  it("claims each company's RUT among companies and frees the person's claim it holds, page by page, in one transaction each", async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ uid: 'company-1', rut: '76086428-5' }], LastEvaluatedKey: { uid: 'company-1' } })
      .resolves({ Items: [{ uid: 'company-2', rut: '7654321-6' }] });
    expect(await moveCompanyRutClaims()).toEqual({ moved: 2 });
    expect(dynamo.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({ TableName: testEnv.TABLE_USERS, IndexName: 'byType', ExpressionAttributeValues: { ':enterprise': 'enterprise' } });
    const [put, remove] = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(put?.Put).toMatchObject({ TableName: testEnv.TABLE_AUTH, Item: { pk: 'UNIQUE#COMPANY-RUT#76086428-5', sk: 'UNIQUE', uid: 'company-1' }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(remove?.Delete).toMatchObject({ Key: { pk: 'UNIQUE#RUT#76086428-5', sk: 'UNIQUE' }, ConditionExpression: '#uid = :uid', ExpressionAttributeValues: { ':uid': 'company-1' } });
  });

  it('counts only what it moved: a claim moved before, or a person’s claim another account holds, is left alone', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ uid: 'company-1', rut: '76086428-5' }] });
    dynamo.on(TransactWriteCommand).rejects(conditionFailed());
    expect(await moveCompanyRutClaims()).toEqual({ moved: 0 });
  });
});
