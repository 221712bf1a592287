import { BatchWriteCommand, PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';
import { env } from './env';

/** Writes one outbox item on its own (events.ts `publish`); an event that reports a change goes in the change's transaction instead. */
export const putOutboxItem = async (put: PutCommandInput): Promise<void> => {
  await dynamo.send(new PutCommand(put));
};

/** Deletes outbox items by id, in one BatchWriteItem (a relay batch is ten at most). */
export const deleteOutboxItems = async (ids: readonly string[]): Promise<void> => {
  await dynamo.send(new BatchWriteCommand({ RequestItems: { [env().TABLE_OUTBOX]: ids.map((id) => ({ DeleteRequest: { Key: { id } } })) } }));
};
