import type { LocalFaults } from './faults';
import path from 'node:path';

/** Everything about the local stack that a developer can override with environment variables. */
export const repoRoot = path.resolve(__dirname, '../..');

export interface LocalPorts {
  gateway: number;
  dynamodb: number;
  cognito: number;
  ses: number;
  s3: number;
  events: number;
  /** The local Google OAuth emulator (HTTPS). */
  oauth: number;
  /** The local Transbank Oneclick Mall emulator. */
  transbank: number;
}

export interface LocalStackOptions {
  ports: LocalPorts;
  /** Where the emulators keep their data between runs. */
  dataDir: string;
  /** Serve the built SPA from web/dist (false for API-only integration tests). */
  serveWeb: boolean;
  /** Seed the demo admin and client. */
  seed: boolean;
  /** Delete the data folder first. */
  reset: boolean;
  /** Consumers and the gateway log each call when true. */
  verbose: boolean;
  /** Keep DynamoDB Local's data in memory only (the bench's stack, reset on every run). */
  dynamoInMemory?: boolean;
  /** Origins the app is served from (its /login is the OAuth callback); the gateway's by default. */
  appOrigins?: string[];
  /** The Transbank emulator writes its state at most once in this time (the scale bench's many charges); after every change by default. */
  transbankSaveDelayMs?: number;
  /** Told of every invocation of a job's worker and how long it took (the scale bench). */
  onQueueInvocation?: (queue: string, records: number, durationMs: number) => void;
  /** Test-only fault injection (infra/local/faults.ts); never set by `npm start`. */
  faults?: LocalFaults;
}

const intFromEnv = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
};

export const optionsFromEnv = (): LocalStackOptions => ({
  ports: {
    gateway: intFromEnv('PORT', 3000),
    dynamodb: intFromEnv('DYNAMODB_PORT', 8000),
    cognito: intFromEnv('COGNITO_PORT', 9229),
    ses: intFromEnv('SES_PORT', 8005),
    s3: intFromEnv('S3_PORT', 4569),
    events: intFromEnv('EVENTS_PORT', 4010),
    oauth: intFromEnv('OAUTH_PORT', 9443),
    transbank: intFromEnv('TRANSBANK_PORT', 4580),
  },
  dataDir: path.resolve(repoRoot, process.env.LOCAL_DATA_DIR ?? '.local'),
  serveWeb: true,
  seed: true,
  reset: process.env.LOCAL_RESET === 'true',
  verbose: process.env.LOG_LEVEL === 'DEBUG',
  dynamoInMemory: process.env.DYNAMODB_IN_MEMORY === 'true',
});

/** Where `npm run build` writes the SPA: web/dist, or WEB_DIST_DIR (relative to the repository). */
export const webDistDir = (): string => path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? path.join('web', 'dist'));

export const LOCAL_HOST = '127.0.0.1';
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_STAGE = 'local';
/** s3rver accepts only these; the other emulators accept any. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const LOCAL_PREFIX = 'beneficios-local';
export const USER_POOL_NAME = 'beneficios-local';
export const USER_POOL_CLIENT_NAME = 'web';

export const demoAccounts = {
  admin: { email: 'admin@beneficios.local', password: 'Admin1234!', firstName: 'Ana', lastName: 'Administradora', rut: '11111111-1', birthDate: '1985-04-12' },
  client: { email: 'cliente@beneficios.local', password: 'Cliente1234!', firstName: 'Carlos', lastName: 'Cliente', rut: '12345678-5', birthDate: '1990-09-18' },
} as const;
