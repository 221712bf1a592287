import { SendMessageBatchCommand, type ServiceInputTypes, type ServiceOutputTypes, type SQSClientResolvedConfig } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { AwsStub } from 'aws-sdk-client-mock';

/**
 * A job's queue for unit tests, on a mocked SQS client: what the driver and the workers sent
 * (SendMessageBatch), handed to the worker ten at a time as the event source mapping would, until
 * nothing is left. Failed messages are reported, not handed again: a test looks at them.
 */
type SqsMock = AwsStub<ServiceInputTypes, ServiceOutputTypes, SQSClientResolvedConfig>;

let sequence = 0;

export const sqsRecord = (body: unknown, receiveCount = 1): SQSRecord => {
  sequence += 1;
  return {
    messageId: `message-${sequence}`,
    receiptHandle: `receipt-${sequence}`,
    body: JSON.stringify(body),
    attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:test-job',
    awsRegion: 'us-east-1',
  };
};

export const sqsEvent = (...bodies: unknown[]): SQSEvent => ({ Records: bodies.map((body) => sqsRecord(body)) });

/** The bodies sent since the call `from` (SendMessageBatch calls, in order). */
export const sentBodies = (sqs: SqsMock, from = 0): unknown[] =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .slice(from)
    .flatMap((call) => (call.args[0].input.Entries ?? []).map((entry) => JSON.parse(entry.MessageBody ?? 'null') as unknown));

/**
 * Hands every message sent so far (and every message those send) to `worker`, ten at a time; answers
 * the bodies of the messages the worker reported failed.
 */
export const pumpJobQueue = async (sqs: SqsMock, worker: (event: SQSEvent) => Promise<SQSBatchResponse>): Promise<unknown[]> => {
  const failed: unknown[] = [];
  let handled = 0;
  for (;;) {
    const calls = sqs.commandCalls(SendMessageBatchCommand).length;
    const bodies = sentBodies(sqs, handled);
    handled = calls;
    if (bodies.length === 0) return failed;
    for (let index = 0; index < bodies.length; index += 10) {
      const event = sqsEvent(...bodies.slice(index, index + 10));
      const { batchItemFailures } = await worker(event);
      for (const failure of batchItemFailures) {
        const record = event.Records.find((candidate) => candidate.messageId === failure.itemIdentifier);
        failed.push(record && (JSON.parse(record.body) as unknown));
      }
    }
  }
};
