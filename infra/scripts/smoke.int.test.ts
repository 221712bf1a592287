import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { routeList } from '../../shared/routes';
import { startTestStack } from '../local/testing/local-stack';
import { runFlow } from './smoke-flow';
import { stageFlowDeps } from './smoke';
import { rolesOf, runSmoke } from './smoke-run';
import { stageSmokeUsers } from './smoke-users';
import { writeSteps } from './smoke-writes';

jest.setTimeout(180_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  // The local stack is a stage too: its functions' environment is in process.env, as targetEnv sets it for `--stage local`.
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

/**
 * `npm run smoke -- --stage local`, in process: the real gateway (playing CloudFront), functions, Cognito,
 * tables, event bus and streams, and the Transbank emulator for the payment.
 */
describe('npm run smoke against the local stack', () => {
  it('answers every route as expected for each caller, calls every write route with a valid body (a payment too), and leaves no smoke user or disposable account behind', async () => {
    const lines: string[] = [];
    const made: { uid: string; email: string }[] = [];
    const users = stageSmokeUsers(new CognitoIdentityProviderClient({}));
    const recording = { create: async (...args: Parameters<typeof users.create>) => { const user = await users.create(...args); made.push(user); return user; }, remove: (user: Parameters<typeof users.remove>[0]) => users.remove(user) };
    const deps = stageFlowDeps('local', stack.urls.app, { payment: true, dataDir: stack.dataDir, log: (line) => lines.push(line) });
    const result = await runSmoke({ baseUrl: stack.urls.app, routes: routeList, users: recording, log: (line) => lines.push(line), flow: (smokeUsers, runId) => runFlow(deps, smokeUsers, runId) });

    expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    expect(result.ok).toBe(true);
    // Every write step ran, the payment's included, and answered as it should.
    expect(lines.filter((line) => /^ok {3}(GET|POST|PUT|PATCH|DELETE) \/api\//.test(line) && !/ (anonymous|client|admin) +\d+ +\d+ ms$/.test(line))).toHaveLength(writeSteps.length);
    expect(lines.filter((line) => line.startsWith('skip'))).toEqual([]);
    // Every route once per kind of caller its level names: anonymous, a client, an admin.
    expect(result.calls.length).toBe(routeList.flatMap(rolesOf).length);
    // Each kind of caller really was refused or let in where it should be.
    expect(result.calls.filter((call) => call.role === 'anonymous' && call.route.auth !== 'public').every((call) => call.status === 401)).toBe(true);
    expect(result.calls.filter((call) => call.role === 'client' && call.route.auth === 'admin').every((call) => call.status === 403)).toBe(true);
    expect(result.calls.filter((call) => call.role === 'admin').some((call) => call.status === 200)).toBe(true);

    expect(made.map((user) => user.email)).toEqual([expect.stringMatching(/-client@/), expect.stringMatching(/-admin@/)]);
    const { getUser } = await import('../../lambdas/users/users.repository');
    const { findAccountByEmail } = await import('../../lambdas/users/cognito.repository');
    for (const user of made) {
      await expect(getUser(user.uid)).resolves.toBeUndefined();
      await expect(findAccountByEmail(user.email)).resolves.toBeUndefined();
    }
  });
});
