import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailKind } from '../../shared/events';
import type { UserDocument } from '../../shared/user';
import { issueLinkToken } from '../accounts/tokens.repository';
import { ses } from '../lib/clients/ses';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { getUser } from '../users/users.repository';
import { claimMail, releaseMail } from './mail.repository';
import { registrationExpiredMail, templates, type Mail } from './templates';

/** `headers`: extra message headers, e.g. List-Unsubscribe for reminders. */
export const sendMail = async (to: string, mail: Mail, options: { replyTo?: string; headers?: Record<string, string> } = {}): Promise<void> => {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: env().MAIL_FROM,
      Destination: { ToAddresses: [to] },
      ...(options.replyTo ? { ReplyToAddresses: [options.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
          ...(options.headers ? { Headers: Object.entries(options.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
        },
      },
    }),
  );
};

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

/** The link a mail carries, made now so that only the newest link works. */
const linkFor = async (kind: MailKind, uid: string, hasPassword: boolean): Promise<string | undefined> => {
  const site = env().SITE_URL;
  if (kind === 'welcome-activation' || kind === 'activation-link') return `${site}/activate/${uid}#token=${await issueLinkToken('activation', uid)}`;
  if (kind === 'password-recovery' && hasPassword) return `${site}/set-new-password/${uid}#token=${await issueLinkToken('reset', uid)}`;
  return undefined;
};

/**
 * Sends a mail of this kind to the account's own address. Once-only mails are claimed first and
 * given back if sending fails, so that a retry sends them and a duplicate request never does.
 */
export const sendAccountMail = async (kind: MailKind, uid: string, ref?: string): Promise<'sent' | 'skipped'> => {
  const user = await getUser(uid);
  if (!user) {
    logger.warn('No account for a mail', { kind, uid });
    return 'skipped';
  }
  if (!isDue(kind, user)) {
    logger.debug('Mail not due', { kind, uid });
    return 'skipped';
  }
  const key = onceKey(kind, uid, ref);
  if (key && !(await claimMail(key))) return 'skipped';
  try {
    const link = await linkFor(kind, uid, user.provider !== 'google');
    await sendMail(user.email, templates[kind]({ firstName: user.firstName, siteUrl: env().SITE_URL, link }));
    logger.info('Mail sent', { kind, uid });
    return 'sent';
  } catch (error) {
    if (key) await releaseMail(key);
    throw error;
  }
};

/**
 * Tells the address of a registration never activated that it was removed. Claimed once per
 * account (given back if sending fails), so that a repeated clean-up never sends it twice.
 */
export const sendRegistrationExpiredMail = async (user: Pick<UserDocument, 'uid' | 'email' | 'firstName'>): Promise<'sent' | 'skipped'> => {
  const key = `registration-expired#${user.uid}`;
  if (!(await claimMail(key))) return 'skipped';
  try {
    await sendMail(user.email, registrationExpiredMail({ firstName: user.firstName, siteUrl: env().SITE_URL }));
    return 'sent';
  } catch (error) {
    await releaseMail(key);
    throw error;
  }
};
