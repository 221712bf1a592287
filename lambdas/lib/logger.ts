import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs. Never log a password, a token or a full RUT. */
const levels = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT'] as const;
type Level = (typeof levels)[number];
const configured = levels.find((level) => level === process.env.LOG_LEVEL);

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'beneficios', logLevel: configured ?? (process.env.NODE_ENV === 'test' ? 'SILENT' : 'INFO') satisfies Level });
