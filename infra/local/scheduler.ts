import { appendFileSync } from 'node:fs';
import type { Context } from 'aws-lambda';
import { lambdaContext } from './handlers';

/**
 * The in-process EventBridge Scheduler of the one-time schedules (`at(...)`), served beside the bus
 * so that functions call it with the real `@aws-sdk/client-scheduler` (REST JSON: CreateSchedule,
 * GetSchedule, DeleteSchedule on `/schedules/{Name}`). A schedule runs its Lambda target at its time
 * with its `Input` as the event; a target that throws is tried twice more, `retryDelayMs` apart, as
 * Lambda retries an asynchronous invocation, then appended to the dead-letter file. After the run,
 * `ActionAfterCompletion: DELETE` removes the schedule. Recurring schedules (`rate`, `cron`) are not
 * served: the jobs' own timers play those (infra/local/stack.ts).
 */
export interface LocalSchedulerOptions {
  /** The schedule groups that exist besides `default`. */
  groups: readonly string[];
  /** The functions a schedule may target, by ARN: the module under `lambdas/` each one runs. */
  targets: Readonly<Record<string, string>>;
  loadTarget: (module: string) => Promise<(event: unknown, context: Context) => Promise<unknown>>;
  /** Between the attempts of a target that threw. */
  retryDelayMs?: number;
  deadLetterFile?: string;
  log?: (line: string) => void;
}

interface ScheduleInput {
  GroupName?: string;
  ScheduleExpression?: string;
  ScheduleExpressionTimezone?: string;
  FlexibleTimeWindow?: { Mode?: string; MaximumWindowInMinutes?: number };
  ActionAfterCompletion?: string;
  State?: string;
  Description?: string;
  Target?: { Arn?: string; RoleArn?: string; Input?: string; RetryPolicy?: unknown };
}

interface StoredSchedule extends ScheduleInput {
  Name: string;
  GroupName: string;
  Arn: string;
  CreationDate: number;
  runAt: number;
  timer?: NodeJS.Timeout;
}

export interface SchedulerAnswer {
  status: number;
  body: unknown;
  /** `x-amzn-errortype`, as the service names its errors. */
  errorType?: string;
}

const ACCOUNT = '000000000000';
const NAME = /^[0-9a-zA-Z-_.]{1,64}$/;
const AT = /^at\((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\)$/;
/** setTimeout's longest wait; a later schedule waits in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const failure = (status: number, errorType: string, message: string): SchedulerAnswer => ({ status, errorType, body: { Message: message } });

/** The offset (ms) of a time zone from UTC at an instant, by Intl: what the zone's clock reads minus UTC's. */
const zoneOffsetMs = (instant: number, timeZone: string): number => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0) - instant;
};

/** The instant an `at(...)` expression names in its time zone (UTC when none), or undefined if it is none. */
export const atInstant = (expression: string, timeZone = 'UTC'): number | undefined => {
  const match = AT.exec(expression);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  // The zone's offset at the guess, then at the corrected instant (a summer-time change between the two).
  const first = wallClock - zoneOffsetMs(wallClock, timeZone);
  return wallClock - zoneOffsetMs(first, timeZone);
};

const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

