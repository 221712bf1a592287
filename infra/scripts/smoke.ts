/**
 * `npm run smoke -- --stage NAME` (or `--stage local` for the running local stack): calls every route
 * of shared/routes.ts through the stage's site URL as an anonymous visitor, a smoke client and a
 * smoke admin it creates and removes afterwards (smoke-run.ts), one line per call. Exits 1 on any
 * unexpected answer or failed step. Needs AWS credentials that can run `npm run admin:grant`.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { routeList } from '../../shared/routes';
import { runSmoke } from './smoke-run';
import { stageSmokeUsers } from './smoke-users';
import { parseArgs, targetEnv } from './target-env';

const main = async () => {
  const { stage, positional } = parseArgs(process.argv.slice(2));
  if (stage === undefined || positional.length > 0) {
    console.error('Usage: npm run smoke -- --stage <local|dev|staging|prod>');
    process.exit(2);
  }
  // The functions' code makes the smoke users: it reads the stage's configuration from the environment.
  Object.assign(process.env, await targetEnv(stage === 'local' ? undefined : stage));
  const baseUrl = String(process.env.SITE_URL);
  console.log(`Smoke test of ${stage} at ${baseUrl}`);
  const result = await runSmoke({ baseUrl, routes: routeList, users: stageSmokeUsers(new CognitoIdentityProviderClient({})), log: console.log });
  const failed = result.calls.filter((call) => !call.ok).length + result.errors.length;
  console.log(failed === 0 ? `All ${result.calls.length} calls answered as expected.` : `${failed} unexpected: see the FAIL lines.`);
  process.exit(result.ok ? 0 : 1);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
