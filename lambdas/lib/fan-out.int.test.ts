import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import fc from 'fast-check';
import { tables } from '../../shared/data/tables';
import { EVENT_SOURCE, eventCatalogue } from '../../shared/events';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_PREFIX, LOCAL_REGION } from '../../infra/local/config';
import { startDynamoDb, type RunningProcess } from '../../infra/local/emulators/dynamodb';
import { createEventBus, startEventBusEndpoint } from '../../infra/local/event-bus';
import { localFaults } from '../../infra/local/faults';
import { localFunctionEnv } from '../../infra/local/function-env';
import { createTableInput } from '../../infra/local/provision';
import { createLocalQueues, localQueueUrl, type LocalQueues } from '../../infra/local/queues';
import { freePortOfThisWorker } from '../../infra/local/testing/local-stack';

/**
 * Each run once, each item once, on the local SQS (which hands a message again as SQS does: after a
 * failure, or when its delete was lost) and DynamoDB Local: a walk of a test job, its pages and items
 * sent through the real SQS client, read back by `fanOutWorker`. The cases are generated: how many walks
 * and items, the page size, which handled messages come back (a page after it sent its items and the
 * next page's message, an item after its work), which pages' invocations die after they sent their page,
 * which items' work fails once, and whether the driver dies after sending its walks and is started again.
 * Whatever happens, every item's work is done, and done once.
 */
jest.setTimeout(300_000);

const QUEUE = 'test-walk';
const QUEUE_ENV = 'QUEUE_TEST_WALK';
const CONSUMER = 'jobs/test-walk-worker';

interface Walk {
  name: string;
  size: number;
  pageSize: number;
}
interface Item {
  walk: string;
  index: number;
}

