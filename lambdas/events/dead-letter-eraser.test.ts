import { ChangeMessageVisibilityBatchCommand, DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { busEvent, testEnv, useTestEnv } from '../testing/events';

useTestEnv();
const sqs = mockClient(SQSClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const held = Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
const queues = ['https://sqs.test/1/mailer-dlq', 'https://sqs.test/1/jobs-dlq'];

const deliver = async (type: string, detail: unknown) => {
  const { handler } = await import('./dead-letter-eraser');
  await handler(busEvent(type, detail, 'evt-1'));
};
const message = (id: string, body: unknown) => ({ MessageId: id, ReceiptHandle: `rh-${id}`, Body: JSON.stringify(body) });

beforeEach(() => {
  sqs.reset();
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  process.env.DEAD_LETTER_QUEUES = queues.join(',');
  sqs.on(DeleteMessageBatchCommand).resolves({ Successful: [], Failed: [] });
  sqs.on(ChangeMessageVisibilityBatchCommand).resolves({ Successful: [], Failed: [] });
});

describe('the dead-letter eraser', () => {
  it.each(['AdminUserDeleted', 'RegistrationExpired', 'RegistrationTakenOver'])('after %s, deletes every dead letter that names the erased account, in every dead-letter queue, and puts the others back at once', async (type) => {
    sqs.on(ReceiveMessageCommand, { QueueUrl: queues[0] })
      .resolvesOnce({ Messages: [message('a', { detail: { uid: 'user-1' } }), message('b', { detail: { uid: 'user-2' } })] })
      .resolvesOnce({ Messages: [message('c', { detail: { studentUid: 'user-1', offerId: 'o' } })] })
      .resolves({ Messages: [] });
    sqs.on(ReceiveMessageCommand, { QueueUrl: queues[1] }).resolvesOnce({ Messages: [message('d', { uid: 'user-3' })] }).resolves({});

    await deliver(type, { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' });

    const deleted = sqs.commandCalls(DeleteMessageBatchCommand).map((call) => [call.args[0].input.QueueUrl, call.args[0].input.Entries?.map((entry) => entry.ReceiptHandle)]);
    expect(deleted).toEqual([
      [queues[0], ['rh-a']],
      [queues[0], ['rh-c']],
    ]);
    const returned = sqs.commandCalls(ChangeMessageVisibilityBatchCommand).map((call) => [call.args[0].input.QueueUrl, call.args[0].input.Entries?.map((entry) => [entry.ReceiptHandle, entry.VisibilityTimeout])]);
    // The queues are read at once: which one puts its letters back first is not fixed.
    expect(returned.sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual([
      [queues[1], [['rh-d', 0]]],
      [queues[0], [['rh-b', 0]]],
    ]);
    // Long polling: SQS then asks every one of its servers, so an empty answer means an empty queue.
    expect(sqs.commandCalls(ReceiveMessageCommand)[0]?.args[0].input).toMatchObject({ MaxNumberOfMessages: 10, WaitTimeSeconds: 1 });
  });

  it('does not take an id for a part of another: user-1 is not user-10', async () => {
    sqs.on(ReceiveMessageCommand, { QueueUrl: queues[0] }).resolvesOnce({ Messages: [message('a', { detail: { uid: 'user-10' } })] }).resolves({});
    sqs.on(ReceiveMessageCommand, { QueueUrl: queues[1] }).resolves({});
    await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' });
    expect(sqs.commandCalls(DeleteMessageBatchCommand)).toHaveLength(0);
  });

  it('fails when a deletion fails, so that the bus retries it', async () => {
    sqs.on(ReceiveMessageCommand, { QueueUrl: queues[0] }).resolvesOnce({ Messages: [message('a', { detail: { uid: 'user-1' } })] }).resolves({});
    sqs.on(ReceiveMessageCommand, { QueueUrl: queues[1] }).resolves({});
    sqs.on(DeleteMessageBatchCommand).resolves({ Successful: [], Failed: [{ Id: '0', Code: 'ReceiptHandleIsInvalid', SenderFault: true }] });
    await expect(deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' })).rejects.toThrow('ReceiptHandleIsInvalid');
  });

  describe('one erasure at a time: a reader hides what it receives', () => {
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('takes the lease of the reading before it receives anything, and gives it back after', async () => {
      sqs.on(ReceiveMessageCommand).resolves({});
      await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' });
      const [lease] = dynamo.commandCalls(PutCommand);
      expect(lease?.args[0].input).toMatchObject({ TableName: testEnv.TABLE_AUTH, Item: { pk: 'DEAD-LETTER-READER', sk: 'LEASE' }, ConditionExpression: 'attribute_not_exists(pk) OR heldUntil < :now' });
      expect(dynamo.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({ Key: { pk: 'DEAD-LETTER-READER', sk: 'LEASE' }, ExpressionAttributeValues: { ':holder': lease?.args[0].input.Item?.holder as unknown } });
    });

    it('waits while another erasure reads the queues, then reads them itself', async () => {
      jest.spyOn(Math, 'random').mockReturnValue(0);
      dynamo.on(PutCommand).rejectsOnce(held).resolves({});
      sqs.on(ReceiveMessageCommand, { QueueUrl: queues[0] }).resolvesOnce({ Messages: [message('a', { detail: { uid: 'user-1' } })] }).resolves({});
      sqs.on(ReceiveMessageCommand, { QueueUrl: queues[1] }).resolves({});
      await deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' });
      expect(dynamo.commandCalls(PutCommand)).toHaveLength(2);
      expect(sqs.commandCalls(DeleteMessageBatchCommand)).toHaveLength(1);
    });

    it('fails, for the bus to retry it, when another erasure keeps reading', async () => {
      jest.useFakeTimers();
      dynamo.on(PutCommand).rejects(held);
      const erasure = deliver('AdminUserDeleted', { uid: 'user-1', actor: 'admin-1', at: '2026-11-21T12:00:00.000Z' });
      const failed = expect(erasure).rejects.toThrow('Another erasure kept reading the dead letters');
      await jest.advanceTimersByTimeAsync(35_000);
      await failed;
      expect(sqs.commandCalls(ReceiveMessageCommand)).toHaveLength(0);
    });
  });
});
