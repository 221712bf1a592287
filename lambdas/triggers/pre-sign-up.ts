import type { PreSignUpTriggerEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { decideFederatedSignUp, federationRefusalMarker, providerSubjectOf, SIGN_UP_REFUSED_LOG } from '../../shared/federation';
import { recordPendingGoogleSignUp } from '../accounts/pending-sign-ups.repository';
import { publish } from '../lib/events';
import { logger } from '../lib/logger';
import { findNativeAccountByEmail, linkGoogleIdentity } from '../users/cognito.repository';

/**
 * The user pool's pre-sign-up trigger. Registration happens on the server (AdminCreateUser), so
 * the public SignUp API is refused whatever the pool's self sign-up setting. A first Google
 * sign-in gets the shared decision (shared/federation.ts): a new federated account, a link to the
 * activated e-mail account that holds the e-mail, or a refusal whose code the web turns into a
 * Spanish message. The local OAuth emulator runs the same decision.
 *
 * A trigger cannot have the pool's id in its environment (the pool refers to the trigger): it
 * takes the pool from the event, and only the auth and outbox table names from the environment. Like
 * every function, it writes its event to the outbox; only the outbox relay puts events on the bus.
 */
const triggerEnv = z.object({ TABLE_OUTBOX: z.string().check(z.minLength(1)) });

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
  const emailVerified = event.request.userAttributes.email_verified === 'true' && email !== '';
  const existing = emailVerified ? await findNativeAccountByEmail(email, event.userPoolId) : undefined;
  const decision = decideFederatedSignUp({ emailVerified }, existing);

  switch (decision.action) {
    case 'create':
      // The orphan job finds it here if the registration never comes (no listing of the pool).
      await recordPendingGoogleSignUp(event.userName, new Date());
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
        await publish('GoogleAccountLinked', { uid: decision.account.uid, provider: 'google', at: new Date().toISOString() }, triggerEnv.parse(process.env).TABLE_OUTBOX);
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
