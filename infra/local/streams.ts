import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  TrimmedDataAccessException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { LocalFaults } from './faults';
import { lambdaContext } from './handlers';

type StreamHandler = (event: DynamoDBStreamEvent, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

export interface TableStreamOptions {
  dynamo: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  tableName: string;
  region: string;
  /** The module under `lambdas/` that consumes the stream. */
  consumer: string;
  loadConsumer: (module: string) => Promise<StreamHandler>;
  /** Where the last handled sequence number of each shard is kept between runs (Lambda's event source mapping keeps it too). */
  checkpointFile: string;
  /** Where records that failed every attempt are appended (the local on-failure destination). */
  deadLetterFile?: string;
  /** Delays between attempts at a failed record; one more attempt than there are delays. */
  retryDelaysMs?: readonly number[];
  pollIntervalMs?: number;
  log?: (line: string) => void;
  /** Test-only faults (infra/local/faults.ts): `streamsStopped` stops reading, as a crashed reader would. */
  faults?: LocalFaults;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stream record as Lambda hands it over: the creation time in epoch seconds, the table's ARN as source. */
const toLambdaRecord = (record: StreamRecord, streamArn: string, region: string): DynamoDBRecord => {
  const { ApproximateCreationDateTime, ...dynamodb } = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(dynamodb as DynamoDBRecord['dynamodb']),
      ...(ApproximateCreationDateTime ? { ApproximateCreationDateTime: Math.floor(ApproximateCreationDateTime.getTime() / 1000) } : {}),
    },
  };
};

/**
 * What Lambda's event source mapping does for one consumer of one table's stream, against
 * DynamoDB Local: reads every shard in order (a child after its parent), hands batches to the
 * consumer, retries from the first record it reports failed, dead-letters a record that fails
 * every attempt, and remembers its position in a file so that a restart resumes where it was.
 */
