import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './config';
import { startDynamoDb, type RunningProcess } from './emulators/dynamodb';
import { startTableStream, type TableStream } from './streams';
import { freePortOfThisWorker } from './testing/local-stack';

jest.setTimeout(60_000);

/** What the consumer under test saw, and how it answers: ids it fails once, ids it always fails. */
const seen: string[] = [];
const failOnce = new Set<string>();
const failAlways = new Set<string>();
const consumer = (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const id = record.dynamodb?.NewImage?.id?.S ?? '';
    if (failAlways.has(id) || failOnce.delete(id)) {
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
      break;
    }
    seen.push(id);
  }
  return Promise.resolve({ batchItemFailures });
};

describe('the local reader of a DynamoDB Local stream', () => {
  let dynamoDb: RunningProcess;
  let dataDir: string;
  let dynamo: DynamoDBClient;
  let streams: DynamoDBStreamsClient;
  let reader: TableStream | undefined;
  const tableName = 'streams-test';

  const start = () =>
    startTableStream({
      dynamo,
      streams,
      tableName,
      region: LOCAL_REGION,
      consumer: 'test/consumer',
      loadConsumer: () => Promise.resolve(consumer as (event: DynamoDBStreamEvent) => Promise<unknown>),
      checkpointFile: path.join(dataDir, 'checkpoint.json'),
      deadLetterFile: path.join(dataDir, 'dead-letters.jsonl'),
      retryDelaysMs: [10, 10],
      pollIntervalMs: 20,
    });
  const put = (id: string) => dynamo.send(new PutItemCommand({ TableName: tableName, Item: { id: { S: id } } }));

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'beneficios-streams-'));
    const port = await freePortOfThisWorker();
    dynamoDb = await startDynamoDb(port, path.join(dataDir, 'dynamodb'), { inMemory: true });
    const config = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: `http://127.0.0.1:${port}` };
    dynamo = new DynamoDBClient(config);
    streams = new DynamoDBStreamsClient(config);
    await dynamo.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
  });

  afterAll(async () => {
    await reader?.stop();
    await dynamoDb.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('hands every write to the consumer in order, in the shape Lambda gives it', async () => {
    let event: DynamoDBStreamEvent | undefined;
    const shapeReader = startTableStream({
      dynamo,
      streams,
      tableName,
      region: LOCAL_REGION,
      consumer: 'test/shape',
      loadConsumer: () =>
        Promise.resolve((received: DynamoDBStreamEvent) => {
          event ??= received;
          return Promise.resolve({ batchItemFailures: [] });
        }),
      checkpointFile: path.join(dataDir, 'shape-checkpoint.json'),
      pollIntervalMs: 20,
    });
    reader = start();
    for (const id of ['a', 'b', 'c']) await put(id);
    await Promise.all([reader.drain(), shapeReader.drain()]);
    await shapeReader.stop();
    expect(seen).toEqual(['a', 'b', 'c']);
    const [record] = event?.Records ?? [];
    expect(record).toMatchObject({ eventName: 'INSERT', eventSource: 'aws:dynamodb', awsRegion: LOCAL_REGION, dynamodb: { Keys: { id: { S: 'a' } } } });
    expect(typeof record?.dynamodb?.ApproximateCreationDateTime).toBe('number');
    expect(record?.eventSourceARN).toContain(tableName);
  });

  it('retries from the first record the consumer reports failed, without redoing the ones before it', async () => {
    failOnce.add('e');
    for (const id of ['d', 'e', 'f']) await put(id);
    await reader?.drain();
    expect(seen.slice(3)).toEqual(['d', 'e', 'f']);
  });

  it('dead-letters a record that fails every attempt, and goes on with the next', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failAlways.add('g');
    for (const id of ['g', 'h']) await put(id);
    await reader?.drain();
    expect(seen.slice(6)).toEqual(['h']);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('failed 3 times'));
    errors.mockRestore();
    const deadLetters = readFileSync(path.join(dataDir, 'dead-letters.jsonl'), 'utf8').trim().split('\n');
    expect(deadLetters).toHaveLength(1);
    expect(JSON.parse(deadLetters[0] ?? '{}')).toMatchObject({ consumer: 'test/consumer', record: { dynamodb: { NewImage: { id: { S: 'g' } } } } });
  });

  it('resumes after a restart where it stopped: nothing twice, nothing lost', async () => {
    await reader?.stop();
    await put('i');
    reader = start();
    await reader.drain();
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'h', 'i']);
  });
});
