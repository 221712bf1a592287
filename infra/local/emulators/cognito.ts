import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_HOST } from '../config';
import { stopChild, type RunningProcess } from './dynamodb';

export const cognitoIssuerDomain = (port: number): string => `http://${LOCAL_HOST}:${port}`;

/** Starts cognito-local on 127.0.0.1 only, with its pools kept in `dataDir/.cognito`. */
export const startCognito = async (port: number, dataDir: string): Promise<RunningProcess> => {
  const configDir = path.join(dataDir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  writeFileSync(
    path.join(configDir, 'config.json'),
    JSON.stringify({ ServerConfig: { hostname: LOCAL_HOST, port }, TokenConfig: { IssuerDomain: cognitoIssuerDomain(port) } }, null, 2),
  );
  const child = fork(path.join(__dirname, 'cognito-child.cjs'), [], {
    cwd: dataDir,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1', COGNITO_ISSUER_DOMAIN: cognitoIssuerDomain(port) },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) => (message === 'ready' ? resolve() : reject(new Error(`cognito-local: ${JSON.stringify(message)}`))));
    child.once('exit', (code) => reject(new Error(`cognito-local exited with code ${code} before it was ready`)));
  });
  return { stop: () => stopChild(child) };
};
