import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDynamoDb } from './dynamodb';
import { freePort } from './wait';

const javaOnPort = (port: number): boolean => {
  const listing = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
  return listing.split('\n').some((line) => line.startsWith('java ') && line.includes(`-port ${port} `));
};

// A JVM's start on a busy two-core machine takes tens of seconds.
jest.setTimeout(180_000);

describe('DynamoDB Local', () => {
  it('a start that is not ready in time stops the Java it launched', async () => {
    const port = await freePort();
    await expect(startDynamoDb(port, mkdtempSync(path.join(tmpdir(), 'ddb-')), { inMemory: true, readyWithinMs: 1 })).rejects.toThrow(`Nothing listens on 127.0.0.1:${port} after 1 ms`);
    expect(javaOnPort(port)).toBe(false);
  });

  it('starts, answers on its port, and stops', async () => {
    const port = await freePort();
    const running = await startDynamoDb(port, mkdtempSync(path.join(tmpdir(), 'ddb-')), { inMemory: true });
    expect(javaOnPort(port)).toBe(true);
    await running.stop();
    expect(javaOnPort(port)).toBe(false);
  });
});
