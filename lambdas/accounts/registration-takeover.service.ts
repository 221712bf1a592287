import type { ExistingNativeAccount } from '../../shared/federation';
import { outboxWrite } from '../lib/events';
import { logger } from '../lib/logger';
import { deleteAccountInPool } from '../users/cognito.repository';
import { recordTakeoverWithoutHolder, removeUnactivatedHolder, type TakeoverTables, type UnactivatedHolder } from '../users/registration-takeover.repository';
import { pendingSignUpPut } from './pending-sign-ups.repository';

export class ActivatedMeanwhile extends Error {
  constructor() {
    super('The e-mail account was activated during the Google sign-in: signing in again links it');
    this.name = 'ActivatedMeanwhile';
  }
}

export interface Takeover {
  account: ExistingNativeAccount;
  /** Our document of the account, if it has one (never activated: the decision made sure). */
  holder: UnactivatedHolder | undefined;
  /** The federated account about to be made (`google_<subject>`), recorded as a pending sign-up. */
  googleUsername: string;
  userPoolId: string;
  tables: TakeoverTables & { outbox: string };
  now?: Date;
}

/**
 * A verified Google sign-in of an e-mail that a password account holds without ever having proved
 * the mailbox: whoever registered it (perhaps a stranger who typed someone else's e-mail) loses it.
 * The document and its e-mail and RUT claims go in one transaction with RegistrationTakenOver (its
 * consumers remove the rest) and the new sign-up's pending record; then the Cognito account, so that
 * its password signs in no more. DynamoDB first: should Cognito fail, the sign-in fails and the next
 * one finds an account without a document and removes it.
 */
export const takeOverUnactivatedAccount = async ({ account, holder, googleUsername, userPoolId, tables, now = new Date() }: Takeover): Promise<void> => {
  const event = outboxWrite('RegistrationTakenOver', { uid: account.uid, at: now.toISOString() }, tables.outbox);
  const { Put } = pendingSignUpPut('google', googleUsername, now);
  if (holder) {
    if (!(await removeUnactivatedHolder(tables, holder, [event, { Put }]))) throw new ActivatedMeanwhile();
  } else {
    await recordTakeoverWithoutHolder([event, { Put }]);
  }
  await deleteAccountInPool(userPoolId, account.username);
  logger.info('A Google sign-in took over an e-mail account never activated', { uid: account.uid });
};