export const createLocalScheduler = (options: LocalSchedulerOptions) => {
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const groups = new Set(['default', ...options.groups]);
  const schedules = new Map<string, StoredSchedule>();
  const runs = new Set<Promise<void>>();
  const idleWaiters: (() => void)[] = [];
  let stopped = false;

  const keyOf = (group: string, name: string) => `${group}/${name}`;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const invoke = async (schedule: StoredSchedule): Promise<void> => {
    const module = options.targets[schedule.Target?.Arn ?? ''] ?? '';
    const event = JSON.parse(schedule.Target?.Input ?? '{}') as unknown;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const handler = await options.loadTarget(module);
        await handler(event, lambdaContext(module.replace(/\W+/g, '-')));
        options.log?.(`[scheduler] ${schedule.GroupName}/${schedule.Name} -> ${module}`);
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (attempt >= 3 || stopped) {
          console.error(`[scheduler] ${schedule.GroupName}/${schedule.Name} -> ${module} failed ${attempt} times: ${message}`);
          if (options.deadLetterFile) appendFileSync(options.deadLetterFile, `${JSON.stringify({ schedule: `${schedule.GroupName}/${schedule.Name}`, target: module, error: message, input: schedule.Target?.Input })}\n`);
          return;
        }
        console.warn(`[scheduler] ${schedule.GroupName}/${schedule.Name} -> ${module} failed (attempt ${attempt}), retrying: ${message}`);
        await sleep(retryDelayMs);
      }
    }
  };

  const run = (schedule: StoredSchedule): void => {
    const execution = invoke(schedule).finally(() => {
      runs.delete(execution);
      if (schedule.ActionAfterCompletion === 'DELETE' && schedules.get(keyOf(schedule.GroupName, schedule.Name)) === schedule) schedules.delete(keyOf(schedule.GroupName, schedule.Name));
      if (runs.size === 0) for (const resolve of idleWaiters.splice(0)) resolve();
    });
    runs.add(execution);
  };

  const arm = (schedule: StoredSchedule): void => {
    if (stopped || schedule.State === 'DISABLED') return;
    const wait = schedule.runAt - Date.now();
    schedule.timer = setTimeout(() => (wait > LONGEST_TIMER_MS ? arm(schedule) : run(schedule)), Math.max(0, Math.min(wait, LONGEST_TIMER_MS)));
    schedule.timer.unref();
  };

  const create = (name: string, input: ScheduleInput): SchedulerAnswer => {
    const group = input.GroupName ?? 'default';
    if (!NAME.test(name)) return failure(400, 'ValidationException', `Invalid schedule name: ${name}`);
    if (!groups.has(group)) return failure(404, 'ResourceNotFoundException', `Schedule group ${group} does not exist.`);
    if (schedules.has(keyOf(group, name))) return failure(409, 'ConflictException', `Schedule ${name} already exists.`);
    if (!input.FlexibleTimeWindow?.Mode) return failure(400, 'ValidationException', 'FlexibleTimeWindow is required');
    if (!input.Target?.Arn || !input.Target.RoleArn) return failure(400, 'ValidationException', 'Target Arn and RoleArn are required');
    if (!(input.Target.Arn in options.targets)) return failure(400, 'ValidationException', `${input.Target.Arn} is not a function the local stack schedules`);
    const timeZone = input.ScheduleExpressionTimezone ?? 'UTC';
    if (!isTimeZone(timeZone)) return failure(400, 'ValidationException', `Invalid time zone: ${timeZone}`);
    const runAt = atInstant(input.ScheduleExpression ?? '', timeZone);
    if (runAt === undefined) return failure(400, 'ValidationException', `Only one-time schedules, at(yyyy-mm-ddThh:mm:ss), are served locally: ${input.ScheduleExpression ?? ''}`);
    const schedule: StoredSchedule = {
      ...input,
      Name: name,
      GroupName: group,
      State: input.State ?? 'ENABLED',
      ActionAfterCompletion: input.ActionAfterCompletion ?? 'NONE',
      ScheduleExpressionTimezone: timeZone,
      Arn: `arn:aws:scheduler:local:${ACCOUNT}:schedule/${group}/${name}`,
      CreationDate: Date.now() / 1000,
      runAt,
    };
    schedules.set(keyOf(group, name), schedule);
    arm(schedule);
    options.log?.(`[scheduler] ${group}/${name} at ${new Date(runAt).toISOString()}`);
    return { status: 200, body: { ScheduleArn: schedule.Arn } };
  };

  const describe = (schedule: StoredSchedule) => {
    const { timer: _timer, runAt: _runAt, ...description } = schedule;
    return description;
  };

  /** Serves one Scheduler request: its method, path and query (`/schedules/{Name}?groupName=`) and JSON body. */
  const handle = (method: string, url: URL, body: string): SchedulerAnswer => {
    const name = decodeURIComponent(/^\/schedules\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
    if (!name) return failure(400, 'ValidationException', `${method} ${url.pathname} is not served locally`);
    try {
      if (method === 'POST') return create(name, JSON.parse(body || '{}') as ScheduleInput);
      const group = url.searchParams.get('groupName') ?? 'default';
      const schedule = schedules.get(keyOf(group, name));
      if (!schedule) return failure(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
      if (method === 'GET') return { status: 200, body: describe(schedule) };
      if (method === 'DELETE') {
        clearTimeout(schedule.timer);
        schedules.delete(keyOf(group, name));
        return { status: 200, body: {} };
      }
      return failure(400, 'ValidationException', `${method} is not served locally`);
    } catch (error) {
      return failure(400, 'ValidationException', error instanceof Error ? error.message : String(error));
    }
  };

  /** Resolves when no schedule's target is running (schedules still waiting for their time do not count). */
  const drain = (): Promise<void> => (runs.size ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve());

  const stop = async (): Promise<void> => {
    stopped = true;
    for (const schedule of schedules.values()) clearTimeout(schedule.timer);
    await Promise.allSettled([...runs]);
  };

  /** The schedules of a group waiting for their time, by name. */
  const pending = (group: string): string[] => [...schedules.values()].filter((schedule) => schedule.GroupName === group).map((schedule) => schedule.Name);

  return { handle, drain, stop, pending };
};

export type LocalScheduler = ReturnType<typeof createLocalScheduler>;
