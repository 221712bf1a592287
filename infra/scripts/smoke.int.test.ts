import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { routeList } from '../../shared/routes';
import { startTestStack } from '../local/testing/local-stack';
import { runSmoke } from './smoke-run';
import { stageSmokeUsers } from './smoke-users';

jest.setTimeout(180_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  // The local stack is a stage too: its functions' environment is in process.env, as targetEnv sets it for `--stage local`.
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

/** `npm run smoke -- --stage local`, in process: the real gateway (playing CloudFront), functions, Cognito and tables. */
describe('npm run smoke against the local stack', () => {
  it('answers every route as expected for each caller, and leaves no smoke user behind', async () => {
    const lines: string[] = [];
    const made: { uid: string; email: string }[] = [];
    const users = stageSmokeUsers(new CognitoIdentityProviderClient({}));
    const recording = { create: async (...args: Parameters<typeof users.create>) => { const user = await users.create(...args); made.push(user); return user; }, remove: (user: Parameters<typeof users.remove>[0]) => users.remove(user) };
    const result = await runSmoke({ baseUrl: stack.urls.app, routes: routeList, users: recording, log: (line) => lines.push(line) });

    expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.calls.length).toBeGreaterThan(routeList.length * 2);
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
