/**
 * `npx tsx infra/scripts/support-inbox-backfill.ts [--stage NAME]`: once after the support desk is
 * deployed, puts the tickets and insurance requests written before it into the admins' inbox
 * (lambdas/support/inbox-backfill.ts). Safe to run again: it changes only items not in the inbox.
 */
import '../local/quiet-warnings';
import { parseArgs, targetEnv } from './target-env';

const main = async () => {
  const { stage } = parseArgs(process.argv.slice(2));
  // The functions' code reads its configuration from the environment: set it before loading it.
  Object.assign(process.env, await targetEnv(stage));
  const { backfillInbox } = await import('../../lambdas/support/inbox-backfill');
  const { updated } = await backfillInbox();
  console.log(`${String(updated)} support item(s) added to the inbox${stage ? ` on ${stage}` : ' on the local stack'}.`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
