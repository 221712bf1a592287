import type { MailKind } from '../../shared/events';
import { isReturnPath } from '../../shared/return-path';
import type { UserDocument } from '../../shared/user';
import { issueLinkToken } from '../accounts/tokens.repository';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { mailFarewell, mailUser } from './dispatch';
import { resetLinkToken } from './reset-link';
import { mailFor, registrationExpiredMail } from './templates';

/** Mails of other features import these from here; dispatch.ts holds them with the rest of the sending. */
export { sendMail, sendOnce } from './dispatch';

/** Mails that go at most once per account (or per reset): their idempotency key. */
const onceKey = (kind: MailKind, uid: string, ref: string | undefined): string | undefined => {
  switch (kind) {
    case 'welcome-activation':
    case 'welcome-without-activation':
      return `welcome#${uid}`;
    case 'activation-confirmed':
      return `activation-confirmed#${uid}`;
    case 'password-changed':
      return ref ? `password-changed#${uid}#${ref}` : undefined;
    default:
      return undefined;
  }
};

/** Whether the account's state calls for this mail at all. */
export const isDue = (kind: MailKind, user: Pick<UserDocument, 'activated' | 'provider'>): boolean => {
  switch (kind) {
    case 'welcome-activation':
    case 'activation-link':
      return !user.activated && user.provider === 'password';
    case 'welcome-without-activation':
      return user.provider === 'google';
    case 'activation-confirmed':
      return user.activated && user.provider === 'password';
    case 'password-changed':
      return user.provider === 'password';
    case 'password-recovery':
      return true;
  }
};

/**
 * The link a mail carries: a new activation link (only the newest works); the live reset link again
 * while it has time left. `returnTo`, a path of the internships half the person registered from
 * (shared/return-path.ts), rides on the activation link, after the site's own address, so that the
 * sign-in after activating goes back there.
 */
const linkFor = async (kind: MailKind, uid: string, hasPassword: boolean, returnTo?: string): Promise<string | undefined> => {
  const site = env().SITE_URL;
  if (kind === 'welcome-activation' || kind === 'activation-link') {
    const back = returnTo && isReturnPath(returnTo) ? `?redirect=${encodeURIComponent(returnTo)}` : '';
    return `${site}/activate/${uid}${back}#token=${await issueLinkToken('activation', uid)}`;
  }
  if (kind === 'password-recovery' && hasPassword) return `${site}/set-new-password/${uid}#token=${await resetLinkToken(uid)}`;
  return undefined;
};

/**
 * Sends a mail of this kind to the account's own address, read when it goes (dispatch.ts).
 * Once-only mails are claimed first and given back if sending fails, so that a retry sends them
 * and a duplicate request never does.
 */
export const sendAccountMail = async (kind: MailKind, uid: string, ref?: string, returnTo?: string): Promise<'sent' | 'skipped'> => {
  const result = await mailUser({
    uid,
    onceKey: onceKey(kind, uid, ref),
    due: (user) => isDue(kind, user),
    compose: async (user) => ({
      mail: mailFor(kind, {
        firstName: user.firstName,
        siteUrl: env().SITE_URL,
        link: await linkFor(kind, uid, user.provider !== 'google', returnTo),
        ...(user.userType === 'enterprise' && user.company?.legalName ? { companyName: user.company.legalName } : {}),
      }),
    }),
  });
  if (result === 'sent') logger.info('Mail sent', { kind, uid });
  return result;
};

/**
 * Tells the address of a registration never activated that it was removed: the address comes from
 * the removal's farewell record, never from the event. Once per account.
 */
export const sendRegistrationExpiredMail = (uid: string): Promise<'sent' | 'skipped'> =>
  mailFarewell(uid, `registration-expired#${uid}`, ({ firstName }) => ({ mail: registrationExpiredMail({ firstName, siteUrl: env().SITE_URL }) }));
