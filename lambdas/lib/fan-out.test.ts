import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { sentBodies, sqsEvent } from '../testing/job-queue';
import { fanOutWorker, pacer, sendToQueue, startRun, type RunLedger } from './fan-out';

const sqs = mockClient(SQSClient);
const job = { queueEnvVar: 'QUEUE_TEST', worker: { maxConcurrency: 2, itemsPerSecond: undefined, timeoutSeconds: 60 } };

/** The ledger's rules in memory (job-ledger.repository.ts keeps them in DynamoDB: lambdas/lib/fan-out.int.test.ts). */
const memoryLedger = (): RunLedger & { claims: Map<string, { holder: string; done: boolean }> } => {
  const runs = new Map<string, boolean>();
  const claims = new Map<string, { holder: string; done: boolean }>();
  return {
    claims,
    openRun: (run) => Promise.resolve(!runs.get(run)),
    closeRunStart: (run) => {
      runs.set(run, true);
      return Promise.resolve();
    },
    claim: (run, key, holder) => {
      const claim = claims.get(`${run} ${key}`);
      if (claim && (claim.done || claim.holder !== holder)) return Promise.resolve(false);
      claims.set(`${run} ${key}`, { holder, done: false });
      return Promise.resolve(true);
    },
    done: (run, key) => {
      const claim = claims.get(`${run} ${key}`);
      if (claim) claim.done = true;
      return Promise.resolve();
    },
  };
};
const queueUrl = 'https://sqs.us-east-1.amazonaws.com/000000000000/test-job';

beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
  process.env.QUEUE_TEST = queueUrl;
  delete process.env.FAN_OUT_PACING;
});

describe('sending to a job queue', () => {
  it('sends ten messages a request to the queue of the job’s variable, each walk of the run', async () => {
    expect(await startRun('QUEUE_TEST', 'test#2026-12-01', Array.from({ length: 23 }, (_unused, index) => ({ month: index })), memoryLedger())).toBe(true);
    const calls = sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.Entries?.length)).toEqual([10, 10, 3]);
    expect(calls.every((input) => input.QueueUrl === queueUrl)).toBe(true);
    expect(sentBodies(sqs)[22]).toEqual({ run: 'test#2026-12-01', walk: { month: 22 } });
  });

  it('sends a run’s walks once: a second start of the run sends nothing', async () => {
    const ledger = memoryLedger();
    expect(await startRun('QUEUE_TEST', 'test#2026-12-01', [{ month: 1 }], ledger)).toBe(true);
    expect(await startRun('QUEUE_TEST', 'test#2026-12-01', [{ month: 1 }], ledger)).toBe(false);
    expect(sentBodies(sqs)).toHaveLength(1);
  });

  it('sends again only the entries SQS refused, and fails when it keeps refusing', async () => {
    sqs.on(SendMessageBatchCommand).resolvesOnce({ Successful: [{ Id: '0', MessageId: 'a', MD5OfMessageBody: '' }], Failed: [{ Id: '1', Code: 'ThrottlingException', SenderFault: false }] }).resolves({ Successful: [], Failed: [] });
    await sendToQueue(queueUrl, ['a', 'b']);
    expect(sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input.Entries?.map((entry) => entry.MessageBody))).toEqual([['"a"', '"b"'], ['"b"']]);
    sqs.reset();
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [{ Id: '0', Code: 'ThrottlingException', SenderFault: false }] });
    await expect(sendToQueue(queueUrl, ['c'])).rejects.toThrow('SQS refused 1 message(s) 5 times');
  });

  it('fails loudly without the queue’s variable', async () => {
    delete process.env.QUEUE_TEST;
    await expect(startRun('QUEUE_TEST', 'test#2026-12-01', [{}], memoryLedger())).rejects.toThrow('QUEUE_TEST');
  });
});

