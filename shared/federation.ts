import { messages } from './messages';

/**
 * Google sign-in through Cognito federation: the rules shared by the pre-sign-up trigger
 * (lambdas/triggers/pre-sign-up.ts), the local OAuth emulator (infra/local/emulators/google-oauth.ts),
 * the API and the web app. Pure: no AWS SDK, no browser.
 */

/** The identity provider's name in the user pool (and in `identity_provider=` of the hosted UI). */
export const GOOGLE_PROVIDER_NAME = 'Google';

/** How Cognito names a federated user: the provider, an underscore, the provider's subject. Lower case in a case-insensitive pool. */
export const federatedUsername = (providerSubject: string): string => `google_${providerSubject}`;

/** The provider's subject of a federated username (`google_123` or `Google_123`), or undefined. */
export const providerSubjectOf = (username: string): string | undefined => /^google_(.+)$/i.exec(username)?.[1];

/** A federated account that never completed its registration is removed after this long. */
export const ORPHAN_FEDERATED_ACCOUNT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Why a Google sign-up is refused. Each has a Spanish message in shared/messages.ts. */
export const federationRefusals = ['email-not-verified', 'account-disabled'] as const;
export type FederationRefusal = (typeof federationRefusals)[number];

export const federationRefusalMessages: Record<FederationRefusal, string> = {
  'email-not-verified': messages['google-email-not-verified'],
  'account-disabled': messages['user-disabled'],
};

/** An e-mail-and-password account that already holds the Google account's e-mail (from Cognito). */
export interface ExistingNativeAccount {
  /** Cognito's username of the account (its `sub` in an e-mail-username pool). */
  username: string;
  uid: string;
  enabled: boolean;
}

/**
 * Our document of that account, undefined when there is none. Its `activated` says the holder proved
 * the mailbox with our own activation link; Cognito's `email_verified` is not asked, since a client
 * able to write it could vouch for itself.
 */
export interface ExistingDocument {
  activated: boolean;
  disabled?: boolean;
}

export type FederatedSignUpDecision =
  | { action: 'create' }
  | { action: 'link'; account: ExistingNativeAccount }
  | { action: 'take-over'; account: ExistingNativeAccount }
  | { action: 'refuse'; reason: FederationRefusal };

/**
 * One account per e-mail. A first Google sign-in either makes a new federated account, links the
 * Google identity to the e-mail-and-password account that holds the e-mail (only when Google
 * vouches for the e-mail and our document says that account was activated), takes over an account
 * never activated (whoever registered it never proved the mailbox, which Google now proves: it is
 * removed and its RUT released, so a stranger cannot hold someone's e-mail), or is refused.
 * An e-mail Google has not verified is refused even with no account behind it, because Google
 * accounts count as activated (the registration trusts Google's verification).
 */
export const decideFederatedSignUp = (google: { emailVerified: boolean }, existing: ExistingNativeAccount | undefined, document?: ExistingDocument): FederatedSignUpDecision => {
  if (!google.emailVerified) return { action: 'refuse', reason: 'email-not-verified' };
  if (!existing) return { action: 'create' };
  if (!existing.enabled || document?.disabled === true) return { action: 'refuse', reason: 'account-disabled' };
  if (document?.activated === true) return { action: 'link', account: existing };
  return { action: 'take-over', account: existing };
};

/**
 * The custom attribute Google's `email_verified` is mapped to. Not Cognito's own `email_verified`:
 * a mapped attribute must be writable by the app client, and the web client must not be able to
 * write `email_verified` (activation sets it, on the server).
 */
export const GOOGLE_VERIFIED_ATTRIBUTE = 'custom:google_verified';

/**
 * A refusal travels back to the browser inside the provider's error description (in AWS:
 * "PreSignUp failed with error [federation:account-disabled]."). The web shows the message
 * of the code, never the text of the URL.
 */
/**
 * The message the pre-sign-up trigger logs before each designed refusal: the trigger's errors alarm
 * counts Lambda errors less these lines (a refusal is a thrown error, the only way Cognito refuses).
 */
export const SIGN_UP_REFUSED_LOG = 'Sign-up refused';

export const federationRefusalMarker = (reason: FederationRefusal): string => `[federation:${reason}]`;

export const parseFederationRefusal = (text: string): FederationRefusal | undefined => {
  const code = /\[federation:([a-z-]+)\]/.exec(text)?.[1];
  return federationRefusals.find((reason) => reason === code);
};

/**
 * First and last name from what Google sends: given and family name when it sends them, else the
 * display name split after its first word ("María José Pérez" gives "María" and "José Pérez").
 */
export const namesFromGoogleProfile = (profile: { givenName?: string; familyName?: string; name?: string }): { firstName: string; lastName: string } => {
  const given = profile.givenName?.trim() ?? '';
  const family = profile.familyName?.trim() ?? '';
  if (given && family) return { firstName: given, lastName: family };
  const words = (profile.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (given) return { firstName: given, lastName: words.slice(1).join(' ') };
  return { firstName: words[0] ?? '', lastName: family || words.slice(1).join(' ') };
};

/** GET /api/register/google: what the register screen prefills in Google mode. */
export interface GoogleProfile {
  email: string;
  firstName: string;
  lastName: string;
}
