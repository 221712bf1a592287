import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { parseLiveMessage } from '../../shared/live-message';
import { testEnv, useTestEnv } from '../testing/events';

useTestEnv();
process.env.LIVE_CONNECTIONS_ENDPOINT = 'https://live.execute-api.us-east-1.amazonaws.com/live';
const dynamo = mockClient(DynamoDBDocumentClient);
const sockets = mockClient(ApiGatewayManagementApiClient);

type Image = Record<string, unknown>;
let sequence = 0;
const change = (eventName: DynamoDBRecord['eventName'], before: Image | undefined, after: Image | undefined): DynamoDBRecord => ({
  eventID: `event-${++sequence}`,
  eventName,
  dynamodb: {
    Keys: marshall({ pk: (after ?? before)?.pk, sk: (after ?? before)?.sk }) as never,
    ...(before ? { OldImage: marshall(before, { removeUndefinedValues: true }) as never } : {}),
    ...(after ? { NewImage: marshall(after, { removeUndefinedValues: true }) as never } : {}),
    SequenceNumber: String(sequence),
    StreamViewType: 'NEW_AND_OLD_IMAGES',
  },
});
const run = async (...records: DynamoDBRecord[]) => (await import('./application-changes')).handler({ Records: records });

let table: Record<string, string[]> = {};
const posted = () =>
  sockets.commandCalls(PostToConnectionCommand).map((call) => ({
    to: call.args[0].input.ConnectionId,
    message: parseLiveMessage(Buffer.from(call.args[0].input.Data as Uint8Array).toString('utf8')),
  }));

beforeEach(() => {
  dynamo.reset();
  sockets.reset();
  table = { 'student-1': ['s1'], 'company-1': ['c1', 'c2'], 'company-2': ['x'] };
  dynamo.on(QueryCommand).callsFake((input: { TableName?: string; ExpressionAttributeValues?: Record<string, unknown> }) => {
    if (input.TableName !== testEnv.TABLE_CONNECTIONS) throw new Error(`Unexpected query of ${input.TableName}`);
    const uid = String(input.ExpressionAttributeValues?.[':uid']);
    return { Items: (table[uid] ?? []).map((connectionId) => ({ uid, connectionId })) };
  });
  dynamo.on(DeleteCommand).resolves({});
  sockets.on(PostToConnectionCommand).resolves({});
});

const application = (fields: Image = {}): Image => ({
  pk: 'OFFER#OF-1',
  sk: 'APPLICATION#student-1',
  offerId: 'OF-1',
  studentUid: 'student-1',
  companyUid: 'company-1',
  status: 'enviada',
  message: 'Me interesa mucho esta práctica.',
  ...fields,
});

describe('the application-stream consumer (live/application-changes)', () => {
  it("tells the student's and the offer's company's sockets, and no one else's, when an application is sent, moved or withdrawn", async () => {
    expect(await run(change('INSERT', undefined, application()))).toEqual({ batchItemFailures: [] });
    expect(await run(change('MODIFY', application(), application({ status: 'vista' })))).toEqual({ batchItemFailures: [] });
    expect(await run(change('REMOVE', application({ status: 'vista' }), undefined))).toEqual({ batchItemFailures: [] });
    const message = { type: 'application', offerId: 'OF-1' };
    const once = [
      { to: 's1', message },
      { to: 'c1', message },
      { to: 'c2', message },
    ];
    expect(posted()).toEqual([...once, ...once, ...once]);
  });

  it('says nothing for a change the two cannot see, nor for offers and student profiles', async () => {
    await run(
      change('MODIFY', application(), application({ studentName: 'Otra copia' })),
      change('MODIFY', { pk: 'OFFER#OF-1', sk: 'OFFER', offerId: 'OF-1', companyUid: 'company-1', status: 'publicada' }, { pk: 'OFFER#OF-1', sk: 'OFFER', offerId: 'OF-1', companyUid: 'company-1', status: 'cerrada' }),
      change('INSERT', undefined, { pk: 'STUDENT#student-1', sk: 'PROFILE', uid: 'student-1' }),
    );
    expect(posted()).toEqual([]);
  });
});