describe('a job worker', () => {
  const pages: Record<string, { items: string[]; next?: Record<string, unknown> }> = {
    first: { items: ['a', 'b'], next: { uid: 'b' } },
    second: { items: ['c'] },
  };
  const work = jest.fn((item: string) => (item === 'bad' ? Promise.reject(new Error('no')) : Promise.resolve()));
  let ledger = memoryLedger();
  const worker = fanOutWorker<{ name: string }, string>(
    job,
    {
      readPage: (walk, cursor) => Promise.resolve(cursor ? (pages.second ?? { items: [] }) : (pages.first ?? { items: [] })),
      work,
    },
    { openRun: (run) => ledger.openRun(run), closeRunStart: (run, walks) => ledger.closeRunStart(run, walks), claim: (...args) => ledger.claim(...args), done: (...args) => ledger.done(...args) },
  );
  const run = 'test#2026-12-01';

  beforeEach(() => {
    work.mockClear();
    ledger = memoryLedger();
  });

  it('turns a walk message into its page’s items and the next page’s message, items first, all of its run', async () => {
    expect(await worker(sqsEvent({ run, walk: { name: 'renewals' } }))).toEqual({ batchItemFailures: [] });
    expect(sentBodies(sqs)).toEqual([
      { run, item: 'a' },
      { run, item: 'b' },
      { run, walk: { name: 'renewals' }, cursor: { uid: 'b' } },
    ]);
    expect(work).not.toHaveBeenCalled();
  });

  it('sends no next page after the last one', async () => {
    await worker(sqsEvent({ run, walk: { name: 'renewals' }, cursor: { uid: 'b' } }));
    expect(sentBodies(sqs)).toEqual([{ run, item: 'c' }]);
  });

  it('works each item message, and reports only the failed one, so that SQS hands only it again', async () => {
    const event = sqsEvent({ run, item: 'x' }, { run, item: 'bad' }, { run, item: 'y' });
    expect(await worker(event)).toEqual({ batchItemFailures: [{ itemIdentifier: event.Records[1]?.messageId }] });
    expect(work.mock.calls.map(([item]) => item)).toEqual(['x', 'bad', 'y']);
  });

  it('does a page or an item once: a copy (another message) or a redelivery after it was done does nothing; a failed one is taken up again by its own message', async () => {
    const page = sqsEvent({ run, walk: { name: 'renewals' } });
    await worker(page);
    await worker(page);
    await worker(sqsEvent({ run, walk: { name: 'renewals' } }));
    expect(sentBodies(sqs)).toHaveLength(3);
    const failing = sqsEvent({ run, item: 'bad' });
    await worker(failing);
    await worker(failing);
    await worker(sqsEvent({ run, item: 'bad' }));
    expect(work).toHaveBeenCalledTimes(2);
    await worker(sqsEvent({ run: 'test#2026-12-02', item: 'bad' }));
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('reports a walk whose items could not all be sent: its page is read again, never skipped', async () => {
    sqs.on(SendMessageBatchCommand).rejects(new Error('SQS down'));
    const event = sqsEvent({ run, walk: { name: 'renewals' } });
    expect(await worker(event)).toEqual({ batchItemFailures: [{ itemIdentifier: event.Records[0]?.messageId }] });
    expect([...ledger.claims.values()]).toEqual([{ holder: event.Records[0]?.messageId, done: false }]);
  });
});

describe('the pacer', () => {
  afterEach(() => jest.useRealTimers());

  it('starts at most `perSecond` items a second', async () => {
    jest.useFakeTimers({ now: 0 });
    const pace = pacer(5);
    const started: number[] = [];
    const all = Promise.all(Array.from({ length: 4 }, async () => {
      await pace();
      started.push(Date.now());
    }));
    await jest.advanceTimersByTimeAsync(1000);
    await all;
    expect(started).toEqual([0, 200, 400, 600]);
  });

  it('does not wait without a rate, or when the bench lifts it', async () => {
    process.env.FAN_OUT_PACING = 'off';
    const pace = pacer(1);
    const before = Date.now();
    await Promise.all([pace(), pace(), pace()]);
    expect(Date.now() - before).toBeLessThan(500);
    await expect(pacer(undefined)()).resolves.toBeUndefined();
  });
});