let dataDir: string;
let dynamoDb: RunningProcess;
let server: Server;
let queues: LocalQueues;
const faults = localFaults();
let consume: (event: SQSEvent) => Promise<SQSBatchResponse> = () => Promise.reject(new Error('No consumer yet'));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'beneficios-fan-out-'));
  const taken = new Set<number>();
  const dynamodb = await freePortOfThisWorker(taken);
  const events = await freePortOfThisWorker(taken);
  dynamoDb = await startDynamoDb(dynamodb, path.join(dataDir, 'dynamodb'), { inMemory: true });
  const unused = 1;
  Object.assign(process.env, localFunctionEnv({ gateway: unused, dynamodb, cognito: unused, ses: unused, s3: unused, events, oauth: unused, transbank: unused }, { userPoolId: 'local', userPoolClientId: 'local' }), {
    [QUEUE_ENV]: localQueueUrl(`http://${LOCAL_HOST}:${events}`, QUEUE),
  });
  const billing = tables.find((table) => table.name === 'billing');
  if (!billing) throw new Error('No billing table');
  await new DynamoDBClient({ endpoint: `http://${LOCAL_HOST}:${dynamodb}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }).send(new CreateTableCommand(createTableInput(LOCAL_PREFIX, billing)));
  queues = createLocalQueues({
    definitions: [{ name: QUEUE, consumer: CONSUMER, batchSize: 10, maxConcurrency: 4, maxReceiveCount: 10, timeoutMs: 60_000 }],
    loadConsumer: () => Promise.resolve((event) => consume(event as SQSEvent)),
    retryDelayMs: 10,
    faults,
  });
  const bus = createEventBus({ catalogue: eventCatalogue, source: EVENT_SOURCE, loadConsumer: () => Promise.reject(new Error('No consumer here')) });
  server = await startEventBusEndpoint(bus, events, LOCAL_HOST, undefined, queues);
});

afterAll(async () => {
  await queues.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await dynamoDb.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A stable pick of some bodies, from a seed and a share: the same case shrinks to the same picks. */
const picks = (seed: number, share: number) => (text: string): boolean => share > 0 && (createHash('sha256').update(`${seed}:${text}`).digest()[0] ?? 0) < share * 256;

const walkCase = fc.record({
  walks: fc.array(fc.record({ size: fc.integer({ min: 0, max: 30 }), pageSize: fc.integer({ min: 1, max: 8 }) }), { minLength: 1, maxLength: 3 }),
  seed: fc.integer(),
  redelivered: fc.constantFrom(0, 0.3, 1),
  dying: fc.constantFrom(0, 0.3, 1),
  itemsFailing: fc.constantFrom(0, 0.2),
  driverDies: fc.boolean(),
});

describe('the fan-out of a scheduled job', () => {
  it('does every item once, whatever SQS hands again and wherever an invocation dies', async () => {
    const { dynamoLedger, fanOutWorker, runId, startRun } = await import('./fan-out');
    await fc.assert(
      fc.asyncProperty(walkCase, async (testCase) => {
        const walks: Walk[] = testCase.walks.map((walk, index) => ({ name: `walk-${index}-${randomUUID()}`, ...walk }));
        const done = new Map<string, number>();
        const failedOnce = new Set<string>();
        const itemFails = picks(testCase.seed, testCase.itemsFailing);
        const isPage = (body: string) => 'walk' in (JSON.parse(body) as object);
        const redeliver = picks(testCase.seed + 1, testCase.redelivered);
        // Pages come back after they sent their items and the next page's message; items after their work.
        faults.redeliverHandled = { [CONSUMER]: (body) => (isPage(body) ? redeliver(body) : redeliver(`item ${body}`)) };

        // An invocation that dies after it sent its page, before the ledger heard of it: its message comes back,
        // with the same id, after the visibility timeout. (One that dies after an item's work does that work again
        // when its message comes back: the one case the ledger leaves to the work's own idempotence.)
        const dies = picks(testCase.seed + 2, testCase.dying);
        const died = new Set<string>();
        let driverDied = false;
        const ledger: typeof dynamoLedger = {
          ...dynamoLedger,
          closeRunStart: (run, walkCount) => {
            if (testCase.driverDies && !driverDied) {
              driverDied = true;
              return Promise.reject(new Error('The driver died after sending its walks'));
            }
            return dynamoLedger.closeRunStart(run, walkCount);
          },
          done: (run, key) => {
            if (key.startsWith('page:') && dies(key) && !died.has(key)) {
              died.add(key);
              return Promise.reject(new Error('The invocation died before it marked its message done'));
            }
            return dynamoLedger.done(run, key);
          },
        };
        consume = fanOutWorker<Walk, Item>(
          { queueEnvVar: QUEUE_ENV, worker: { maxConcurrency: 4, timeoutSeconds: 60 } },
          {
            readPage: (walk, cursor) => {
              const from = typeof cursor?.from === 'number' ? cursor.from : 0;
              const to = Math.min(walk.size, from + walk.pageSize);
              const items = Array.from({ length: to - from }, (_unused, offset): Item => ({ walk: walk.name, index: from + offset }));
              return Promise.resolve({ items, ...(to < walk.size ? { next: { from: to } } : {}) });
            },
            work: (item) => {
              const key = `${item.walk}:${item.index}`;
              // A provider's failure: nothing done, the message comes back.
              if (itemFails(key) && !failedOnce.has(key)) {
                failedOnce.add(key);
                return Promise.reject(new Error('The provider failed'));
              }
              done.set(key, (done.get(key) ?? 0) + 1);
              return Promise.resolve();
            },
          },
          ledger,
        );
        const run = runId('test-walk', randomUUID(), false);
        // A driver that died is started again by the scheduler's retry.
        const started = await startRun(QUEUE_ENV, run, walks, ledger).catch(() => startRun(QUEUE_ENV, run, walks, ledger));
        expect(started).toBe(true);
        await queues.drain();
        // A later start of the same run sends nothing.
        expect(await startRun(QUEUE_ENV, run, walks, ledger)).toBe(false);

        const expected = walks.flatMap((walk) => Array.from({ length: walk.size }, (_unused, index) => `${walk.name}:${index}`));
        expect([...done.keys()].sort()).toEqual([...expected].sort());
        expect([...done.entries()].filter(([, times]) => times !== 1)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
