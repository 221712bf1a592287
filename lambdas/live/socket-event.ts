import type { APIGatewayProxyResult } from 'aws-lambda';

/**
 * What API Gateway hands a WebSocket route's function ($connect carries the handshake's headers and
 * query; $disconnect only the connection), and what the local gateway builds the same way.
 */
export interface LiveSocketEvent {
  requestContext: { connectionId: string; routeKey: string; eventType: 'CONNECT' | 'DISCONNECT' | 'MESSAGE'; requestId?: string };
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined> | null;
}

export type LiveSocketResult = Pick<APIGatewayProxyResult, 'statusCode'> & { headers?: Record<string, string>; body?: string };
