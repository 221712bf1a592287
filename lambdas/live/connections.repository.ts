import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LIVE_CONNECTION_TTL_SECONDS } from '../../shared/live';
import { dynamo } from '../lib/clients/dynamo';
import { env } from '../lib/env';

/** One open live socket of a user: its API Gateway connection id and when its token was issued (seconds). */
export interface LiveConnection {
  uid: string;
  connectionId: string;
  issuedAt?: number;
  /** Seconds: when the token that opened it expires (at most API Gateway's 2 hours). */
  expiresAt?: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** When (seconds) a connection opened now ends: with the token that opened it (`tokenExpiresAt`), or after API Gateway's 2 hours. */
export const connectionEnd = (tokenExpiresAt?: number): number => {
  const longest = nowSeconds() + LIVE_CONNECTION_TTL_SECONDS;
  return tokenExpiresAt === undefined ? longest : Math.min(tokenExpiresAt, longest);
};

/** `tokenExpiresAt` (seconds): the connection ends with the token that opened it, or after API Gateway's 2 hours. */
export const saveConnection = async (connection: LiveConnection, tokenExpiresAt?: number): Promise<void> => {
  await dynamo.send(
    new PutCommand({
      TableName: env().TABLE_CONNECTIONS,
      Item: { ...connection, connectedAt: new Date().toISOString(), expiresAt: connectionEnd(tokenExpiresAt) },
    }),
  );
};

export const deleteConnection = async (uid: string, connectionId: string): Promise<void> => {
  await dynamo.send(new DeleteCommand({ TableName: env().TABLE_CONNECTIONS, Key: { uid, connectionId } }));
};

/** A connection whose token has expired (the TTL deletes late; readers check it). */
export const hasExpired = (connection: LiveConnection): boolean => connection.expiresAt !== undefined && connection.expiresAt <= nowSeconds();

/** The user's connections, expired ones included (`hasExpired`), so that a push can close those. */
export const connectionsOf = async (uid: string): Promise<LiveConnection[]> => {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: env().TABLE_CONNECTIONS,
      KeyConditionExpression: 'uid = :uid',
      ExpressionAttributeValues: { ':uid': uid },
    }),
  );
  return (result.Items ?? []).map((item) => ({
    uid: String(item.uid),
    connectionId: String(item.connectionId),
    ...(typeof item.issuedAt === 'number' ? { issuedAt: item.issuedAt } : {}),
    ...(typeof item.expiresAt === 'number' ? { expiresAt: item.expiresAt } : {}),
  }));
};

/** Forgets a connection by its id alone ($disconnect knows nothing else): byConnection finds its user. */
export const forgetConnection = async (connectionId: string): Promise<void> => {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: env().TABLE_CONNECTIONS,
      IndexName: 'byConnection',
      KeyConditionExpression: 'connectionId = :id',
      ExpressionAttributeValues: { ':id': connectionId },
    }),
  );
  await Promise.all((result.Items ?? []).map((item) => deleteConnection(String(item.uid), connectionId)));
};
