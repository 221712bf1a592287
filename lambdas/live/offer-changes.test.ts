import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { parseLiveMessage } from '../../shared/live-message';
import { useTestEnv } from '../testing/events';

useTestEnv();
process.env.LIVE_CONNECTIONS_ENDPOINT = 'https://live.execute-api.us-east-1.amazonaws.com/live';
const dynamo = mockClient(DynamoDBDocumentClient);
const sockets = mockClient(ApiGatewayManagementApiClient);

type Image = Record<string, unknown>;
const change = (before: Image | undefined, after: Image | undefined): DynamoDBRecord => ({
  eventID: 'e1',
  eventName: before ? 'MODIFY' : 'INSERT',
  dynamodb: { ...(before ? { OldImage: marshall(before) as never } : {}), ...(after ? { NewImage: marshall(after) as never } : {}), StreamViewType: 'NEW_AND_OLD_IMAGES' },
});
const offer = (overrides: Image = {}): Image => ({ pk: 'OFFER#o1', sk: 'OFFER', offerId: 'o1', companyUid: 'company-1', status: 'publicada', updatedAt: '2026-11-01T00:00:00.000Z', reportCount: 0, ...overrides });
const run = async (...records: DynamoDBRecord[]) => (await import('./offer-changes')).handler({ Records: records });
const posted = () => sockets.commandCalls(PostToConnectionCommand).map((call) => ({ to: call.args[0].input.ConnectionId, message: parseLiveMessage(Buffer.from(call.args[0].input.Data as Uint8Array).toString('utf8')) }));

beforeEach(() => {
  dynamo.reset();
  sockets.reset();
  dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => ({ Items: input.ExpressionAttributeValues?.[':uid'] === 'company-1' ? [{ uid: 'company-1', connectionId: 'c1' }] : [] }));
  sockets.on(PostToConnectionCommand).resolves({});
});

it('tells the company, and only the company, that its offer changed state', async () => {
  await run(change(offer(), offer({ status: 'vencida', updatedAt: '2026-11-28T00:00:00.000Z' })));
  expect(posted()).toEqual([{ to: 'c1', message: { type: 'offer', offerId: 'o1' } }]);
});

it('says nothing for a report item, or for a write that changed nothing the company sees', async () => {
  await run(change(undefined, { pk: 'OFFER#o1', sk: 'REPORT#2026#r1', offerId: 'o1', reporterUid: 'user-9' }), change(offer(), offer()));
  expect(posted()).toEqual([]);
});
