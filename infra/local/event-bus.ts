import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import type { EventBridgeEvent } from 'aws-lambda';
import type { EventDefinition } from '../../shared/events';
import { injectConsumerFault, type LocalFaults } from './faults';
import { lambdaContext } from './handlers';
import type { LocalQueues } from './queues';
import type { LocalScheduler } from './scheduler';

export interface BusEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
}

export interface EventBusOptions {
  catalogue: readonly EventDefinition[];
  source: string;
  loadConsumer: (module: string) => Promise<(event: unknown, context: ReturnType<typeof lambdaContext>) => Promise<unknown>>;
  /** Delays between attempts; one more attempt than there are delays. */
  retryDelaysMs?: readonly number[];
  /** Where events that failed every attempt are appended (the local dead-letter queue). */
  deadLetterFile?: string;
  log?: (line: string) => void;
  /** Test-only faults (infra/local/faults.ts). */
  faults?: LocalFaults;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The in-process EventBridge: routes each published event to the consumers that the shared
 * catalogue names (the same table the CDK rules come from), retries, and dead-letters failures.
 */
export const createEventBus = (options: EventBusOptions) => {
  const retryDelays = options.retryDelaysMs ?? [200, 1000, 3000];
  const pending = new Set<Promise<void>>();

  const deliver = async (consumer: string, event: EventBridgeEvent<string, unknown>): Promise<void> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const handler = await options.loadConsumer(consumer);
        injectConsumerFault(options.faults, consumer);
        await handler(event, lambdaContext(consumer.replace(/\W+/g, '-')));
        return;
      } catch (error) {
        const delay = retryDelays[attempt];
        const message = error instanceof Error ? error.message : String(error);
        if (delay === undefined) {
          console.error(`[bus] ${event['detail-type']} -> ${consumer} failed after ${attempt + 1} attempts: ${message}`);
          if (options.deadLetterFile) appendFileSync(options.deadLetterFile, `${JSON.stringify({ consumer, error: message, event })}\n`);
          return;
        }
        console.warn(`[bus] ${event['detail-type']} -> ${consumer} failed (attempt ${attempt + 1}), retrying in ${delay} ms: ${message}`);
        await sleep(delay);
      }
    }
  };

  /** Accepts entries like PutEvents and delivers them in the background. */
  const put = (entries: readonly BusEntry[]): { EventId: string }[] =>
    entries.map((entry) => {
      const id = randomUUID();
      const definition = options.catalogue.find((candidate) => candidate.detailType === entry.DetailType);
      if (entry.Source !== options.source || !definition) {
        options.log?.(`[bus] no rule matches ${entry.Source}/${entry.DetailType}`);
        return { EventId: id };
      }
      const event: EventBridgeEvent<string, unknown> = {
        version: '0',
        id,
        'detail-type': definition.detailType,
        source: entry.Source,
        account: '000000000000',
        time: new Date().toISOString(),
        region: 'local',
        resources: [],
        detail: JSON.parse(entry.Detail ?? '{}') as unknown,
      };
      for (const consumer of definition.consumers) {
        options.log?.(`[bus] ${definition.detailType} -> ${consumer}`);
        const delivery = deliver(consumer, event).finally(() => pending.delete(delivery));
        pending.add(delivery);
      }
      return { EventId: id };
    });

  /** Resolves when every delivery under way has finished (for tests and shutdown). */
  const drain = async (): Promise<void> => {
    while (pending.size) await Promise.all([...pending]);
  };

  return { put, drain };
};

export type EventBus = ReturnType<typeof createEventBus>;

/**
 * Serves EventBridge's PutEvents (AWS JSON 1.1) so that functions publish with the real SDK client,
 * the jobs' queues (infra/local/queues.ts, AWS JSON 1.0) and the one-time schedules
 * (infra/local/scheduler.ts, REST JSON under `/schedules/`) on the same port.
 */
export const startEventBusEndpoint = async (
  bus: EventBus,
  port: number,
  host: string,
  faults?: LocalFaults,
  queues?: Pick<LocalQueues, 'handle'>,
  scheduler?: Pick<LocalScheduler, 'handle'>,
): Promise<http.Server> => {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (scheduler && url.pathname.startsWith('/schedules')) {
        // The SDK signs every call (SigV4); an unsigned one is refused as the service refuses it.
        const answer = /^AWS4-HMAC-SHA256 /.test(request.headers.authorization ?? '')
          ? scheduler.handle(request.method ?? 'GET', url, Buffer.concat(chunks).toString('utf8'))
          : { status: 403, errorType: 'AccessDeniedException', body: { Message: 'Missing Authentication Token' } };
        response.setHeader('content-type', 'application/json');
        if (answer.errorType) response.setHeader('x-amzn-errortype', answer.errorType);
        response.writeHead(answer.status).end(JSON.stringify(answer.body));
        return;
      }
      const target = String(request.headers['x-amz-target'] ?? '');
      if (queues && target.startsWith('AmazonSQS.')) {
        const answer = queues.handle(target, Buffer.concat(chunks).toString('utf8'));
        response.setHeader('content-type', 'application/x-amz-json-1.0');
        response.writeHead(answer.status).end(JSON.stringify(answer.body));
        return;
      }
      response.setHeader('content-type', 'application/x-amz-json-1.1');
      if (target !== 'AWSEvents.PutEvents') {
        response.writeHead(400).end(JSON.stringify({ __type: 'UnknownOperationException', message: `${target} is not emulated locally` }));
        return;
      }
      if (faults?.busDown) {
        faults.counts.putEventsRefused += 1;
        response.writeHead(503).end(JSON.stringify({ __type: 'ServiceUnavailableException', message: 'Injected fault: the bus is down' }));
        return;
      }
      try {
        const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { Entries?: BusEntry[] };
        const entries = bus.put(input.Entries ?? []);
        response.writeHead(200).end(JSON.stringify({ FailedEntryCount: 0, Entries: entries }));
      } catch (error) {
        response.writeHead(400).end(JSON.stringify({ __type: 'ValidationException', message: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
};
