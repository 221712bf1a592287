import { DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { LiveMessage } from '../../shared/live';
import { liveConnections } from '../lib/clients/live';
import { logger } from '../lib/logger';
import { connectionsOf, deleteConnection, hasExpired, type LiveConnection } from './connections.repository';

/**
 * What the live stream consumers share (live/user-changes, live/support-changes): a stream image
 * as plain data, posting to a user's open sockets through the `@connections` API, and the batch
 * loop that applies records in order and has Lambda retry from the first that failed.
 */
export type Image = Record<string, unknown>;

export const imageOf = (image: Record<string, AttributeValue> | undefined): Image | undefined =>
  image ? unmarshall(image as Parameters<typeof unmarshall>[0]) : undefined;

const isGone = (error: unknown): boolean =>
  (error as { name?: string }).name === 'GoneException' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410;

/** Posts to one connection; a connection that is gone (410) is forgotten. */
export const post = async (connection: LiveConnection, message: LiveMessage): Promise<void> => {
  try {
    await liveConnections().send(new PostToConnectionCommand({ ConnectionId: connection.connectionId, Data: Buffer.from(JSON.stringify(message)) }));
  } catch (error) {
    if (!isGone(error)) throw error;
    await deleteConnection(connection.uid, connection.connectionId);
  }
};

/** Closes a connection (one already gone is fine) and forgets it. */
export const close = async (connection: LiveConnection): Promise<void> => {
  try {
    await liveConnections().send(new DeleteConnectionCommand({ ConnectionId: connection.connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
  await deleteConnection(connection.uid, connection.connectionId);
};

/** Posts one message to every open socket of one user, and to no one else; a socket whose token expired is closed instead. */
export const pushToUser = async (uid: string, message: LiveMessage): Promise<void> => {
  const connections = await connectionsOf(uid);
  await Promise.all(connections.map((connection) => (hasExpired(connection) ? close(connection) : post(connection, message))));
};

/**
 * A stream consumer's handler: records are applied in order; the first that fails is reported with
 * every later one, so that Lambda retries from there and a user never receives an older state after a newer one.
 */
export const inOrder =
  (apply: (record: DynamoDBRecord) => Promise<void>, failure: string) =>
  async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    for (const [index, record] of event.Records.entries()) {
      try {
        await apply(record);
      } catch (error) {
        logger.error(failure, { error, eventID: record.eventID });
        return { batchItemFailures: event.Records.slice(index).map((failed) => ({ itemIdentifier: failed.dynamodb?.SequenceNumber ?? '' })) };
      }
    }
    return { batchItemFailures: [] };
  };
