import { outboxWrite } from '../lib/events';
import { addToAdminGroup, findAccountByEmail } from './cognito.repository';
import { getUser, setUserType } from './users.repository';

export class UnknownAccountError extends Error {
  constructor(email: string) {
    super(`No account with the e-mail ${email}`);
    this.name = 'UnknownAccountError';
  }
}

/**
 * Makes an account an admin: the Cognito group `admin` and `userType: admin` on its document.
 * An unknown e-mail (no Cognito user or no document) changes nothing.
 */
export const grantAdmin = async (email: string, grantedBy: string): Promise<{ uid: string }> => {
  const account = await findAccountByEmail(email);
  const user = account && (await getUser(account.uid));
  if (!account || !user) throw new UnknownAccountError(email);
  await addToAdminGroup(account.email);
  await setUserType(account.uid, 'admin', outboxWrite('AdminGranted', { uid: account.uid, grantedBy, at: new Date().toISOString() }));
  return { uid: account.uid };
};
