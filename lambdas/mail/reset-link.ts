import { createHmac, randomBytes } from 'node:crypto';
import { issueDerivedLinkToken, liveLinkNonce } from '../accounts/tokens.repository';
import { readSigningKey, storeSigningKeyIfNone } from '../reminders/signing-key.repository';

/**
 * A reset link asked for again while one is live is the same link, sent again: a new one would
 * invalidate the mail the person may be opening (and a stranger's requests would keep every link
 * dead). Only while at least this much of its hour is left; then a new one.
 */
export const RESET_LINK_REUSE_MIN_SECONDS = 15 * 60;

const KEY_PURPOSE = 'link-tokens';
let cachedKey: Buffer | undefined;

/** The HMAC key the reset tokens are derived with: made on first use, first writer wins, kept for the container's life. */
const linkSigningKey = async (): Promise<Buffer> => {
  if (cachedKey) return cachedKey;
  let key = await readSigningKey(KEY_PURPOSE);
  if (key === undefined) {
    await storeSigningKeyIfNone(KEY_PURPOSE, randomBytes(32).toString('base64'));
    key = await readSigningKey(KEY_PURPOSE);
  }
  if (key === undefined) throw new Error('No link signing key');
  cachedKey = Buffer.from(key, 'base64');
  return cachedKey;
};

/** The token of a reset link: the live one again, or a new one. 43 characters of base64url, as every link token. */
export const resetLinkToken = async (uid: string): Promise<string> => {
  const key = await linkSigningKey();
  const derive = (nonce: string) => createHmac('sha256', key).update(`reset#${uid}#${nonce}`).digest('base64url');
  const live = await liveLinkNonce('reset', uid, RESET_LINK_REUSE_MIN_SECONDS);
  if (live) return derive(live);
  // Another request may have made one meanwhile: then that one is the link.
  const issued = await issueDerivedLinkToken('reset', uid, derive, RESET_LINK_REUSE_MIN_SECONDS);
  const made = issued ?? (await liveLinkNonce('reset', uid, 0).then((nonce) => nonce && derive(nonce)));
  if (!made) throw new Error('No reset link could be made');
  return made;
};
