import { ADMIN_GROUP, MIN_PASSWORD_LENGTH } from '../../shared/constants';
import { GOOGLE_VERIFIED_ATTRIBUTE } from '../../shared/federation';

/**
 * The Cognito user pool, as plain data shared by the CDK stack and the local stack.
 * E-mail is the username; self sign-up is off (registration happens on the server).
 */
export const userPoolSettings = {
  passwordPolicy: {
    minLength: MIN_PASSWORD_LENGTH,
    requireLowercase: false,
    requireUppercase: false,
    requireDigits: false,
    requireSymbols: false,
  },
  groups: [{ name: ADMIN_GROUP, description: 'Administradores de la plataforma' }],
  /** Attributes stored on each Cognito user besides the e-mail. */
  standardAttributes: ['email', 'given_name', 'family_name'],
  /**
   * cognito-local supports only USER_PASSWORD_AUTH, so the browser uses it everywhere, with refresh
   * tokens for the session. No admin password auth on this public client: nothing of ours signs in
   * with AdminInitiateAuth (ops and the smoke test sign in like a browser), so no ops client either.
   */
  clientAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  /**
   * Requests per IP per 5 minutes to the pool's public API (sign-in, token refresh, Google's
   * redirects) before the pool's web ACL blocks the address for a while. A user signs in a few
   * times a day; an office or a school behind one address stays far below it.
   */
  userPoolRateLimitPerIp: 300,
  /**
   * Sign-in calls (InitiateAuth, RespondToAuthChallenge) per IP per 5 minutes: the browser signs
   * in against Cognito directly, so this, and Cognito's own lockout of a username after repeated
   * wrong passwords, is what stands against password guessing. A person needs a few; a shared
   * address (an office, mobile NAT) a few dozen.
   */
  signInRateLimitPerIp: 100,
  /**
   * What the web client may write through Cognito's public API: only the attributes Google's
   * sign-in maps (Cognito requires them writable for federation). Never `email_verified`, which
   * only our activation sets: Google's claim is mapped to `custom:google_verified` instead, read
   * only at the Google sign-up. Users change their data through our API; the calls below are
   * blocked at the pool's WAF.
   */
  clientWriteAttributes: ['email', 'given_name', 'family_name', 'name', GOOGLE_VERIFIED_ATTRIBUTE],
  /**
   * Self-service calls of Cognito's public API that would go around our API (delete the account
   * and leave its document, change the e-mail or names behind it): blocked by the pool's WAF.
   */
  blockedSelfServiceOperations: ['DeleteUser', 'UpdateUserAttributes', 'DeleteUserAttributes', 'VerifyUserAttribute', 'GetUserAttributeVerificationCode', 'SetUserMFAPreference'],
  /**
   * The second factor: an authenticator app's code (TOTP), never SMS. Optional in the pool, since persons
   * and companies choose it; the API requires it of admins (lambdas/lib/account-status.ts). A user sets it
   * up with Cognito's own calls (AssociateSoftwareToken, VerifySoftwareToken), and our API turns it on or
   * off (AdminSetUserMFAPreference): the user's own SetUserMFAPreference is blocked above, so that an
   * admin cannot drop it behind the API's back.
   */
  mfa: { configuration: 'OPTIONAL', totp: true, sms: false } as const,
  idTokenValidityMinutes: 60,
  accessTokenValidityMinutes: 60,
  refreshTokenValidityDays: 30,
} as const;

/**
 * Google through Cognito federation: the scopes asked of Google, and the pre-sign-up trigger
 * (a module under `lambdas/`) that the pool runs, refusing self sign-up and deciding on links.
 */
export const googleIdentityProvider = {
  scopes: ['openid', 'email', 'profile'],
  preSignUpTrigger: 'triggers/pre-sign-up',
} as const;
