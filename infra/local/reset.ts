/** `npm run reset`: wipes the local stack's data folder (refused while the stack runs). */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { optionsFromEnv, repoRoot } from './config';

const { dataDir } = optionsFromEnv();
const lockFile = path.join(dataDir, 'stack.lock');
if (existsSync(lockFile)) {
  const { pid } = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number };
  try {
    process.kill(pid, 0);
    console.error(`The local stack is running (pid ${pid}); stop it before resetting.`);
    process.exit(1);
  } catch {
    // a stale lock from a stack that did not exit cleanly
  }
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${path.relative(repoRoot, dataDir)}/: the next npm start begins with fresh data.`);
