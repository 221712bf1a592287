import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';

/**
 * The live socket's `@connections` API: the WebSocket API's stage URL in AWS, the local gateway's
 * URL locally. The CDK stack sets LIVE_CONNECTIONS_ENDPOINT with the `execute-api:ManageConnections`
 * grant (infra/lib/constructs/live.ts); the local stack sets it in infra/local/function-env.ts.
 */
let client: ApiGatewayManagementApiClient | undefined;

export const liveConnections = (): ApiGatewayManagementApiClient => {
  const endpoint = process.env.LIVE_CONNECTIONS_ENDPOINT;
  if (!endpoint) throw new Error('Invalid function configuration: LIVE_CONNECTIONS_ENDPOINT is not set');
  return (client ??= new ApiGatewayManagementApiClient({ endpoint }));
};
