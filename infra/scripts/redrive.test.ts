import { CloudFormationClient, ListStackResourcesCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import { InvokeCommand, type InvokeCommandOutput, LambdaClient } from '@aws-sdk/client-lambda';
import { DeleteMessageCommand, GetQueueAttributesCommand, ListMessageMoveTasksCommand, ReceiveMessageCommand, SQSClient, StartMessageMoveTaskCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { synthStages } from '../test/synth';
import { deadLetterOwners, type DeployedQueue, deployedQueues, moveItemsBack, queueArnOf, redriveMessages, runPayload } from './redrive';

const cloudFormation = mockClient(CloudFormationClient);
const sqs = mockClient(SQSClient);
const lambda = mockClient(LambdaClient);
const streams = mockClient(DynamoDBStreamsClient);
const clients = { cloudFormation: new CloudFormationClient({}), sqs: new SQSClient({}), lambda: new LambdaClient({}), streams: new DynamoDBStreamsClient({}) };
/** A synchronous invocation's answer: the function's JSON as bytes (the SDK's own type is a class of a package this project does not depend on). */
const answered = (json: string): InvokeCommandOutput => ({ StatusCode: 200, Payload: new TextEncoder().encode(json), $metadata: {} }) as unknown as InvokeCommandOutput;

beforeEach(() => {
  for (const client of [cloudFormation, sqs, lambda, streams]) client.reset();
});

const queueOf = (name: string, messages: number): DeployedQueue => {
  const owner = deadLetterOwners('dev').find((candidate) => candidate.name === name);
  if (!owner) throw new Error(`no owner ${name}`);
  return { owner, queueUrl: `https://sqs.sa-east-1.amazonaws.com/222222222222/${owner.queueId}`, ...(owner.functionId ? { functionName: `fn-${name}` } : {}), messages };
};

describe('the stage\'s dead-letter queues, as npm run redrive finds them', () => {
  it('names every dead-letter queue of the stacks, each with the function it hands its messages back to', () => {
    const { app, jobs } = synthStages('dev');
    const logicalIds = [app, jobs].flatMap((template) => Object.entries(template.toJSON().Resources as Record<string, { Type: string }>));
    const idsOf = (type: string) => logicalIds.filter(([, resource]) => resource.Type === type).map(([id]) => id.replace(/[0-9A-F]{8}$/, ''));
    const owners = deadLetterOwners('dev');
    // Every queue of the stacks that is a dead-letter queue has its owner, and only those.
    expect(idsOf('AWS::SQS::Queue').filter((id) => id.endsWith('DeadLetterQueue')).sort()).toEqual(owners.map((owner) => owner.queueId).sort());
    for (const owner of owners) if (owner.functionId) expect(idsOf('AWS::Lambda::Function')).toContain(owner.functionId);
    expect(new Set(owners.map((owner) => owner.name)).size).toBe(owners.length);
  });

  it('counts what each one holds', async () => {
    cloudFormation.on(ListStackResourcesCommand).callsFake((input: { StackName: string }) => ({
      StackResourceSummaries: deadLetterOwners('dev')
        .filter((owner) => owner.stack === input.StackName)
        .flatMap((owner) => [
          { LogicalResourceId: `${owner.queueId}0A1B2C3D`, ResourceType: 'AWS::SQS::Queue', PhysicalResourceId: `https://sqs/q/${owner.name}`, ResourceStatus: 'CREATE_COMPLETE', LastUpdatedTimestamp: new Date() },
          ...(owner.functionId ? [{ LogicalResourceId: `${owner.functionId}9F8E7D6C`, ResourceType: 'AWS::Lambda::Function', PhysicalResourceId: `fn-${owner.name}`, ResourceStatus: 'CREATE_COMPLETE', LastUpdatedTimestamp: new Date() }] : []),
        ]),
    }));
    sqs.on(GetQueueAttributesCommand).resolves({ Attributes: { ApproximateNumberOfMessages: '2', ApproximateNumberOfMessagesNotVisible: '1' } });
    const queues = await deployedQueues(clients, 'dev');
    expect(queues).toHaveLength(deadLetterOwners('dev').length);
    expect(queues.find((queue) => queue.owner.name === 'events/mailer')).toMatchObject({ queueUrl: 'https://sqs/q/events/mailer', functionName: 'fn-events/mailer', messages: 3 });
    expect(cloudFormation.commandCalls(ListStackResourcesCommand).map((call) => call.args[0].input.StackName).sort()).toEqual(['beneficios-dev', 'beneficios-dev-jobs']);
  });
});

describe('npm run redrive -- --queue', () => {
  it('hands each parked event to its consumer again, as EventBridge does, and deletes it once Lambda took it', async () => {
    sqs
      .on(ReceiveMessageCommand)
      .resolvesOnce({ Messages: [{ MessageId: 'm1', ReceiptHandle: 'r1', Body: '{"detail-type":"UserRegistered"}' }, { MessageId: 'm2', ReceiptHandle: 'r2', Body: '{"detail-type":"UserDeleted"}' }] })
      .resolves({});
    lambda.on(InvokeCommand).resolvesOnce({ StatusCode: 202 }).resolves({ StatusCode: 500 });
    const outcomes = await redriveMessages(clients, queueOf('events/mailer', 2));
    expect(outcomes.map((outcome) => [outcome.messageId, outcome.redriven])).toEqual([
      ['m1', true],
      ['m2', false],
    ]);
    expect(lambda.commandCalls(InvokeCommand).map((call) => call.args[0].input)).toEqual([
      { FunctionName: 'fn-events/mailer', InvocationType: 'Event', Payload: '{"detail-type":"UserRegistered"}' },
      { FunctionName: 'fn-events/mailer', InvocationType: 'Event', Payload: '{"detail-type":"UserDeleted"}' },
    ]);
    // Only the one Lambda took is deleted; the other stays, saying why.
    expect(sqs.commandCalls(DeleteMessageCommand).map((call) => call.args[0].input.ReceiptHandle)).toEqual(['r1']);
    expect(outcomes[1]?.detail).toMatch(/Lambda answered 500: left in the queue/);
  });

  it('stops at the messages there were when it started: a new failure waits for the next run', async () => {
    sqs.on(ReceiveMessageCommand).resolves({ Messages: [{ MessageId: 'again', ReceiptHandle: 'r', Body: '{}' }] });
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    expect(await redriveMessages(clients, queueOf('events/mailer', 3))).toHaveLength(3);
  });

  it('starts a failed job run again with the payload it had, whether Scheduler or the driver\'s on-failure destination parked it', async () => {
    expect(runPayload(JSON.stringify({ requestContext: { functionArn: 'arn' }, requestPayload: { run: 'x' }, responsePayload: { errorMessage: 'boom' } }))).toBe('{"run":"x"}');
    expect(runPayload('{}')).toBe('{}');
    sqs.on(ReceiveMessageCommand).resolvesOnce({ Messages: [{ MessageId: 'run', ReceiptHandle: 'r', Body: JSON.stringify({ requestContext: {}, requestPayload: { at: 1 } }) }] }).resolves({});
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    await redriveMessages(clients, queueOf('jobs/billing', 1));
    expect(lambda.commandCalls(InvokeCommand)[0]?.args[0].input).toEqual({ FunctionName: 'fn-jobs/billing', InvocationType: 'Event', Payload: '{"at":1}' });
  });

  describe('a stream consumer\'s failed batch', () => {
    const batch = { DDBStreamBatchInfo: { shardId: 'shard-1', startSequenceNumber: '100', endSequenceNumber: '200', streamArn: 'arn:stream' } };
    beforeEach(() => {
      sqs.on(ReceiveMessageCommand).resolvesOnce({ Messages: [{ MessageId: 'b1', ReceiptHandle: 'r1', Body: JSON.stringify(batch) }] }).resolves({});
      streams.on(GetShardIteratorCommand).resolves({ ShardIterator: 'it-1' });
      streams
        .on(GetRecordsCommand, { ShardIterator: 'it-1' })
        .resolves({ Records: [{ eventName: 'INSERT', dynamodb: { SequenceNumber: '100' } }, { eventName: 'MODIFY', dynamodb: { SequenceNumber: '200' } }, { eventName: 'INSERT', dynamodb: { SequenceNumber: '300' } }], NextShardIterator: 'it-2' });
    });

    it('is read again from the stream, up to its last record, and handed whole to its consumer, then deleted', async () => {
      lambda.on(InvokeCommand).resolves(answered('{"batchItemFailures":[]}'));
      const [done] = await redriveMessages(clients, queueOf('live/user-changes', 1));
      expect(done).toMatchObject({ redriven: true, detail: '2 record(s) of shard-1 handled by live/user-changes' });
      expect(streams.commandCalls(GetShardIteratorCommand)[0]?.args[0].input).toEqual({ StreamArn: 'arn:stream', ShardId: 'shard-1', ShardIteratorType: 'AT_SEQUENCE_NUMBER', SequenceNumber: '100' });
      const invoked = lambda.commandCalls(InvokeCommand)[0]?.args[0].input;
      expect(invoked?.InvocationType).toBe('RequestResponse');
      expect((JSON.parse(invoked?.Payload as string) as { Records: { eventSourceARN: string }[] }).Records.map((record) => record.eventSourceARN)).toEqual(['arn:stream', 'arn:stream']);
      expect(sqs.commandCalls(DeleteMessageCommand)).toHaveLength(1);
    });

    it('stays when its consumer fails again', async () => {
      lambda.on(InvokeCommand).resolves(answered('{"batchItemFailures":[{"itemIdentifier":"200"}]}'));
      expect((await redriveMessages(clients, queueOf('live/user-changes', 1)))[0]).toMatchObject({ redriven: false, detail: expect.stringMatching(/failed again/) as unknown });
      expect(sqs.commandCalls(DeleteMessageCommand)).toEqual([]);
    });

    it('stays, saying so, when the stream no longer has it', async () => {
      streams.on(GetShardIteratorCommand).rejects(Object.assign(new Error('trimmed'), { name: 'TrimmedDataAccessException' }));
      expect((await redriveMessages(clients, queueOf('live/user-changes', 1)))[0]).toMatchObject({ redriven: false, detail: expect.stringMatching(/no longer has the batch \(TrimmedDataAccessException\)/) as unknown });
      expect(lambda.commandCalls(InvokeCommand)).toEqual([]);
      expect(sqs.commandCalls(DeleteMessageCommand)).toEqual([]);
    });
  });

  it('shows without doing on a dry run', async () => {
    sqs.on(ReceiveMessageCommand).resolves({ Messages: [{ MessageId: 'm', ReceiptHandle: 'r', Body: '{}' }] });
    const outcomes = await redriveMessages(clients, queueOf('events/mailer', 5), { dryRun: true });
    expect(outcomes).toHaveLength(1);
    expect(lambda.commandCalls(InvokeCommand)).toEqual([]);
    expect(sqs.commandCalls(DeleteMessageCommand)).toEqual([]);
  });

  it('moves a job\'s failed items back to the job\'s queue with SQS\'s own message move task, and follows it to the end', async () => {
    const queue = queueOf('jobs/billing-worker', 4);
    expect(queue.functionName).toBeUndefined();
    sqs.on(StartMessageMoveTaskCommand).resolves({ TaskHandle: 'task' });
    sqs
      .on(ListMessageMoveTasksCommand)
      .resolvesOnce({ Results: [{ Status: 'RUNNING', ApproximateNumberOfMessagesMoved: 1, ApproximateNumberOfMessagesToMove: 4 }] })
      .resolves({ Results: [{ Status: 'COMPLETED', ApproximateNumberOfMessagesMoved: 4 }] });
    const result = await moveItemsBack(clients, queue, { sleep: () => Promise.resolve() });
    expect(result).toEqual({ status: 'COMPLETED', moved: 4 });
    // No destination: SQS sends each message back to the queue it came from, the job's queue.
    expect(sqs.commandCalls(StartMessageMoveTaskCommand)[0]?.args[0].input).toEqual({ SourceArn: queueArnOf(queue.queueUrl) });
    expect(queueArnOf('https://sqs.sa-east-1.amazonaws.com/222222222222/beneficios-dev-jobs-billing-failed-items')).toBe('arn:aws:sqs:sa-east-1:222222222222:beneficios-dev-jobs-billing-failed-items');
  });
});
