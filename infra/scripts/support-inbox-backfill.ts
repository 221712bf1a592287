/**
 * `npx tsx infra/scripts/support-inbox-backfill.ts [--stage NAME]`: once after the support desk is
 * deployed, puts the tickets and insurance requests written before it into the admins' inbox
 * (lambdas/support/inbox-backfill.repository.ts); also once after priority items got partitions of their own,
 * so that the priority items written before are listed first. Safe to run again: it changes only
 * items not yet in place.
 */
import { parseArgs, targetEnv } from './target-env';

const main = async () => {
  const { stage } = parseArgs(process.argv.slice(2));
  // The functions' code reads its configuration from the environment: set it before loading it.
  Object.assign(process.env, await targetEnv(stage));
  const { backfillInbox } = await import('../../lambdas/support/inbox-backfill.repository');
  const { updated } = await backfillInbox();
  console.log(`${String(updated)} support item(s) added to the inbox or moved to its priority partitions${stage ? ` on ${stage}` : ' on the local stack'}.`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
