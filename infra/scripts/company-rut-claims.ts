/**
 * `npx tsx infra/scripts/company-rut-claims.ts [--stage NAME]`: once, on a stage that has company
 * accounts registered before a company's RUT was claimed apart from a person's, moves each company's
 * RUT claim among companies (lambdas/users/company-rut-claims.repository.ts), so that its owner may
 * have a personal account with the same RUT. Safe to run again: it moves only what has not moved.
 */
import '../local/quiet-warnings';
import { parseArgs, targetEnv } from './target-env';

const main = async () => {
  const { stage } = parseArgs(process.argv.slice(2));
  // The functions' code reads its configuration from the environment: set it before loading it.
  Object.assign(process.env, await targetEnv(stage));
  const { moveCompanyRutClaims } = await import('../../lambdas/users/company-rut-claims.repository');
  const { moved } = await moveCompanyRutClaims();
  console.log(`${String(moved)} company RUT claim(s) moved among companies${stage ? ` on ${stage}` : ' on the local stack'}.`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
