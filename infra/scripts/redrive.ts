/**
 * `npm run redrive -- --stage NAME [--queue MODULE] [--dry-run]`: what waits in the stage's
 * dead-letter queues, and sends it back to where it failed, once its cause is fixed
 * (docs/deploy.md, "Dead letters"). Without `--queue` it lists every dead-letter queue of the stage
 * with its count. With it, by the module its alarm names (`events/mailer`, `jobs/billing`,
 * `jobs/billing-worker`, `live/user-changes`):
 *
 * - an event consumer's queue: each event, as EventBridge or Lambda parked it, is handed to the
 *   consumer again (an asynchronous invoke, as EventBridge makes it), then deleted;
 * - a job's failed runs: each run is started again (the driver, invoked as Scheduler does; a run
 *   parked by the driver's on-failure destination with the payload it had), then deleted;
 * - a job's failed items: moved back to the job's queue, as they were, by SQS itself
 *   (StartMessageMoveTask), and followed until the move completes;
 * - a stream consumer's queue: each failed batch is read again from the table's stream (it keeps
 *   24 hours) and handed to the consumer, which must take it whole; then deleted.
 *
 * A message whose redrive failed stays in the queue, and says why.
 */
import { CloudFormationClient, paginateListStackResources } from '@aws-sdk/client-cloudformation';
import { DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ListMessageMoveTasksCommand,
  type Message,
  ReceiveMessageCommand,
  SQSClient,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import { scheduledJobs } from '../../shared/data/jobs';
import { tables, type TableDefinition } from '../../shared/data/tables';
import { eventCatalogue } from '../../shared/events';
import { toConstructId } from '../lib/constructs/app-function';
import { jobsStackName } from '../lib/stacks/stage-stacks';
import { isStageName, stackName, stageConfig, stageNames, type StageName } from '../lib/stage-config';
import { parseArgs } from './args';

export type DeadLetterKind = 'event' | 'stream' | 'job-runs' | 'job-items';

/** A dead-letter queue of the stage, by what the stacks' construct ids make of its owner's name. */
export interface DeadLetterOwner {
  /** The module its alarm names, which `--queue` takes. */
  readonly name: string;
  readonly kind: DeadLetterKind;
  readonly stack: string;
  /** The queue's logical id, before CDK's hash. */
  readonly queueId: string;
  /** The function a redrive hands the messages to (none for items, which SQS moves itself). */
  readonly functionId?: string;
}

/** Every dead-letter queue of a stage, from the shared definitions the stacks are built from. */
export const deadLetterOwners = (stage: StageName): DeadLetterOwner[] => {
  const app = stackName(stage);
  const jobs = jobsStackName(stage);
  const consumers = [...new Set(eventCatalogue.flatMap((event) => event.consumers))];
  const streamConsumers = (tables as readonly TableDefinition[]).flatMap((table) => table.streamConsumers ?? []);
  return [
    ...consumers.map((handler): DeadLetterOwner => {
      const id = `${toConstructId(handler)}Consumer`;
      return { name: handler, kind: 'event', stack: app, queueId: `${id}DeadLetterQueue`, functionId: `${id}HandlerFunction` };
    }),
    ...streamConsumers.map((handler): DeadLetterOwner => {
      const id = `${toConstructId(handler)}StreamConsumer`;
      return { name: handler, kind: 'stream', stack: app, queueId: `${id}DeadLetterQueue`, functionId: `${id}HandlerFunction` };
    }),
    ...scheduledJobs.flatMap((job): DeadLetterOwner[] => {
      const id = `${toConstructId(job.name)}Job`;
      return [
        { name: job.handler, kind: 'job-runs', stack: jobs, queueId: `${id}DeadLetterQueue`, functionId: `${id}HandlerFunction` },
        { name: job.worker.handler, kind: 'job-items', stack: jobs, queueId: `${id}ItemsDeadLetterQueue` },
      ];
    }),
  ];
};

export interface RedriveClients {
  readonly cloudFormation: CloudFormationClient;
  readonly sqs: SQSClient;
  readonly lambda: LambdaClient;
  readonly streams: DynamoDBStreamsClient;
}

/** A logical id as CDK writes it: the construct path's id, then an 8-character hash. */
const isLogicalIdOf = (logicalId: string, id: string): boolean => logicalId.startsWith(id) && /^[0-9A-F]{8}$/.test(logicalId.slice(id.length));

/** The physical ids of the stacks' queues and functions, by logical id. */
const stackResources = async (clients: RedriveClients, stacks: readonly string[]): Promise<{ logicalId: string; type: string; physicalId: string }[]> => {
  const found: { logicalId: string; type: string; physicalId: string }[] = [];
  for (const stack of stacks) {
    for await (const page of paginateListStackResources({ client: clients.cloudFormation }, { StackName: stack })) {
      for (const resource of page.StackResourceSummaries ?? []) {
        if (resource.LogicalResourceId && resource.PhysicalResourceId && resource.ResourceType) {
          found.push({ logicalId: resource.LogicalResourceId, type: resource.ResourceType, physicalId: resource.PhysicalResourceId });
        }
      }
    }
  }
  return found;
};

export interface DeployedQueue {
  readonly owner: DeadLetterOwner;
  readonly queueUrl: string;
  readonly functionName?: string;
  readonly messages: number;
}

/** The stage's dead-letter queues as deployed, with the messages each holds now. */
export const deployedQueues = async (clients: RedriveClients, stage: StageName): Promise<DeployedQueue[]> => {
  const owners = deadLetterOwners(stage);
  const resources = await stackResources(clients, [...new Set(owners.map((owner) => owner.stack))]);
  const physical = (id: string, type: string) => resources.find((resource) => resource.type === type && isLogicalIdOf(resource.logicalId, id))?.physicalId;
  return Promise.all(
    owners.map(async (owner): Promise<DeployedQueue> => {
      const queueUrl = physical(owner.queueId, 'AWS::SQS::Queue');
      if (!queueUrl) throw new Error(`No queue ${owner.queueId} in stack ${owner.stack}: is ${stage} deployed from this commit?`);
      const functionName = owner.functionId ? physical(owner.functionId, 'AWS::Lambda::Function') : undefined;
      if (owner.functionId && !functionName) throw new Error(`No function ${owner.functionId} in stack ${owner.stack}`);
      const { Attributes } = await clients.sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
      const messages = Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
      return { owner, queueUrl, ...(functionName ? { functionName } : {}), messages };
    }),
  );
};

export interface RedriveOutcome {
  readonly messageId: string;
  readonly redriven: boolean;
  readonly detail: string;
}

const decoder = new TextDecoder();

/** A job run as its dead-letter queue holds it: a Lambda on-failure record carries the payload it had; Scheduler parks the payload itself. */
export const runPayload = (body: string): string => {
  try {
    const parsed = JSON.parse(body) as { requestContext?: unknown; requestPayload?: unknown };
    if (parsed.requestContext && 'requestPayload' in parsed) return JSON.stringify(parsed.requestPayload ?? {});
  } catch {
    // Not JSON: handed on as it is.
  }
  return body;
};

/** What a stream consumer's on-failure destination records of a batch (Lambda's DynamoDB on-failure record). */
interface StreamBatchInfo {
  readonly shardId: string;
  readonly startSequenceNumber: string;
  readonly endSequenceNumber: string;
  readonly streamArn: string;
}

/** The failed batch's records, read again from the stream; throws when the stream no longer has them (24 hours). */
export const readBatch = async (streams: DynamoDBStreamsClient, batch: StreamBatchInfo): Promise<StreamRecord[]> => {
  const { ShardIterator } = await streams.send(
    new GetShardIteratorCommand({ StreamArn: batch.streamArn, ShardId: batch.shardId, ShardIteratorType: 'AT_SEQUENCE_NUMBER', SequenceNumber: batch.startSequenceNumber }),
  );
  const records: StreamRecord[] = [];
  const end = BigInt(batch.endSequenceNumber);
  let iterator = ShardIterator;
  // A shard's records come in order; an empty page of an open shard means nothing more yet.
  while (iterator) {
    const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    for (const record of page.Records ?? []) {
      const sequence = BigInt(record.dynamodb?.SequenceNumber ?? '0');
      if (sequence > end) return records;
      records.push(record);
    }
    if (!page.Records?.length) return records;
    iterator = page.NextShardIterator;
  }
  return records;
};

/** A stream record as Lambda's DynamoDB event has it. */
const asEventRecord = (record: StreamRecord, streamArn: string) => ({ ...record, eventSourceARN: streamArn });

const redriveMessage = async (clients: RedriveClients, queue: DeployedQueue, message: Message): Promise<RedriveOutcome> => {
  const messageId = message.MessageId ?? '?';
  const body = message.Body ?? '';
  const functionName = queue.functionName ?? '';
  if (queue.owner.kind === 'stream') {
    const batch = (JSON.parse(body) as { DDBStreamBatchInfo?: StreamBatchInfo }).DDBStreamBatchInfo;
    if (!batch) return { messageId, redriven: false, detail: 'not a stream batch record: left in the queue' };
    let records: StreamRecord[];
    try {
      records = await readBatch(clients.streams, batch);
    } catch (error) {
      const name = (error as { name?: string }).name ?? String(error);
      return { messageId, redriven: false, detail: `the stream no longer has the batch (${name}): left in the queue; docs/deploy.md, "Dead letters", says what to do` };
    }
    const answer = await clients.lambda.send(
      new InvokeCommand({ FunctionName: functionName, InvocationType: 'RequestResponse', Payload: JSON.stringify({ Records: records.map((record) => asEventRecord(record, batch.streamArn)) }) }),
    );
    const failures = (JSON.parse(answer.Payload ? decoder.decode(answer.Payload) || '{}' : '{}') as { batchItemFailures?: unknown[] }).batchItemFailures ?? [];
    if (answer.FunctionError || failures.length) return { messageId, redriven: false, detail: `${queue.owner.name} failed again on ${failures.length || records.length} record(s): left in the queue` };
    return { messageId, redriven: true, detail: `${records.length} record(s) of ${batch.shardId} handled by ${queue.owner.name}` };
  }
  const payload = queue.owner.kind === 'job-runs' ? runPayload(body) : body;
  const answer = await clients.lambda.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: payload }));
  if (answer.StatusCode !== 202) return { messageId, redriven: false, detail: `Lambda answered ${answer.StatusCode ?? '?'}: left in the queue` };
  return { messageId, redriven: true, detail: `handed to ${queue.owner.name} again` };
};

