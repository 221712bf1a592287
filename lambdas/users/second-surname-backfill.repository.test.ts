import { DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { conditionFailed } from '../testing/support-desk';
import { testEnv, useTestEnv } from '../testing/events';
import { backfillSecondSurnames } from './second-surname-backfill.repository';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(UpdateCommand).resolves({});
});

describe('the second-surname backfill', () => {
  it('gives every listed document without it its second surname, page by page, if its last name is still the one read', async () => {
    dynamo
      .on(ScanCommand)
      .resolvesOnce({ Items: [{ uid: 'u1', lastName: 'González Pérez' }], LastEvaluatedKey: { uid: 'u1' } })
      .resolves({ Items: [{ uid: 'u2', lastName: 'Soto' }] });
    expect(await backfillSecondSurnames()).toEqual({ updated: 2 });
    expect(dynamo.commandCalls(ScanCommand)[0]?.args[0].input).toMatchObject({ TableName: testEnv.TABLE_USERS, FilterExpression: 'attribute_not_exists(#second) AND attribute_exists(#listPk)' });
    expect(dynamo.commandCalls(ScanCommand)[1]?.args[0].input.ExclusiveStartKey).toEqual({ uid: 'u1' });
    expect(dynamo.commandCalls(UpdateCommand).map((call) => [call.args[0].input.Key, call.args[0].input.ExpressionAttributeValues])).toEqual([
      [{ uid: 'u1' }, { ':second': 'perez', ':lastName': 'González Pérez' }],
      [{ uid: 'u2' }, { ':second': 'soto', ':lastName': 'Soto' }],
    ]);
  });

  it('leaves a document whose last name changed meanwhile, and counts only what it wrote', async () => {
    dynamo.on(ScanCommand).resolves({ Items: [{ uid: 'u1', lastName: 'Rojas Núñez' }] });
    dynamo.on(UpdateCommand).rejects(conditionFailed());
    expect(await backfillSecondSurnames()).toEqual({ updated: 0 });
  });
});
