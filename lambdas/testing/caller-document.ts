import { DynamoDBClient, GetItemCommand, type GetItemCommandOutput } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, type GetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { DirectGetItem } from '../lib/clients/direct-get-item';

/**
 * The account check reads the caller's document with a direct GetItem on the low-level client's
 * configuration (lib/account-status.ts, lib/clients/direct-get-item.ts),
 * and handler tests answer that read as they answer every other: with their mock of the document
 * client (`mockClient(DynamoDBDocumentClient)`, `givenCaller`). While the document client is mocked,
 * a low-level GetItem is handed to it as the GetCommand it stands for (same table, key and
 * consistency, the key unmarshalled) and its answer marshalled back, as DynamoDB would send it; the
 * calls recorded on the mock, `handlerCalls` among them, see one GetCommand as before. Without that
 * mock the low-level client is untouched: a test that mocks DynamoDBClient itself gets the read through
 * that mock, and elsewhere (integration tests) the direct read goes on the wire.
 * Installed by importing this module: lambdas/testing/events.ts does.
 */
const documentClientMocked = (): boolean => Object.prototype.hasOwnProperty.call(DynamoDBDocumentClient.prototype, 'send');

const ownSend = Object.getOwnPropertyDescriptor(DynamoDBClient.prototype, 'send');
if (!ownSend) {
  const send = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(DynamoDBClient.prototype), 'send')?.value as (this: DynamoDBClient, ...args: unknown[]) => unknown;
  const handedOver = (client: DynamoDBClient, command: GetItemCommand): Promise<GetItemCommandOutput> => {
    const { Key, ...input } = command.input;
    const asDocumentRead = new GetCommand({ ...input, Key: Key && unmarshall(Key) });
    const documentSend = Object.getOwnPropertyDescriptor(DynamoDBDocumentClient.prototype, 'send')?.value as (this: unknown, command: GetCommand) => GetCommandOutput | undefined | Promise<GetCommandOutput | undefined>;
    // A mock's `callsFake` may answer synchronously: awaited, as the SDK's callers await it.
    return Promise.resolve(documentSend.call(client, asDocumentRead)).then((output) => {
      const { Item, ...rest } = output ?? { $metadata: {} };
      return { ...rest, ...(Item ? { Item: marshall(Item, { removeUndefinedValues: true, convertClassInstanceToMap: true }) } : {}) };
    });
  };
  const lowLevelSend = function (this: DynamoDBClient, ...args: unknown[]) {
    const [command] = args;
    if (command instanceof GetItemCommand && documentClientMocked()) return handedOver(this, command);
    return send.apply(this, args);
  };
  Object.defineProperty(DynamoDBClient.prototype, 'send', { configurable: true, writable: true, value: lowLevelSend });
  const directSend = Object.getOwnPropertyDescriptor(DirectGetItem.prototype, 'send')?.value as (this: DirectGetItem, command: GetItemCommand) => Promise<GetItemCommandOutput>;
  Object.defineProperty(DirectGetItem.prototype, 'send', {
    configurable: true,
    writable: true,
    value: function (this: DirectGetItem, command: GetItemCommand) {
      if (documentClientMocked()) return handedOver(this.client, command);
      // A test that mocks the low-level client itself answers the read through that mock.
      if (DynamoDBClient.prototype.send !== lowLevelSend) return this.client.send(command);
      return directSend.call(this, command);
    },
  });
}
