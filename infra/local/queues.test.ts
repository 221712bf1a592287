import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { createLocalQueues, type LocalQueueDefinition } from './queues';

const definition: LocalQueueDefinition = { name: 'test-job', consumer: 'jobs/test-worker', batchSize: 3, maxConcurrency: 2, maxReceiveCount: 3, timeoutMs: 1000 };
const url = 'http://127.0.0.1:1/000000000000/test-job';

const queuesWith = (consume: (event: SQSEvent) => Promise<SQSBatchResponse | undefined>) => {
  const deadLetterFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'queues-')), 'dead-letters.jsonl');
  const queues = createLocalQueues({ definitions: [definition], loadConsumer: () => Promise.resolve((event) => consume(event as SQSEvent)), retryDelayMs: 10, deadLetterFile });
  return { queues, deadLetterFile };
};

describe('the local job queues', () => {
  it('answers SendMessageBatch as SQS does (ids and the MD5 the SDK checks) and refuses an unknown queue', () => {
    const { queues } = queuesWith(() => Promise.resolve(undefined));
    const answer = queues.handle('AmazonSQS.SendMessageBatch', JSON.stringify({ QueueUrl: url, Entries: [{ Id: 'a', MessageBody: 'hola' }] }));
    expect(answer).toEqual({ status: 200, body: { Successful: [{ Id: 'a', MessageId: expect.any(String) as unknown, MD5OfMessageBody: '4d186321c1a7f0f354b297e8914ab240' }], Failed: [] } });
    expect(queues.handle('AmazonSQS.SendMessage', JSON.stringify({ QueueUrl: `${url}-nope`, MessageBody: 'x' })).status).toBe(400);
    return queues.stop();
  });

  it('hands batches of at most batchSize, never more than maxConcurrency invocations at once, until the queue is empty', async () => {
    let running = 0;
    let most = 0;
    const sizes: number[] = [];
    const { queues } = queuesWith(async (event) => {
      running += 1;
      most = Math.max(most, running);
      sizes.push(event.Records.length);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return { batchItemFailures: [] };
    });
    queues.send(url, Array.from({ length: 20 }, (_unused, index) => String(index)));
    await queues.drain();
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(20);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(most).toBe(2);
  });

  it('hands a reported failure again alone, and after maxReceiveCount deliveries moves it to the dead letters', async () => {
    const seen: Record<string, number> = {};
    const { queues, deadLetterFile } = queuesWith((event) => {
      for (const record of event.Records) seen[record.body] = Number(record.attributes.ApproximateReceiveCount);
      return Promise.resolve({ batchItemFailures: event.Records.filter((record) => record.body !== 'ok').map((record) => ({ itemIdentifier: record.messageId })) });
    });
    queues.send(url, ['ok', 'bad']);
    await queues.drain();
    expect(seen).toEqual({ ok: 1, bad: 3 });
    expect(existsSync(deadLetterFile) && readFileSync(deadLetterFile, 'utf8')).toContain('"body":"bad"');
  });
});
