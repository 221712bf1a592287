import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DirectGetItem } from './direct-get-item';

/**
 * The DynamoDB document client, created once per container by the functions that import it. One
 * module per client, so that a function bundles only the SDK clients it uses. Endpoints come from
 * the SDK's own `AWS_ENDPOINT_URL_<SERVICE>` variables, which only the local stack sets.
 */
export const dynamo = /* @__PURE__ */ DynamoDBDocumentClient.from(/* @__PURE__ */ new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

/**
 * Without the SDK's logger middleware: it hands each call's input and output to the client's
 * logger, none here (the SDK's no-op logger), yet walks both through their schemas' log filter
 * first, on every call.
 */
const withoutCallLogging = (client: DynamoDBClient): DynamoDBClient => {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
};

/**
 * The read of the caller's document on every signed-in request (lib/account-status.ts): a GetItem
 * signed and sent directly (./direct-get-item.ts), on the configuration of a low-level client of its
 * own, which sends whatever the direct read does not take (an error, a dropped connection). That client
 * resolves its middleware stack once per command type (`cacheMiddleware`) instead of on every `send`;
 * the document client cannot take that option (its commands' handlers are bound to the first command
 * sent), so it sends only low-level commands, and nothing adds middleware to it after its first `send`.
 */
export const callerReads = /* @__PURE__ */ new DirectGetItem(/* @__PURE__ */ withoutCallLogging(/* @__PURE__ */ new DynamoDBClient({ cacheMiddleware: true })));
