import { grantAdmin } from '../../lambdas/users/admin.service';
import { createAccount, findAccountByEmail } from '../../lambdas/users/cognito.repository';
import { getUser, putUser } from '../../lambdas/users/users.repository';
import { demoAccounts } from './config';

type DemoAccount = (typeof demoAccounts)[keyof typeof demoAccounts];

/** Creates a demo account and its document unless they exist. Safe to run on every start. */
const ensureAccount = async (account: DemoAccount): Promise<string> => {
  const uid = (await findAccountByEmail(account.email))?.uid ?? (await createAccount(account));
  if (!(await getUser(uid))) {
    await putUser({
      uid,
      firstName: account.firstName,
      lastName: account.lastName,
      rut: account.rut,
      birthDate: account.birthDate,
      email: account.email,
      userType: 'client',
      uniqueChileanPasswordConnection: false,
      socialHomeRegister: false,
      createdAt: new Date().toISOString(),
      activated: true,
    });
  }
  return uid;
};

/** Seeds, idempotently, the demo admin (group `admin`, `userType: admin`) and the demo client. */
export const seedDemoAccounts = async (): Promise<void> => {
  const adminUid = await ensureAccount(demoAccounts.admin);
  if ((await getUser(adminUid))?.userType !== 'admin') await grantAdmin(demoAccounts.admin.email, 'seed');
  await ensureAccount(demoAccounts.client);
};
