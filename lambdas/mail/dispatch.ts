import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { StoredUser } from '../users/users.repository';
import { getUser } from '../users/users.repository';
import { ses } from '../lib/clients/ses';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { claimMail, forgetFarewell, readFarewell, releaseMail, type MailClaim } from './mail.repository';
import type { Mail } from './templates';

/**
 * How a mail reaches a person. Events carry ids only, so that nothing personal outlives an erasure
 * in the outbox table or a dead-letter queue: the address is read here, when the mail goes, from the
 * person's document. A person erased meanwhile gets nothing.
 */

/** `headers`: extra message headers, e.g. List-Unsubscribe for reminders. */
export interface MailOptions {
  replyTo?: string;
  headers?: Record<string, string>;
}

export const sendMail = async (to: string, mail: Mail, options: MailOptions = {}): Promise<void> => {
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

/**
 * Sends at most once for `claim`: claimed first, given back if sending fails, so that the bus's retry
 * sends it and a duplicate event never does. Without a claim it simply sends.
 */
export const sendOnce = async (claim: MailClaim | undefined, send: () => Promise<void>): Promise<'sent' | 'skipped'> => {
  if (claim && !(await claimMail(claim))) return 'skipped';
  try {
    await send();
    return 'sent';
  } catch (error) {
    if (claim) await releaseMail(claim);
    throw error;
  }
};

export interface Delivery extends MailOptions {
  mail: Mail;
}

export interface UserMail {
  uid: string;
  /** The mail goes at most once for this key (undefined: every time it is asked for). */
  onceKey?: string;
  /** Whether the person's state still calls for it, judged before the claim. */
  due?: (user: StoredUser) => boolean;
  /** The mail for this person; it runs after the claim, so a duplicate event makes no second link. */
  compose: (user: StoredUser) => Delivery | Promise<Delivery>;
}

/**
 * Mails the person `uid` at the address their document holds now: nothing when the document is gone
 * (erased) or the mail is no longer `due`.
 */
export const mailUser = async ({ uid, onceKey, due, compose }: UserMail): Promise<'sent' | 'skipped'> => {
  const user = await getUser(uid);
  if (!user) {
    logger.info('No account to mail any more', { uid });
    return 'skipped';
  }
  if (due && !due(user)) return 'skipped';
  return sendOnce(onceKey ? { owner: uid, key: onceKey } : undefined, async () => {
    const { mail, ...options } = await compose(user);
    await sendMail(user.email, mail, options);
  });
};

/**
 * The last mail of an account removed without its owner: the address comes from the farewell record
 * the removal wrote (the document is gone), which is deleted once the mail went.
 */
export const mailFarewell = async (uid: string, onceKey: string, compose: (farewell: { firstName: string }) => Delivery): Promise<'sent' | 'skipped'> => {
  const farewell = await readFarewell(uid);
  if (!farewell) {
    logger.info('No farewell address (already mailed, or expired)', { uid });
    return 'skipped';
  }
  const result = await sendOnce({ owner: uid, key: onceKey }, async () => {
    const { mail, ...options } = compose(farewell);
    await sendMail(farewell.email, mail, options);
  });
  await forgetFarewell(uid);
  return result;
};