/** How long a message received for a redrive stays hidden: longer than a synchronous stream consumer's run. */
const RECEIVE_VISIBILITY_SECONDS = 120;

/** Sends the queue's messages back, one by one; only those there when it starts (a new failure waits for the next run). */
export const redriveMessages = async (clients: RedriveClients, queue: DeployedQueue, options: { readonly dryRun?: boolean; readonly log?: (line: string) => void } = {}): Promise<RedriveOutcome[]> => {
  const log = options.log ?? (() => undefined);
  const outcomes: RedriveOutcome[] = [];
  while (outcomes.length < queue.messages) {
    const { Messages } = await clients.sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queue.queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: options.dryRun ? 5 : RECEIVE_VISIBILITY_SECONDS, MessageAttributeNames: ['All'] }),
    );
    if (!Messages?.length) break;
    for (const message of Messages) {
      if (options.dryRun) {
        const outcome = { messageId: message.MessageId ?? '?', redriven: false, detail: `would be handed to ${queue.owner.name}: ${(message.Body ?? '').slice(0, 200)}` };
        outcomes.push(outcome);
        log(`dry run ${outcome.messageId}: ${outcome.detail}`);
        continue;
      }
      let outcome: RedriveOutcome;
      try {
        outcome = await redriveMessage(clients, queue, message);
      } catch (error) {
        outcome = { messageId: message.MessageId ?? '?', redriven: false, detail: `${error instanceof Error ? error.message : String(error)}: left in the queue` };
      }
      if (outcome.redriven) await clients.sqs.send(new DeleteMessageCommand({ QueueUrl: queue.queueUrl, ReceiptHandle: message.ReceiptHandle }));
      outcomes.push(outcome);
      log(`${outcome.redriven ? 'redriven' : 'KEPT    '} ${outcome.messageId}: ${outcome.detail}`);
    }
    // A dry run shows one batch: the messages it received come back after a few seconds.
    if (options.dryRun) break;
  }
  return outcomes;
};

