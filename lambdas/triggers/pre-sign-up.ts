import type { PreSignUpTriggerEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { decideFederatedSignUp, federationRefusalMarker, GOOGLE_VERIFIED_ATTRIBUTE, providerSubjectOf, SIGN_UP_REFUSED_LOG } from '../../shared/federation';
import { takeOverUnactivatedAccount } from '../accounts/registration-takeover.service';
import { recordPendingGoogleSignUp } from '../accounts/pending-sign-ups.repository';
import { publish } from '../lib/events';
import { logger } from '../lib/logger';
import { findNativeAccountByEmail, linkGoogleIdentity } from '../users/cognito.repository';
import { readHolder } from '../users/registration-takeover.repository';

/**
 * The user pool's pre-sign-up trigger. Registration happens on the server (AdminCreateUser), so
 * the public SignUp API is refused whatever the pool's self sign-up setting. A first Google
 * sign-in gets the shared decision (shared/federation.ts), taken on our document's activation: a new
 * federated account, a link to the activated e-mail account that holds the e-mail, the takeover of
 * an e-mail account never activated, or a refusal whose code the web turns into a Spanish message.
 * The local OAuth emulator runs the same decision and the same takeover.
 *
 * A trigger cannot have the pool's id in its environment (the pool refers to the trigger): it
 * takes the pool from the event, and only the users, auth and outbox table names from the environment. Like
 * every function, it writes its event to the outbox; only the outbox relay puts events on the bus.
 */
const triggerEnv = z.object({ TABLE_USERS: z.string().check(z.minLength(1)), TABLE_AUTH: z.string().check(z.minLength(1)), TABLE_OUTBOX: z.string().check(z.minLength(1)) });

export class SelfSignUpRefused extends Error {
  constructor() {
    super('Self sign-up is off: accounts are registered through the API.');
    this.name = 'SelfSignUpRefused';
  }
}

const externalProvider = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  const subject = providerSubjectOf(event.userName);
  if (!subject) throw new Error(`Unknown identity provider for ${event.userName}`);
  const email = (event.request.userAttributes.email ?? '').trim().toLowerCase();
  // Google's own claim, mapped to an attribute of ours: never Cognito's client-writable email_verified.
  const emailVerified = event.request.userAttributes[GOOGLE_VERIFIED_ATTRIBUTE] === 'true' && email !== '';
  const existing = emailVerified ? await findNativeAccountByEmail(email, event.userPoolId) : undefined;
  const tables = triggerEnv.parse(process.env);
  const holder = existing && (await readHolder({ users: tables.TABLE_USERS, auth: tables.TABLE_AUTH }, existing.uid));
  const decision = decideFederatedSignUp({ emailVerified }, existing, holder);

  switch (decision.action) {
    case 'create':
      // The orphan job finds it here if the registration never comes (no listing of the pool).
      await recordPendingGoogleSignUp(event.userName, new Date());
      return event;
    case 'take-over':
      await takeOverUnactivatedAccount({
        account: decision.account,
        holder,
        googleUsername: event.userName,
        userPoolId: event.userPoolId,
        tables: { users: tables.TABLE_USERS, auth: tables.TABLE_AUTH, outbox: tables.TABLE_OUTBOX },
      });
      return event;
    case 'refuse':
      logger.info(SIGN_UP_REFUSED_LOG, { reason: decision.reason });
      // Cognito sends the message back to the app as the error description.
      throw new Error(federationRefusalMarker(decision.reason));
    case 'link': {
      await linkGoogleIdentity(event.userPoolId, decision.account.username, subject);
      logger.info('Google identity linked to an existing account', { uid: decision.account.uid });
      try {
        // A Cognito change, no DynamoDB one: the outbox item alone.
        await publish('GoogleAccountLinked', { uid: decision.account.uid, provider: 'google', at: new Date().toISOString() }, tables.TABLE_OUTBOX);
      } catch (error) {
        // The link is made; a lost audit entry must not undo the sign-in. Logged as an error for the alarm.
        logger.error('Could not publish GoogleAccountLinked', { error, uid: decision.account.uid });
      }
      // Cognito answers this first sign-in with "Already found an entry for username"; the web signs in again.
      return event;
    }
  }
};

export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  switch (event.triggerSource) {
    case 'PreSignUp_AdminCreateUser':
      return event;
    case 'PreSignUp_ExternalProvider':
      return externalProvider(event);
    default:
      logger.info(SIGN_UP_REFUSED_LOG, { reason: 'self-sign-up' });
      throw new SelfSignUpRefused();
  }
};
