import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';

/** An outbox item as its stream's INSERT record carries it. */
export interface OutboxRecord {
  readonly id: string;
  readonly detailType: string;
  readonly detail: string;
}

/**
 * Every event the outbox took, oldest first, read from the outbox table's stream: the relay deletes
 * an item once the bus has it, so a test that asks what was written (or redelivers it, as a retried
 * relay does) reads the stream, which keeps each record for 24 hours. The clients take the local
 * stack's DynamoDB endpoint from the environment the test stack sets.
 */
export const outboxRecords = async (tableName: string): Promise<OutboxRecord[]> => {
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const streams = new DynamoDBStreamsClient({ endpoint });
  const { Table } = await new DynamoDBClient({ endpoint }).send(new DescribeTableCommand({ TableName: tableName }));
  const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: Table?.LatestStreamArn }));
  const records: OutboxRecord[] = [];
  for (const shard of StreamDescription?.Shards ?? []) {
    let { ShardIterator: iterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: Table?.LatestStreamArn, ShardId: shard.ShardId, ShardIteratorType: 'TRIM_HORIZON' }));
    while (iterator) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      for (const record of page.Records ?? []) {
        const image = record.dynamodb?.NewImage;
        if (record.eventName === 'INSERT' && image) records.push({ id: String(image.id?.S), detailType: String(image.detailType?.S), detail: String(image.detail?.S) });
      }
      iterator = page.Records?.length ? page.NextShardIterator : undefined;
    }
  }
  return records;
};