/** The queue's ARN from its URL (`https://sqs.<region>.amazonaws.com/<account>/<name>`). */
export const queueArnOf = (queueUrl: string): string => {
  const url = new URL(queueUrl);
  const [, account, name] = url.pathname.split('/');
  const region = url.hostname.split('.')[1];
  return `arn:aws:sqs:${region}:${account}:${name}`;
};

/** A job's failed items back to its queue, by SQS itself; followed until the move is over. */
export const moveItemsBack = async (
  clients: RedriveClients,
  queue: DeployedQueue,
  options: { readonly log?: (line: string) => void; readonly sleep?: (ms: number) => Promise<void>; readonly pollMs?: number } = {},
): Promise<{ status: string; moved: number; failureReason?: string }> => {
  const log = options.log ?? (() => undefined);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const sourceArn = queueArnOf(queue.queueUrl);
  // No destination: SQS moves each message back to the queue it came from, the job's queue.
  const { TaskHandle } = await clients.sqs.send(new StartMessageMoveTaskCommand({ SourceArn: sourceArn }));
  log(`moving the failed items of ${queue.owner.name} back to the job's queue (task ${TaskHandle ?? '?'})`);
  for (;;) {
    const { Results } = await clients.sqs.send(new ListMessageMoveTasksCommand({ SourceArn: sourceArn, MaxResults: 1 }));
    const task = Results?.[0];
    const moved = task?.ApproximateNumberOfMessagesMoved ?? 0;
    if (task && task.Status !== 'RUNNING' && task.Status !== 'CANCELLING') {
      return { status: task.Status ?? '?', moved, ...(task.FailureReason ? { failureReason: task.FailureReason } : {}) };
    }
    log(`  ${moved} of ${task?.ApproximateNumberOfMessagesToMove ?? '?'} moved`);
    await sleep(options.pollMs ?? 5_000);
  }
};

