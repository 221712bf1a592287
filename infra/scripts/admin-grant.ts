/**
 * `npm run admin:grant -- <email> [--stage NAME]`: makes an account an admin (group `admin`
 * and `userType: admin`), against the local stack by default or a deployed stage.
 */
import * as z from 'zod/mini';
import { parseArgs, targetEnv } from './target-env';

const main = async () => {
  const { stage, positional } = parseArgs(process.argv.slice(2));
  const email = z.email().safeParse(positional[0]);
  if (!email.success || positional.length !== 1) {
    console.error('Usage: npm run admin:grant -- <email> [--stage dev|staging|prod]');
    process.exit(2);
  }
  // The functions' code reads its configuration from the environment: set it before loading it.
  Object.assign(process.env, await targetEnv(stage));
  const { grantAdmin, UnknownAccountError } = await import('../../lambdas/users/admin-grant.service');
  try {
    const { uid } = await grantAdmin(email.data, `ops:${process.env.USER ?? 'cli'}`);
    console.log(`${email.data} (${uid}) is now an admin${stage ? ` on ${stage}` : ' on the local stack'}.`);
  } catch (error) {
    if (error instanceof UnknownAccountError) {
      console.error(`No account with the e-mail ${email.data}${stage ? ` on ${stage}` : ''}: nothing was changed.`);
      process.exit(1);
    }
    throw error;
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
