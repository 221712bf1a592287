import { createHash, randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { LocalFaults } from './faults';
import { lambdaContext } from './handlers';

/**
 * The in-process SQS of the scheduled jobs' queues, and Lambda's event source mapping in front of each:
 * the functions send with the real SQS client (SendMessage, SendMessageBatch over AWS JSON 1.0, served
 * beside the bus's PutEvents), and each queue hands its consumer batches of up to `batchSize` messages,
 * at most `maxConcurrency` invocations at once, as Lambda does. A message the consumer reports failed
 * (its `batchItemFailures`, or every message of a batch that threw) comes back after `retryDelayMs`
 * (the cloud's visibility timeout, shortened) until it was received `maxReceiveCount` times; then it
 * is appended to the dead-letter file.
 */
export interface LocalQueueDefinition {
  /** The queue's name, the last segment of its URL. */
  name: string;
  /** The module under `lambdas/` that consumes it. */
  consumer: string;
  batchSize: number;
  maxConcurrency: number;
  maxReceiveCount: number;
  /** The consumer's Lambda timeout, for its context. */
  timeoutMs: number;
}

export interface LocalQueuesOptions {
  definitions: readonly LocalQueueDefinition[];
  loadConsumer: (module: string) => Promise<(event: unknown, context: Context) => Promise<unknown>>;
  /** Before a failed message is handed again (the cloud waits its visibility timeout). */
  retryDelayMs?: number;
  deadLetterFile?: string;
  log?: (line: string) => void;
  /** Told of every invocation, with how long it took: the scale bench's longest invocation. */
  onInvocation?: (queue: string, records: number, durationMs: number) => void;
  /** The dead-letter file served as a queue (infra/local/dead-letter-queue.ts): its operations are answered by it. */
  deadLetters?: { readonly name: string; handle(operation: string, input: Record<string, unknown>): { status: number; body: unknown } | undefined };
  /** Test-only faults (infra/local/faults.ts): handled messages handed out again. */
  faults?: Pick<LocalFaults, 'redeliverHandled' | 'counts'>;
}

interface StoredMessage {
  id: string;
  body: string;
  sentAt: number;
  receiveCount: number;
  visibleAt: number;
}

const ACCOUNT = '000000000000';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

export const localQueueUrl = (endpoint: string, name: string): string => `${endpoint}/${ACCOUNT}/${name}`;

export const createLocalQueues = (options: LocalQueuesOptions) => {
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const queues = new Map(options.definitions.map((definition) => [definition.name, { definition, messages: new Map<string, StoredMessage>(), running: 0 }]));
  const invocations = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const idleWaiters: (() => void)[] = [];
  let stopped = false;

  const busy = (): boolean => invocations.size > 0 || [...queues.values()].some((queue) => queue.messages.size > 0);
  const notifyIfIdle = () => {
    if (busy()) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  const poll = (name: string): void => {
    const queue = queues.get(name);
    if (!queue || stopped) return;
    const { definition } = queue;
    while (queue.running < definition.maxConcurrency) {
      const now = Date.now();
      // In the order they came (a Map keeps it), skipping those in flight or waiting to be retried.
      const batch: StoredMessage[] = [];
      for (const message of queue.messages.values()) {
        if (message.visibleAt <= now) batch.push(message);
        if (batch.length >= definition.batchSize) break;
      }
      if (batch.length === 0) break;
      for (const message of batch) {
        message.receiveCount += 1;
        message.visibleAt = Number.POSITIVE_INFINITY;
      }
      queue.running += 1;
      const invocation = invoke(definition, batch).finally(() => {
        queue.running -= 1;
        invocations.delete(invocation);
        poll(name);
        notifyIfIdle();
      });
      invocations.add(invocation);
    }
  };

  const later = (name: string, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      poll(name);
    }, ms);
    timers.add(timer);
  };

  const invoke = async (definition: LocalQueueDefinition, batch: StoredMessage[]): Promise<void> => {
    const arn = `arn:aws:sqs:local:${ACCOUNT}:${definition.name}`;
    const event: SQSEvent = {
      Records: batch.map((message) => ({
        messageId: message.id,
        receiptHandle: message.id,
        body: message.body,
        attributes: { ApproximateReceiveCount: String(message.receiveCount), SentTimestamp: String(message.sentAt), SenderId: ACCOUNT, ApproximateFirstReceiveTimestamp: String(Date.now()) },
        messageAttributes: {},
        md5OfBody: md5(message.body),
        eventSource: 'aws:sqs',
        eventSourceARN: arn,
        awsRegion: 'local',
      })),
    };
    const started = performance.now();
    let failedIds: Set<string>;
    try {
      const handler = await options.loadConsumer(definition.consumer);
      const response = (await handler(event, lambdaContext(definition.consumer.replace(/\W+/g, '-'), definition.timeoutMs))) as SQSBatchResponse | undefined;
      failedIds = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      // A consumer that throws fails its whole batch, as with Lambda.
      console.warn(`[queues] ${definition.consumer} failed a batch of ${batch.length}: ${error instanceof Error ? error.message : String(error)}`);
      failedIds = new Set(batch.map((message) => message.id));
    }
    options.onInvocation?.(definition.name, batch.length, performance.now() - started);
    const queue = queues.get(definition.name);
    if (!queue) return;
    const redeliver = options.faults?.redeliverHandled?.[definition.consumer];
    for (const message of batch) {
      if (failedIds.has(message.id)) continue;
      // A fault of the tests: handled, yet handed out again (once, same id), as after a delete SQS never got.
      if (redeliver && message.receiveCount === 1 && redeliver(message.body)) {
        if (options.faults) options.faults.counts.redelivered += 1;
        message.visibleAt = Date.now();
        setImmediate(() => poll(definition.name));
        continue;
      }
      queue.messages.delete(message.id);
    }
    for (const message of batch.filter((candidate) => failedIds.has(candidate.id))) {
      if (message.receiveCount >= definition.maxReceiveCount) {
        queue.messages.delete(message.id);
        console.error(`[queues] a message of ${definition.name} failed ${message.receiveCount} times: moved to the dead letters`);
        if (options.deadLetterFile) appendFileSync(options.deadLetterFile, `${JSON.stringify({ queue: definition.name, consumer: definition.consumer, body: message.body })}\n`);
        continue;
      }
      message.visibleAt = Date.now() + retryDelayMs;
      later(definition.name, retryDelayMs);
    }
  };

  /** Accepts messages as SendMessageBatch does; an unknown queue is an error, as in SQS. */
  const send = (queueUrl: string, bodies: readonly string[]): string[] => {
    const name = queueUrl.split('/').pop() ?? '';
    const queue = queues.get(name);
    if (!queue) throw Object.assign(new Error(`The specified queue does not exist: ${queueUrl}`), { code: 'QueueDoesNotExist' });
    const ids = bodies.map((body) => {
      const id = randomUUID();
      queue.messages.set(id, { id, body, sentAt: Date.now(), receiveCount: 0, visibleAt: 0 });
      return id;
    });
    options.log?.(`[queues] ${bodies.length} message(s) -> ${name}`);
    // Like Lambda's pollers, which are already waiting: the batch starts once the sender is answered.
    setImmediate(() => poll(name));
    return ids;
  };

  /** Serves one SQS JSON request (`x-amz-target: AmazonSQS.<Operation>`); the answer's status and body. */
  const handle = (target: string, body: string): { status: number; body: unknown } => {
    const operation = target.replace(/^AmazonSQS\./, '');
    try {
      const input = JSON.parse(body || '{}') as { QueueUrl?: string; MessageBody?: string; Entries?: { Id: string; MessageBody: string }[] };
      const deadLetters = options.deadLetters && input.QueueUrl?.split('/').pop() === options.deadLetters.name ? options.deadLetters.handle(operation, input) : undefined;
      if (deadLetters) return deadLetters;
      if (operation === 'SendMessage') {
        const [id] = send(input.QueueUrl ?? '', [input.MessageBody ?? '']);
        return { status: 200, body: { MessageId: id, MD5OfMessageBody: md5(input.MessageBody ?? '') } };
      }
      if (operation === 'SendMessageBatch') {
        const entries = input.Entries ?? [];
        if (entries.length === 0 || entries.length > 10) return { status: 400, body: { __type: 'com.amazonaws.sqs#TooManyEntriesInBatchRequest', message: 'A batch holds 1 to 10 entries' } };
        const ids = send(input.QueueUrl ?? '', entries.map((entry) => entry.MessageBody));
        return { status: 200, body: { Successful: entries.map((entry, index) => ({ Id: entry.Id, MessageId: ids[index], MD5OfMessageBody: md5(entry.MessageBody) })), Failed: [] } };
      }
      return { status: 400, body: { __type: 'com.amazonaws.sqs#UnsupportedOperation', message: `${operation} is not emulated locally` } };
    } catch (error) {
      const code = (error as { code?: string }).code;
      return { status: 400, body: { __type: `com.amazonaws.sqs#${code ?? 'InvalidParameterValue'}`, message: error instanceof Error ? error.message : String(error) } };
    }
  };

  /** The messages every queue holds now (waiting, in flight or to be retried), for the erasure's scan. */
  const messages = (): { queue: string; body: string }[] => [...queues.values()].flatMap((queue) => [...queue.messages.values()].map((message) => ({ queue: queue.definition.name, body: message.body })));

  /** Resolves when every queue is empty and no invocation runs (a message waiting to be retried counts as work). */
  const drain = (): Promise<void> =>
    busy() ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve();

  const stop = async (): Promise<void> => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.allSettled([...invocations]);
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  return { send, handle, drain, stop, messages };
};

export type LocalQueues = ReturnType<typeof createLocalQueues>;
