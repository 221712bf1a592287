import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';

/**
 * Structured JSON logs, one line each, in the shape of Powertools' logger (the fields CloudWatch
 * Logs Insights queries and the alarms read: `level`, `message`, `timestamp`, `service`,
 * `cold_start`, `function_*`, `xray_trace_id`, then the call's own keys; an `Error` becomes
 * `{ name, location, message, stack, cause }`). Written here rather than taken from Powertools, whose
 * logger weighed about 24 KB minified in every function for these few calls (bench/README.md).
 * Never log a password, a token or a full RUT.
 */
const levels = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT'] as const;
type Level = (typeof levels)[number];
type Extra = Record<string, unknown>;

interface LambdaFields {
  cold_start: boolean;
  function_arn: string;
  function_memory_size: string;
  function_name: string;
  function_request_id: string;
}

/** `file:line` of the first frame of a stack, as Powertools' `location`. */
const locationOf = (stack: string | undefined): string => {
  const frame = stack?.split('\n').map((line) => /\(([^()]*?):(\d+?):(\d+?)\)\\?$/.exec(line)).find(Boolean);
  return frame ? `${frame[1] ?? ''}:${Number(frame[2])}` : '';
};

export const formatError = (error: Error): Extra => {
  const { name, message, stack, cause, ...own } = error as Error & Extra;
  return { name, location: locationOf(stack), message, stack, cause: cause instanceof Error ? formatError(cause) : cause, ...own };
};

/** JSON.stringify's replacer: errors formatted, bigints as text, a repeated object left out (no cycle can throw). */
const replacer = () => {
  const seen = new WeakSet<object>();
  return (_key: string, value: unknown): unknown => {
    if (typeof value === 'bigint') return value.toString();
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return undefined;
    seen.add(value);
    return value instanceof Error ? formatError(value) : value;
  };
};

export class Logger {
  private readonly threshold: number;
  private lambda: LambdaFields | undefined;
  private coldStart = true;

  constructor(
    private readonly service: string,
    level: Level,
    private readonly write: (level: Level, line: string) => void = (lineLevel, line) => (lineLevel === 'WARN' || lineLevel === 'ERROR' ? process.stderr : process.stdout).write(`${line}\n`),
  ) {
    this.threshold = levels.indexOf(level);
  }

  /** The invocation's fields on every line until the next invocation's; the first invocation is the cold start. */
  addContext(context: Pick<Context, 'invokedFunctionArn' | 'memoryLimitInMB' | 'functionName' | 'awsRequestId'>): void {
    this.lambda = {
      cold_start: this.coldStart,
      function_arn: context.invokedFunctionArn,
      function_memory_size: context.memoryLimitInMB,
      function_name: context.functionName,
      function_request_id: context.awsRequestId,
    };
    this.coldStart = false;
  }

  debug(message: string, extra?: Extra): void {
    this.log('DEBUG', message, extra);
  }
  info(message: string, extra?: Extra): void {
    this.log('INFO', message, extra);
  }
  warn(message: string, extra?: Extra): void {
    this.log('WARN', message, extra);
  }
  error(message: string, extra?: Extra): void {
    this.log('ERROR', message, extra);
  }

  private log(level: Exclude<Level, 'SILENT'>, message: string, extra: Extra = {}): void {
    if (levels.indexOf(level) < this.threshold) return;
    const traceId = process.env._X_AMZN_TRACE_ID?.split(';')[0]?.replace('Root=', '');
    const line = { level, message, timestamp: new Date().toISOString(), service: this.service, ...this.lambda, sampling_rate: 0, xray_trace_id: traceId, ...extra };
    this.write(level, JSON.stringify(line, replacer()));
  }
}

/** A middy middleware that gives the logger each invocation's context (the handlers' `injectLambdaContext`). */
export const withLambdaContext = (target: Logger): MiddlewareObj => ({
  before: (request) => target.addContext(request.context),
});

const configured = levels.find((level) => level === process.env.LOG_LEVEL);

export const logger = new Logger(process.env.POWERTOOLS_SERVICE_NAME ?? 'beneficios', configured ?? (process.env.NODE_ENV === 'test' ? 'SILENT' : 'INFO'));
