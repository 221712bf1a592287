import { TransactWriteCommand, type DynamoDBDocumentClientResolvedConfig, type ServiceInputTypes, type ServiceOutputTypes, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AwsStub } from 'aws-sdk-client-mock';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type DocumentStub = AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBDocumentClientResolvedConfig>;

/** The items of every TransactWriteItems a mocked document client was sent, in order. */
export const transactItems = (dynamo: DocumentStub): TransactItem[] =>
  dynamo.commandCalls(TransactWriteCommand).flatMap((call) => call.args[0].input.TransactItems ?? []);

/** The Puts of those transactions on one table. */
export const transactPuts = (dynamo: DocumentStub, tableName: string) => transactItems(dynamo).flatMap((item) => (item.Put?.TableName === tableName ? [item.Put] : []));

/** The Updates of those transactions on one table. */
export const transactUpdates = (dynamo: DocumentStub, tableName: string) => transactItems(dynamo).flatMap((item) => (item.Update?.TableName === tableName ? [item.Update] : []));

/** What DynamoDB throws when a condition of a transaction's item failed. */
export const transactionConditionFailed = (): Error =>
  Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] });

/** What DynamoDB throws when a transaction's update would take its item past 400 KB. */
export const transactionItemTooLarge = (): Error =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'ValidationError', Message: 'Item size to update has exceeded the maximum allowed size' }, { Code: 'None' }],
  });
