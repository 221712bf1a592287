/**
 * `npx tsx infra/scripts/second-surname-backfill.ts [--stage NAME]`: once, in the deploy after the
 * one that created the users table's bySecondSurname index, gives the documents written before it
 * their second surname (lambdas/users/second-surname-backfill.repository.ts), so that the admin search finds
 * them by it. Safe to run again: it changes only documents without it.
 */
import '../local/quiet-warnings';
import { parseArgs, targetEnv } from './target-env';

const main = async () => {
  const { stage } = parseArgs(process.argv.slice(2));
  // The functions' code reads its configuration from the environment: set it before loading it.
  Object.assign(process.env, await targetEnv(stage));
  const { backfillSecondSurnames } = await import('../../lambdas/users/second-surname-backfill.repository');
  const { updated } = await backfillSecondSurnames();
  console.log(`${String(updated)} user document(s) given their second surname for the admin search${stage ? ` on ${stage}` : ' on the local stack'}.`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
