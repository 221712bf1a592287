import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CreateScheduleCommand, DeleteScheduleCommand, GetScheduleCommand, SchedulerClient, type CreateScheduleCommandInput } from '@aws-sdk/client-scheduler';
import { createEventBus, startEventBusEndpoint } from './event-bus';
import { freePort } from './emulators/wait';
import { atInstant, createLocalScheduler, type LocalScheduler } from './scheduler';

const closer = 'arn:aws:lambda:local:000000000000:function:beneficios-local-live-close-expired';
const calls: { event: unknown; at: number }[] = [];
let failuresLeft = 0;
let scheduler: LocalScheduler;
let server: Server;
let client: SchedulerClient;
let deadLetterFile: string;

beforeAll(async () => {
  deadLetterFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'scheduler-')), 'dead-letters.jsonl');
  scheduler = createLocalScheduler({
    groups: ['live-sockets'],
    targets: { [closer]: 'live/close-expired' },
    loadTarget: () =>
      Promise.resolve((event: unknown) => {
        calls.push({ event, at: Date.now() });
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          return Promise.reject(new Error('target failed'));
        }
        return Promise.resolve();
      }),
    retryDelayMs: 10,
    deadLetterFile,
  });
  const port = await freePort();
  server = await startEventBusEndpoint(createEventBus({ catalogue: [], source: 'test', loadConsumer: () => Promise.reject(new Error('no consumer')) }), port, '127.0.0.1', undefined, undefined, scheduler);
  client = new SchedulerClient({ region: 'local', endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});
afterAll(async () => {
  await scheduler.stop();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  calls.length = 0;
  failuresLeft = 0;
});

const atIn = (ms: number) => {
  const time = new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);
  return { time, expression: `at(${time.toISOString().slice(0, 19)})` };
};
const oneTime = (name: string, expression: string, input: object = { connectionId: name }): CreateScheduleCommandInput => ({
  Name: name,
  GroupName: 'live-sockets',
  ScheduleExpression: expression,
  ScheduleExpressionTimezone: 'UTC',
  FlexibleTimeWindow: { Mode: 'OFF' },
  ActionAfterCompletion: 'DELETE',
  Target: { Arn: closer, RoleArn: 'arn:aws:iam::000000000000:role/closer', Input: JSON.stringify(input) },
});
const errorName = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => (error as Error).name);
const waitFor = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the local EventBridge Scheduler (one-time schedules, the real SchedulerClient)', () => {
  it('runs a one-time schedule\'s target at its time, not before, with its Input as the event, then deletes it (ActionAfterCompletion DELETE)', async () => {
    const { time, expression } = atIn(1500);
    const created = await client.send(new CreateScheduleCommand(oneTime('socket-a', expression)));
    expect(created.ScheduleArn).toBe('arn:aws:scheduler:local:000000000000:schedule/live-sockets/socket-a');
    const described = await client.send(new GetScheduleCommand({ Name: 'socket-a', GroupName: 'live-sockets' }));
    expect(described).toMatchObject({ Name: 'socket-a', GroupName: 'live-sockets', ScheduleExpression: expression, State: 'ENABLED', ActionAfterCompletion: 'DELETE' });
    await waitFor(() => calls.length > 0);
    expect(calls).toEqual([{ event: { connectionId: 'socket-a' }, at: expect.any(Number) as unknown }]);
    expect(calls[0]?.at).toBeGreaterThanOrEqual(time.getTime());
    await scheduler.drain();
    expect(await errorName(client.send(new GetScheduleCommand({ Name: 'socket-a', GroupName: 'live-sockets' })))).toBe('ResourceNotFoundException');
  });

  it('never runs a schedule deleted before its time; a second delete is ResourceNotFoundException', async () => {
    await client.send(new CreateScheduleCommand(oneTime('socket-b', atIn(800).expression)));
    await client.send(new DeleteScheduleCommand({ Name: 'socket-b', GroupName: 'live-sockets' }));
    expect(await errorName(client.send(new DeleteScheduleCommand({ Name: 'socket-b', GroupName: 'live-sockets' })))).toBe('ResourceNotFoundException');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls).toEqual([]);
  });

  it('refuses as the service does: a name taken (Conflict), an unknown group (ResourceNotFound), a bad name, a recurring expression, an unknown target (Validation)', async () => {
    const later = atIn(60_000).expression;
    await client.send(new CreateScheduleCommand(oneTime('socket-c', later)));
    expect(await errorName(client.send(new CreateScheduleCommand(oneTime('socket-c', later))))).toBe('ConflictException');
    expect(await errorName(client.send(new CreateScheduleCommand({ ...oneTime('socket-d', later), GroupName: 'nope' })))).toBe('ResourceNotFoundException');
    expect(await errorName(client.send(new CreateScheduleCommand(oneTime('socket=e', later))))).toBe('ValidationException');
    expect(await errorName(client.send(new CreateScheduleCommand(oneTime('socket-f', 'rate(1 hour)'))))).toBe('ValidationException');
    const elsewhere = oneTime('socket-g', later);
    expect(await errorName(client.send(new CreateScheduleCommand({ ...elsewhere, Target: { ...elsewhere.Target, Arn: `${closer}-other` } as never })))).toBe('ValidationException');
    expect(scheduler.pending('live-sockets')).toEqual(['socket-c']);
    await client.send(new DeleteScheduleCommand({ Name: 'socket-c', GroupName: 'live-sockets' }));
  });

  it('tries a target that throws three times in all, then writes it to the dead letters', async () => {
    failuresLeft = 5;
    await client.send(new CreateScheduleCommand(oneTime('socket-h', atIn(0).expression)));
    await waitFor(() => calls.length >= 3);
    await scheduler.drain();
    expect(calls).toHaveLength(3);
    expect(readFileSync(deadLetterFile, 'utf8')).toContain('live-sockets/socket-h');
  });

  it('reads an at() expression in its time zone: 10:00 in Santiago in July is 14:00 UTC, in January 13:00 UTC', () => {
    expect(new Date(atInstant('at(2026-07-01T10:00:00)', 'America/Santiago') ?? 0).toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(new Date(atInstant('at(2026-01-15T10:00:00)', 'America/Santiago') ?? 0).toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(new Date(atInstant('at(2026-01-15T10:00:00)') ?? 0).toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(atInstant('cron(0 10 * * ? *)')).toBeUndefined();
  });
});
