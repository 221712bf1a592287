/**
 * `npm start`: builds the web app, starts every emulator and the local gateway, and prints
 * where everything is. `npm run dev` does the same with Vite's dev server and hot reload in front.
 * Ctrl-C stops everything it started.
 */
import './lambda-aliases-hook';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { servedPageRules } from '../../shared/internships';
import { demoAccounts, LOCAL_HOST, optionsFromEnv, repoRoot, type LocalPorts } from './config';
import { isPortFree } from './emulators/wait';
import { startLocalStack } from './stack';

const dev = process.argv.includes('--dev');
const options = optionsFromEnv();
const lockFile = path.join(options.dataDir, 'stack.lock');

const fail = (message: string): never => {
  console.error(`\n${message}\n`);
  process.exit(1);
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const checkNotRunning = async (ports: LocalPorts & { vite?: number }) => {
  if (existsSync(lockFile)) {
    const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; url: string };
    if (isAlive(lock.pid)) fail(`The local stack is already running (pid ${lock.pid}) at ${lock.url}.\nStop it with Ctrl-C in its terminal, or start another one with other ports and LOCAL_DATA_DIR.`);
  }
  for (const [name, port] of Object.entries(ports) as [string, number][]) {
    if (!(await isPortFree(port, LOCAL_HOST))) {
      fail(`Port ${port} (${name}) is already in use on ${LOCAL_HOST}. Another program, or another local stack, holds it.\nStop it, or choose other ports with PORT, DYNAMODB_PORT, COGNITO_PORT, SES_PORT, S3_PORT, EVENTS_PORT, OAUTH_PORT and TRANSBANK_PORT.`);
    }
  }
};

const main = async () => {
  const appPort = options.ports.gateway;
  // In dev mode Vite listens on PORT and the gateway one port above it.
  const ports: LocalPorts = dev ? { ...options.ports, gateway: appPort + 1 } : options.ports;
  await checkNotRunning(dev ? { ...ports, vite: appPort } : ports);
  mkdirSync(options.dataDir, { recursive: true });

  const started = Date.now();
  if (!dev && process.env.SKIP_WEB_BUILD !== 'true') {
    console.log('Building the web app…');
    // Vite's table of chunks and the prerender's progress are shown only when the build fails; its warnings always.
    try {
      execFileSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      fail(`The web app did not build:\n${(error as { stdout?: Buffer }).stdout?.toString() ?? ''}`);
    }
  }
  // The functions log what is wrong (WARN and ERROR) to this terminal; LOG_LEVEL=INFO or DEBUG shows the rest.
  process.env.LOG_LEVEL ??= 'WARN';

  console.log('Starting DynamoDB Local, cognito-local, aws-ses-v2-local and s3rver…');
  // The OAuth callback is the app's /login, on the origin the browser uses (Vite's port in dev mode).
  const appOrigins = [`http://localhost:${appPort}`, `http://${LOCAL_HOST}:${appPort}`];
  const stack = await startLocalStack({ ...options, ports, serveWeb: !dev, appOrigins });
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, url: `http://localhost:${appPort}` }));

  let closeVite: (() => Promise<void>) | undefined;
  if (dev) {
    const { createServer } = await import('vite');
    const gateway = `http://${LOCAL_HOST}:${ports.gateway}`;
    const vite = await createServer({
      configFile: path.join(repoRoot, 'web', 'vite.config.mts'),
      server: {
        port: appPort,
        host: LOCAL_HOST,
        strictPort: true,
        // The pages the API serves go to the gateway too, which sends them to their functions (a query string may follow).
        proxy: { '/api': gateway, '/config.json': gateway, ...Object.fromEntries(servedPageRules.map((rule) => [rule.pattern.source.replace(/\$$/, '(?:\\?|$)'), gateway])) },
      },
    });
    await vite.listen();
    closeVite = () => vite.close();
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Local stack ready in ${seconds} s${dev ? ' (dev mode, hot reload)' : ''}.

  App          http://localhost:${appPort}
  Mail viewer  ${stack.urls.mail}
  Health       http://localhost:${appPort}/api/health
  Google       ${stack.urls.oauth}   local stand-in for Google and Cognito's hosted UI
  Transbank    ${stack.urls.transbank}   local Oneclick Mall: inscriptions, charges, test cards

  Demo admin   ${demoAccounts.admin.email} / ${demoAccounts.admin.password}
  Demo client  ${demoAccounts.client.email} / ${demoAccounts.client.password}

Admins sign in with a second factor: at the demo admin's first visit to /admin it scans a QR code
(or types the key shown) into any authenticator app, and from then on gives its 6-digit code after the
password. \`npm run reset\` forgets it.

Google sign-in: "Continuar con Google" opens the emulator's account chooser; type any name and
e-mail (tick or untick "Correo verificado por Google", or press Cancelar). Its certificate is
self-signed (${path.relative(repoRoot, stack.urls.oauthCertificate)}): open ${stack.urls.oauth} once and accept it.

Data is kept in ${path.relative(repoRoot, options.dataDir)}/ (npm run reset wipes it). Ctrl-C stops everything.
`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    await closeVite?.();
    await stack.stop();
    rmSync(lockFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
};

main().catch((error: unknown) => {
  console.error('The local stack could not start:', error);
  process.exit(1);
});
