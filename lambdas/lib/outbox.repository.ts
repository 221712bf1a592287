import { PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';

/** Writes one outbox item on its own (events.ts `publish`); an event that reports a change goes in the change's transaction instead. */
export const putOutboxItem = async (put: PutCommandInput): Promise<void> => {
  await dynamo.send(new PutCommand(put));
};
