import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs. Never log a password, a token or a full RUT. */
export const logger = new Logger({ serviceName: 'beneficios', logLevel: process.env.LOG_LEVEL === 'DEBUG' ? 'DEBUG' : process.env.NODE_ENV === 'test' ? 'SILENT' : 'INFO' });
