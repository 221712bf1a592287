import { registerClient, findRegisteredAccount } from '../../lambdas/accounts/accounts.service';
import { grantAdmin } from '../../lambdas/users/admin-grant.service';
import { demoAccounts } from './config';

type DemoAccount = (typeof demoAccounts)[keyof typeof demoAccounts];

/** Registers a demo account, already activated, through the same code as the API, unless it exists. */
const ensureAccount = async (account: DemoAccount) =>
  (await findRegisteredAccount(account.email)) ?? (await registerClient({ ...account, acceptTerms: true }, { activated: true }));

/** Seeds, idempotently, the demo admin (group `admin`, `userType: admin`) and the demo client. */
export const seedDemoAccounts = async (): Promise<void> => {
  const admin = await ensureAccount(demoAccounts.admin);
  if (admin.userType !== 'admin') await grantAdmin(demoAccounts.admin.email, 'seed');
  await ensureAccount(demoAccounts.client);
};
