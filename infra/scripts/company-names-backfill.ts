/**
 * `npx tsx infra/scripts/company-names-backfill.ts [--stage NAME]`: once, after the deploy in which the
 * admin search names a company by its razón social, gives the companies registered before it their
 * new name key (lambdas/users/company-names-backfill.repository.ts). Safe to run again.
 */
import '../local/quiet-warnings';
import { parseArgs, targetEnv } from './target-env';

const main = async () => {
  const { stage } = parseArgs(process.argv.slice(2));
  // The functions' code reads its configuration from the environment: set it before loading it.
  Object.assign(process.env, await targetEnv(stage));
  const { backfillCompanyNames } = await import('../../lambdas/users/company-names-backfill.repository');
  const { updated } = await backfillCompanyNames();
  console.log(`${String(updated)} company account(s) given their razón social for the admin search${stage ? ` on ${stage}` : ' on the local stack'}.`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
