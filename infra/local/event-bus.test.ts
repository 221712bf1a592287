import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as z from 'zod/mini';
import type { EventDefinition } from '../../shared/events';
import { createEventBus } from './event-bus';

const catalogue: EventDefinition[] = [
  { detailType: 'ThingHappened', schema: z.object({ id: z.string() }), consumers: ['events/first', 'events/second'] },
];

const entry = (detailType = 'ThingHappened', source = 'test.app') => ({ Source: source, DetailType: detailType, Detail: JSON.stringify({ id: '1' }) });

describe('the local event bus', () => {
  it('delivers each event to every consumer the catalogue names, as an EventBridge event', async () => {
    const received: { consumer: string; event: unknown }[] = [];
    const bus = createEventBus({
      catalogue,
      source: 'test.app',
      loadConsumer: (consumer) => Promise.resolve((event: unknown) => Promise.resolve(received.push({ consumer, event }))),
    });
    const [result] = bus.put([entry()]);
    await bus.drain();
    expect(received.map((item) => item.consumer).sort()).toEqual(['events/first', 'events/second']);
    expect(received[0]?.event).toMatchObject({ id: result?.EventId, 'detail-type': 'ThingHappened', source: 'test.app', detail: { id: '1' } });
  });

  it('ignores events that no rule matches', async () => {
    const calls: string[] = [];
    const bus = createEventBus({ catalogue, source: 'test.app', loadConsumer: (consumer) => Promise.resolve(() => Promise.resolve(calls.push(consumer))) });
    bus.put([entry('Unknown'), entry('ThingHappened', 'other.app')]);
    await bus.drain();
    expect(calls).toEqual([]);
  });

  it('retries a failing consumer, then succeeds', async () => {
    let attempts = 0;
    const bus = createEventBus({
      catalogue: [{ ...catalogue[0], consumers: ['events/flaky'] } as EventDefinition],
      source: 'test.app',
      retryDelaysMs: [1, 1, 1],
      loadConsumer: () =>
        Promise.resolve(() => {
          attempts += 1;
          return attempts < 3 ? Promise.reject(new Error('throttled')) : Promise.resolve();
        }),
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    bus.put([entry()]);
    await bus.drain();
    expect(attempts).toBe(3);
  });

  it('logs and dead-letters an event that fails every attempt', async () => {
    const deadLetterFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bus-')), 'dead.jsonl');
    const bus = createEventBus({
      catalogue: [{ ...catalogue[0], consumers: ['events/broken'] } as EventDefinition],
      source: 'test.app',
      retryDelaysMs: [1, 1],
      deadLetterFile,
      loadConsumer: () => Promise.resolve(() => Promise.reject(new Error('boom'))),
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.put([entry()]);
    await bus.drain();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('failed after 3 attempts: boom'));
    const dead = JSON.parse(readFileSync(deadLetterFile, 'utf8').trim()) as { consumer: string; error: string };
    expect(dead).toMatchObject({ consumer: 'events/broken', error: 'boom' });
  });
});
