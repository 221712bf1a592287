import { generateSync } from 'otplib';

/**
 * The code an authenticator app shows now for a secret (RFC 6238: SHA-1, 6 digits, 30 seconds, the
 * settings Cognito's TOTP uses), for the tests that sign in with a second factor.
 */
export const totpCode = (secret: string): string => generateSync({ secret });
