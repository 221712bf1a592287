import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { LOCAL_HOST } from '../config';
import type { RunningProcess } from './dynamodb';

/** s3rver, in this process, keeping objects in `dataDir`. Buckets are created by the provisioning step. */
export const startS3 = async (port: number, dataDir: string): Promise<RunningProcess> => {
  mkdirSync(dataDir, { recursive: true });
  const server = new S3rver({ port, address: LOCAL_HOST, directory: dataDir, silent: true, allowMismatchedSignatures: true });
  await server.run();
  return { stop: () => server.close() };
};
