/**
 * `npm run seed -- --users N`: fills the running local stack with N realistic Chilean users
 * (documents with their e-mail and RUT claims), their subscriptions, about two payments each
 * and the KPI counters. Local only: it writes made-up people, never to a deployed stage.
 */
import * as z from 'zod/mini';
import { parseArgs, targetEnv } from './target-env';

const usage = 'Usage: npm run seed -- --users N   (1 to 1,000,000; against the running local stack)';

const main = async () => {
  const { stage, positional } = parseArgs(process.argv.slice(2));
  if (stage !== undefined) {
    console.error('The seed writes made-up people: it runs only against the local stack.');
    process.exit(2);
  }
  const flag = positional.findIndex((arg) => arg === '--users' || arg.startsWith('--users='));
  const arg = positional[flag] ?? '';
  const raw = arg.startsWith('--users=') ? arg.slice('--users='.length) : arg === '--users' ? positional[flag + 1] : undefined;
  const count = z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)).safeParse(raw);
  if (!count.success) {
    console.error(usage);
    process.exit(2);
  }
  // The functions' code reads its configuration from the environment: set it before loading it.
  Object.assign(process.env, await targetEnv(undefined));
  const { seedUsers } = await import('../local/seed-users');
  let reported = 0;
  const result = await seedUsers({
    count: count.data,
    concurrency: 8,
    onProgress: (done) => {
      if (done - reported >= 10_000) {
        reported = done;
        console.log(`  ${done.toLocaleString('es-CL')} usuarios…`);
      }
    },
  });
  console.log(
    `Seeded ${result.users} users, ${result.subscriptions} subscriptions and ${result.payments} payments in ${result.seconds.toFixed(1)} s` +
      (result.skipped ? ` (${result.skipped} skipped: their e-mail or RUT was taken)` : '') +
      '.\nSeeded users are documents only: they have no Cognito account (cognito-local keeps every user in one JSON file and would not cope), so they cannot sign in.',
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
