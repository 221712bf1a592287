import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The DynamoDB document client, created once per container by the functions that import it. One
 * module per client, so that a function bundles only the SDK clients it uses. Endpoints come from
 * the SDK's own `AWS_ENDPOINT_URL_<SERVICE>` variables, which only the local stack sets.
 */
export const dynamo = /* @__PURE__ */ DynamoDBDocumentClient.from(/* @__PURE__ */ new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
