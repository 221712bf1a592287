/**
 * Structured logs in Lambda's own JSON log format (`loggingFormat: JSON` on every function,
 * infra/lib/logs.ts `functionLogging`): the runtime writes each console call as one JSON line with
 * its timestamp, level and request id, serializes errors (type, message, stack trace), and drops the
 * levels below the function's application log level. Each call logs one object,
 * `{ message, ...attributes }`, which the runtime keeps as JSON under its own `message` field: a
 * metric filter reads `$.message.message` (infra/lib/logs.ts `LOGGED_MESSAGE`), Logs Insights
 * `message.uid`. No logging library is bundled: one would take a large share of every
 * function's own-code budget. Where no Lambda runtime formats the lines (the local stack, tests),
 * LOG_LEVEL filters here. Never log a password, a token or a full RUT.
 */
const logLevels = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT'] as const;
type LogLevel = (typeof logLevels)[number];

const levelOf = (value: string | undefined): LogLevel | undefined => logLevels.find((level) => level === value?.toUpperCase());
/** Lambda's application log level where it sets one, else LOG_LEVEL; tests are silent unless told. */
const threshold = logLevels.indexOf(levelOf(process.env.AWS_LAMBDA_LOG_LEVEL) ?? levelOf(process.env.LOG_LEVEL) ?? (process.env.NODE_ENV === 'test' ? 'SILENT' : 'INFO'));

type LogAttributes = Readonly<Record<string, unknown>>;

const at =
  (level: Exclude<LogLevel, 'SILENT'>, write: (entry: LogAttributes) => void) =>
  (message: string, attributes: LogAttributes = {}): void => {
    if (logLevels.indexOf(level) >= threshold) write({ message, ...attributes });
  };

export const logger = {
  debug: at('DEBUG', (entry) => console.debug(entry)),
  info: at('INFO', (entry) => console.info(entry)),
  warn: at('WARN', (entry) => console.warn(entry)),
  error: at('ERROR', (entry) => console.error(entry)),
};