export const startTableStream = (options: TableStreamOptions) => {
  const retryDelays = options.retryDelaysMs ?? [100, 400, 1000, 2000, 4000];
  const pollInterval = options.pollIntervalMs ?? 100;
  const checkpoints: Record<string, string> = existsSync(options.checkpointFile)
    ? (JSON.parse(readFileSync(options.checkpointFile, 'utf8')) as Record<string, string>)
    : {};
  const closedShards = new Set<string>();
  const iterators = new Map<string, string>();
  let shards: Shard[] = [];
  let streamArn: string | undefined;
  const state = { stopped: false };
  /** Read through a call: `stop()` sets it while a poll is awaited. */
  const stopped = (): boolean => state.stopped;
  let idleSince = 0;
  let lastDiscovery = 0;

  const checkpoint = (shardId: string, sequenceNumber: string) => {
    checkpoints[shardId] = sequenceNumber;
    writeFileSync(options.checkpointFile, JSON.stringify(checkpoints));
  };

  const discover = async () => {
    if (!streamArn) {
      const { Table } = await options.dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
      streamArn = Table?.LatestStreamArn;
      if (!streamArn) throw new Error(`${options.tableName} has no stream`);
    }
    const found: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await options.streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      found.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    shards = found;
    lastDiscovery = Date.now();
  };

  /** Runs the consumer on the records until each one succeeded or was dead-lettered. */
  const deliver = async (records: DynamoDBRecord[]): Promise<void> => {
    let pending = records;
    for (let attempt = 0; pending.length; attempt += 1) {
      let firstFailed: number;
      let reason: string;
      try {
        const handler = await options.loadConsumer(options.consumer);
        const response = (await handler({ Records: pending }, lambdaContext(options.consumer.replace(/\W+/g, '-')))) as Partial<DynamoDBBatchResponse> | undefined;
        const failed = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
        firstFailed = pending.findIndex((record) => failed.has(record.dynamodb?.SequenceNumber ?? ''));
        reason = 'reported as failed';
      } catch (error) {
        firstFailed = 0;
        reason = error instanceof Error ? error.message : String(error);
      }
      if (firstFailed === -1) return;
      pending = pending.slice(firstFailed);
      const delay = retryDelays[attempt];
      if (delay === undefined) {
        const [record] = pending;
        console.error(`[streams] ${options.tableName} -> ${options.consumer}: record ${record?.dynamodb?.SequenceNumber} failed ${attempt + 1} times (${reason})`);
        if (options.deadLetterFile) appendFileSync(options.deadLetterFile, `${JSON.stringify({ consumer: options.consumer, error: reason, record })}\n`);
        pending = pending.slice(1);
        attempt = -1;
        continue;
      }
      options.log?.(`[streams] ${options.tableName} -> ${options.consumer} failed (attempt ${attempt + 1}), retrying in ${delay} ms: ${reason}`);
      await sleep(delay);
    }
  };

  /** One pass over the open shards; answers whether any record was handled. */
  const poll = async (): Promise<boolean> => {
    if (!streamArn || Date.now() - lastDiscovery > 1000) await discover();
    const known = new Set(shards.map((shard) => shard.ShardId));
    let handled = false;
    for (const shard of shards) {
      const shardId = shard.ShardId ?? '';
      if (closedShards.has(shardId)) continue;
      if (shard.ParentShardId && known.has(shard.ParentShardId) && !closedShards.has(shard.ParentShardId)) continue;
      let page;
      try {
        let iterator = iterators.get(shardId);
        if (!iterator) {
          const after = checkpoints[shardId];
          const { ShardIterator } = await options.streams.send(
            new GetShardIteratorCommand({
              StreamArn: streamArn,
              ShardId: shardId,
              ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
            }),
          );
          iterator = ShardIterator;
        }
        if (!iterator) continue;
        page = await options.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
      } catch (error) {
        if (error instanceof ExpiredIteratorException) {
          iterators.delete(shardId);
          continue;
        }
        if (error instanceof TrimmedDataAccessException) {
          // The checkpoint is older than what the stream keeps (24 hours): resume from its oldest record.
          options.log?.(`[streams] ${options.tableName} -> ${options.consumer}: ${shardId} was trimmed past its checkpoint; reading from its oldest record`);
          iterators.delete(shardId);
          Reflect.deleteProperty(checkpoints, shardId);
          continue;
        }
        throw error;
      }
      const records = (page.Records ?? []).map((record) => toLambdaRecord(record, streamArn ?? '', options.region));
      const last = records.at(-1)?.dynamodb?.SequenceNumber;
      if (last) {
        await deliver(records);
        checkpoint(shardId, last);
        handled = true;
      }
      if (page.NextShardIterator) iterators.set(shardId, page.NextShardIterator);
      else {
        iterators.delete(shardId);
        closedShards.add(shardId);
      }
    }
    return handled;
  };

  const running = (async () => {
    while (!state.stopped) {
      if (options.faults?.streamsStopped) {
        await sleep(pollInterval);
        continue;
      }
      const started = Date.now();
      let handled = false;
      try {
        handled = await poll();
      } catch (error) {
        // Stopping: DynamoDB Local may have gone first (Ctrl-C reaches every process of the terminal at once).
        if (stopped()) break;
        console.error(`[streams] ${options.tableName} -> ${options.consumer}: ${error instanceof Error ? error.message : String(error)}`);
        streamArn = undefined;
        iterators.clear();
      }
      if (!handled) {
        idleSince = Math.max(idleSince, started);
        await sleep(pollInterval);
      }
    }
  })();

  return {
    /** Resolves once a pass that started after this call found nothing new: every record written before it was handled. */
    drain: async (timeoutMs = 30_000): Promise<void> => {
      const since = Date.now();
      while (idleSince <= since) {
        if (Date.now() - since > timeoutMs) throw new Error(`${options.tableName} -> ${options.consumer} did not drain in ${timeoutMs} ms`);
        await sleep(20);
      }
    },
    stop: async (): Promise<void> => {
      state.stopped = true;
      await running;
    },
  };
};

export type TableStream = ReturnType<typeof startTableStream>;

/** Starts one reader per consumer of every streamed table; `drain()` waits for all of them. */
export const startTableStreams = (
  definitions: readonly { tableName: string; consumers: readonly string[] }[],
  common: Omit<TableStreamOptions, 'tableName' | 'consumer' | 'checkpointFile'> & { checkpointFile: (tableName: string, consumer: string) => string },
) => {
  const readers = definitions.flatMap(({ tableName, consumers }) =>
    consumers.map((consumer) => startTableStream({ ...common, tableName, consumer, checkpointFile: common.checkpointFile(tableName, consumer) })),
  );
  return {
    drain: async (timeoutMs?: number) => {
      await Promise.all(readers.map((reader) => reader.drain(timeoutMs)));
    },
    stop: async () => {
      await Promise.all(readers.map((reader) => reader.stop()));
    },
  };
};

export type TableStreams = ReturnType<typeof startTableStreams>;
