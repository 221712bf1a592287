import { ApiGatewayManagementApiClient, DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { parseLiveMessage } from '../../shared/live';
import { testEnv, useTestEnv } from './events';

type Image = Record<string, unknown>;
type Connection = { connectionId: string; issuedAt?: number; expiresAt?: number };

let sequence = 0;

/** One record of a table's stream (new and old images), keyed by `keyNames` of its image. */
export const streamChange = (eventName: DynamoDBRecord['eventName'], before: Image | undefined, after: Image | undefined, keyNames: readonly string[] = ['pk', 'sk']): DynamoDBRecord => {
  sequence += 1;
  const image = after ?? before ?? {};
  return {
    eventID: `event-${sequence}`,
    eventName,
    dynamodb: {
      Keys: marshall(Object.fromEntries(keyNames.map((name) => [name, image[name]]))) as never,
      ...(before ? { OldImage: marshall(before, { removeUndefinedValues: true }) as never } : {}),
      ...(after ? { NewImage: marshall(after, { removeUndefinedValues: true }) as never } : {}),
      SequenceNumber: String(sequence),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
};

/**
 * A stream consumer's world in a unit test: the connections table as its Query reads it (set with
 * `connected`, empty before each test), and the sockets it posts to or closes (read with `posted`).
 */
export function useLiveSockets() {
  useTestEnv();
  process.env.LIVE_CONNECTIONS_ENDPOINT = 'https://live.execute-api.us-east-1.amazonaws.com/live';
  const dynamo = mockClient(DynamoDBDocumentClient);
  const sockets = mockClient(ApiGatewayManagementApiClient);
  let table: Record<string, Connection[]> = {};

  beforeEach(() => {
    dynamo.reset();
    sockets.reset();
    table = {};
    dynamo.on(QueryCommand).callsFake((input: { TableName?: string; ExpressionAttributeValues?: Record<string, unknown> }) => {
      if (input.TableName !== testEnv.TABLE_CONNECTIONS) throw new Error(`Unexpected query of ${input.TableName}`);
      const uid = String(input.ExpressionAttributeValues?.[':uid']);
      return { Items: (table[uid] ?? []).map((connection) => ({ uid, ...connection })) };
    });
    dynamo.on(DeleteCommand).resolves({});
    sockets.on(PostToConnectionCommand).resolves({});
    sockets.on(DeleteConnectionCommand).resolves({});
  });

  return {
    dynamo,
    sockets,
    /** The user's open sockets: ids, or records with their token's times. */
    connected: (uid: string, ...connections: (string | Connection)[]) => {
      table[uid] = connections.map((connection) => (typeof connection === 'string' ? { connectionId: connection } : connection));
    },
    /** What was posted, to which socket, in order. */
    posted: () =>
      sockets.commandCalls(PostToConnectionCommand).map((call) => ({
        to: call.args[0].input.ConnectionId,
        message: parseLiveMessage(Buffer.from(call.args[0].input.Data as Uint8Array).toString('utf8')),
      })),
  };
}