const usage = `Usage: npm run redrive -- --stage <${stageNames.join('|')}> [--queue <module>] [--dry-run]`;

const main = async () => {
  const { stage, positional } = parseArgs(process.argv.slice(2));
  const queueIndex = positional.indexOf('--queue');
  const queueName = queueIndex >= 0 ? positional[queueIndex + 1] : undefined;
  const dryRun = positional.includes('--dry-run');
  if (!isStageName(stage) || (queueIndex >= 0 && !queueName)) {
    console.error(usage);
    process.exit(2);
  }
  const { region } = stageConfig(stage);
  const clients: RedriveClients = {
    cloudFormation: new CloudFormationClient({ region }),
    sqs: new SQSClient({ region }),
    lambda: new LambdaClient({ region }),
    streams: new DynamoDBStreamsClient({ region }),
  };
  const queues = await deployedQueues(clients, stage);
  if (!queueName) {
    for (const queue of queues) console.log(`${String(queue.messages).padStart(6)}  ${queue.owner.name.padEnd(40)} ${queue.owner.kind}`);
    console.log(`\nRedrive one: npm run redrive -- --stage ${stage} --queue <module> [--dry-run]`);
    return;
  }
  const queue = queues.find((candidate) => candidate.owner.name === queueName);
  if (!queue) {
    console.error(`No dead-letter queue of ${queueName} in ${stage}; the stage's are: ${queues.map((candidate) => candidate.owner.name).join(', ')}`);
    process.exit(2);
  }
  if (queue.owner.kind === 'job-items') {
    if (dryRun) {
      console.log(`dry run: ${queue.messages} failed item(s) of ${queue.owner.name} would go back to the job's queue`);
      return;
    }
    const result = await moveItemsBack(clients, queue, { log: console.log });
    console.log(`${result.status}: ${result.moved} item(s) moved back${result.failureReason ? ` (${result.failureReason})` : ''}`);
    process.exit(result.status === 'COMPLETED' ? 0 : 1);
  }
  const outcomes = await redriveMessages(clients, queue, { dryRun, log: console.log });
  const kept = outcomes.filter((outcome) => !outcome.redriven).length;
  console.log(dryRun ? `dry run: ${outcomes.length} message(s) shown` : `${outcomes.length - kept} redriven, ${kept} kept`);
  process.exit(!dryRun && kept > 0 ? 1 : 0);
};

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
