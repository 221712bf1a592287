import type { MailKind } from '../../shared/events';
import { HttpError, notFound } from '../lib/errors';
import { publish } from '../lib/events';
import { getUser } from '../users/users.repository';
import { isDue } from './mail.service';

/**
 * The product's `/api/mail/*` calls ask for a mail; they never compose one. The mail goes only if the
 * account is due it, to the account's own address (checked against `expectedEmail` when the caller
 * names one), and the mailer's once-only claim keeps it to one.
 */
/**
 * The same, for a public call: an unknown uid or a mail not due changes nothing and is not told
 * apart from a mail asked for, so that nobody learns which uids exist or what state they are in.
 */
export const requestDueMailQuietly = async (kind: MailKind, uid: string): Promise<void> => {
  const user = await getUser(uid);
  if (user && isDue(kind, user)) await publish('MailRequested', { uid, kind, at: new Date().toISOString() });
};

export const requestDueMail = async (kind: MailKind, uid: string, expectedEmail?: string): Promise<void> => {
  const user = await getUser(uid);
  if (!user) throw notFound('user-not-found');
  if (expectedEmail !== undefined && expectedEmail !== user.email) throw new HttpError(403, 'forbidden');
  if (!isDue(kind, user)) throw new HttpError(409, 'mail-not-due');
  await publish('MailRequested', { uid, kind, at: new Date().toISOString() });
};
