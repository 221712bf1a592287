import { demoAccounts, setUpTwoFactor, signIn, startTestStack, totpSecretOf } from '../../infra/local/testing/local-stack';
import { totpCode } from '../../infra/local/testing/totp';

/**
 * The second factor on the real emulators: cognito-local's TOTP (with AWS's order: a confirmed code
 * first, then the preference turned on by our API), the admin routes closed to an admin without it, and
 * Cognito's code challenge at every sign-in once it is on.
 */
jest.setTimeout(180_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const api = async (method: string, pathname: string, token: string) => {
  const response = await fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(method === 'PUT' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'PUT' ? { body: '{}' } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as { error?: { code: string }; twoFactor?: string } };
};

const cognito = async (operation: string, body: unknown) => {
  const response = await fetch(stack.urls.cognito, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { __type?: string; ChallengeName?: string; Session?: string; AuthenticationResult?: { IdToken: string; AccessToken: string } } };
};

const passwordSignIn = (email: string, password: string) =>
  cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.identity.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } });

const answerChallenge = (email: string, session: string | undefined, code: string) =>
  cognito('RespondToAuthChallenge', { ClientId: stack.identity.userPoolClientId, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session, ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code } });

/** A code of the secret that is not the one of now (nor of the windows around it). */
const wrongCode = (secret: string): string => String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');

const auditActions = async (uid: string): Promise<string[]> => {
  await stack.streams.drain();
  await stack.bus.drain();
  const { listAuditFor } = await import('../audit/audit.repository');
  return (await listAuditFor(uid)).map((entry) => entry.action);
};

describe('the second factor (TOTP)', () => {
  it('keeps an admin out of the admin routes until it is on, then Cognito asks for a code at every sign-in', async () => {
    const { email, password } = demoAccounts.admin;
    const signedIn = await passwordSignIn(email, password);
    const tokens = { idToken: signedIn.body.AuthenticationResult?.IdToken ?? '', accessToken: signedIn.body.AuthenticationResult?.AccessToken ?? '' };
    expect(tokens.idToken).not.toBe('');

    expect(await api('GET', '/api/admin/users', tokens.idToken)).toMatchObject({ status: 403, body: { error: { code: 'two-factor-required' } } });
    // Its own document still answers: the admin area shows the setup from it.
    expect((await api('GET', '/api/me', tokens.idToken)).status).toBe(200);

    // Cognito turns nothing on for a secret whose code was never confirmed.
    const associated = await cognito('AssociateSoftwareToken', { AccessToken: tokens.accessToken });
    expect(typeof associated.body.SecretCode).toBe('string');
    expect(await api('PUT', '/api/auth/two-factor', tokens.idToken)).toMatchObject({ status: 409, body: { error: { code: 'two-factor-not-verified' } } });
    expect((await passwordSignIn(email, password)).body.AuthenticationResult).toBeDefined();

    const secret = await setUpTwoFactor(stack, email, tokens);
    expect((await api('GET', '/api/admin/users', tokens.idToken)).status).toBe(200);
    expect(await api('GET', '/api/me', tokens.idToken)).toMatchObject({ body: { twoFactor: 'totp' } });

    const challenged = await passwordSignIn(email, password);
    expect(challenged.body).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(challenged.body.AuthenticationResult).toBeUndefined();
    expect((await answerChallenge(email, challenged.body.Session, wrongCode(secret))).body.__type).toMatch(/CodeMismatchException/);
    const completed = await answerChallenge(email, challenged.body.Session, totpCode(secret));
    const idToken = completed.body.AuthenticationResult?.IdToken ?? '';
    expect((await api('GET', '/api/admin/users', idToken)).status).toBe(200);

    // An admin cannot turn it off, and Cognito keeps asking.
    expect(await api('DELETE', '/api/auth/two-factor', idToken)).toMatchObject({ status: 403, body: { error: { code: 'two-factor-admin-required' } } });
    expect((await passwordSignIn(email, password)).body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    // The user's own SetUserMFAPreference is blocked at the pool's WAF in AWS (infra/lib/user-pool.ts); the API is the way.
  });

  it('lets a person opt in and out, each change audited', async () => {
    const { email, password } = demoAccounts.client;
    const first = await passwordSignIn(email, password);
    const tokens = { idToken: first.body.AuthenticationResult?.IdToken ?? '', accessToken: first.body.AuthenticationResult?.AccessToken ?? '' };
    await setUpTwoFactor(stack, email, tokens);
    expect((await passwordSignIn(email, password)).body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    // A person's routes never asked for it, and still answer.
    expect((await api('GET', '/api/me', tokens.idToken)).status).toBe(200);

    const idToken = await signIn(stack, email, password);
    expect(totpSecretOf(stack, email)).toBeDefined();
    expect((await api('DELETE', '/api/auth/two-factor', idToken)).status).toBe(204);
    expect(await api('GET', '/api/me', idToken)).not.toMatchObject({ body: { twoFactor: 'totp' } });
    expect((await passwordSignIn(email, password)).body.AuthenticationResult).toBeDefined();

    const me = (await api('GET', '/api/me', idToken)).body as { uid?: string };
    expect(await auditActions(me.uid ?? '')).toEqual(expect.arrayContaining(['account.two-factor-enabled', 'account.two-factor-disabled']));
  });
});
