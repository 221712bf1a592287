import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { createJwtVerifier } from '../../jwt';
import type { Federation } from './federation';
import { type AuthorizeRequest, chooserPage, type HtmlPage, invalidRequestPage } from './pages';

/**
 * The OAuth 2.0 endpoints of Cognito's hosted UI, as Amplify's `signInWithRedirect` speaks them:
 * the authorization code flow with PKCE (`/oauth2/authorize`, `/oauth2/token`), refresh, `userInfo`
 * and `/logout`, checked the way Cognito checks them.
 */
export interface OAuthEndpointsOptions {
  clientId: string;
  /** The app's origins: each one's `/login` is an allowed callback and sign-out URL. */
  appOrigins: string[];
  cognito: CognitoIdentityProviderClient;
  verifyToken: ReturnType<typeof createJwtVerifier>;
  federation: Federation;
}

interface IssuedCode extends AuthorizeRequest {
  username: string;
  expiresAt: number;
}

const CODE_TTL_MS = 5 * 60 * 1000;

const readBody = (request: IncomingMessage): Promise<URLSearchParams> =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 64 * 1024) request.destroy(new Error('Body too large'));
    });
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });

const redirect = (response: ServerResponse, location: string) => {
  response.writeHead(302, { location, 'cache-control': 'no-store' });
  response.end();
};

export const sendHtml = (response: ServerResponse, status: number, content: HtmlPage): void => {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': content.csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  response.end(content.html);
};

const backToApp = (request: AuthorizeRequest, params: Record<string, string>): string => {
  const url = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (request.state) url.searchParams.set('state', request.state);
  return url.toString();
};

export const createOAuthEndpoints = (options: OAuthEndpointsOptions) => {
  const callbackUrls = options.appOrigins.map((origin) => `${origin}/login`);
  const formAction = options.appOrigins.join(' ');
  const codes = new Map<string, IssuedCode>();

  /** The token endpoint is called by the app's pages (another origin): CORS for the app's origins only. */
  const cors = (request: IncomingMessage): Record<string, string> => {
    const origin = request.headers.origin;
    return origin && options.appOrigins.includes(origin)
      ? { 'access-control-allow-origin': origin, 'access-control-allow-headers': 'content-type, x-amz-user-agent, authorization', 'access-control-allow-methods': 'GET, POST', vary: 'origin' }
      : {};
  };

  const sendJson = (request: IncomingMessage, response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...cors(request) });
    response.end(JSON.stringify(body));
  };

  /** The query of /oauth2/authorize, checked like Cognito checks it; a message when it is wrong. */
  const authorizeRequest = (params: URLSearchParams): AuthorizeRequest | string => {
    const request = {
      clientId: params.get('client_id') ?? '',
      redirectUri: params.get('redirect_uri') ?? '',
      state: params.get('state') ?? '',
      codeChallenge: params.get('code_challenge') ?? '',
      scope: params.get('scope') ?? 'openid',
    };
    if (request.clientId !== options.clientId) return 'client_id desconocido.';
    if (!callbackUrls.includes(request.redirectUri)) return `redirect_uri no permitido: ${request.redirectUri}`;
    if ((params.get('response_type') ?? 'code') !== 'code') return 'Solo se admite response_type=code.';
    if (!request.codeChallenge || params.get('code_challenge_method') !== 'S256') return 'Falta code_challenge con code_challenge_method=S256 (PKCE).';
    return request;
  };

  const issueCode = (request: AuthorizeRequest, username: string): string => {
    const code = randomBytes(32).toString('base64url');
    codes.set(code, { ...request, username, expiresAt: Date.now() + CODE_TTL_MS });
    return code;
  };

  /** GET /oauth2/authorize: the account chooser. */
  const authorizePage = (url: URL, response: ServerResponse) => {
    const checked = authorizeRequest(url.searchParams);
    if (typeof checked === 'string') sendHtml(response, 400, invalidRequestPage(checked, formAction));
    else sendHtml(response, 200, chooserPage(checked, { name: '', email: url.searchParams.get('login_hint') ?? '', verified: true }, undefined, formAction));
  };

  /** POST /oauth2/authorize: the chooser's answer; back to the app with a code, or with access_denied. */
  const authorizeForm = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readBody(request);
    const checked = authorizeRequest(new URLSearchParams({ ...Object.fromEntries(form), response_type: 'code' }));
    if (typeof checked === 'string') {
      sendHtml(response, 400, invalidRequestPage(checked, formAction));
      return;
    }
    if (form.get('action') === 'cancel') {
      redirect(response, backToApp(checked, { error: 'access_denied' }));
      return;
    }
    const values = { name: (form.get('name') ?? '').trim(), email: (form.get('email') ?? '').trim().toLowerCase(), verified: form.get('email_verified') === 'true' };
    const problem = !values.name ? 'Escribe un nombre.' : !/^[^\s@"\\]+@[^\s@"\\]+\.[^\s@"\\]+$/.test(values.email) ? 'Escribe un correo electrónico válido.' : undefined;
    if (problem) {
      sendHtml(response, 200, chooserPage(checked, values, problem, formAction));
      return;
    }
    const outcome = await options.federation.signInAs(values);
    if ('refused' in outcome) {
      redirect(response, backToApp(checked, { error: 'access_denied', error_description: outcome.refused }));
      return;
    }
    redirect(response, backToApp(checked, { code: issueCode(checked, outcome.username) }));
  };

  /** POST /oauth2/token: a code (with its PKCE verifier) or a refresh token for cognito-local's tokens. */
  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readBody(request);
    const fail = (error: string) => sendJson(request, response, 400, { error });
    if (form.get('client_id') !== options.clientId) return fail('invalid_client');
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      if (!issued || issued.expiresAt < Date.now() || issued.clientId !== form.get('client_id') || issued.redirectUri !== form.get('redirect_uri')) return fail('invalid_grant');
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      if (challenge !== issued.codeChallenge) return fail('invalid_grant');
      const tokens = await options.federation.issueTokens(issued.username, options.clientId);
      return sendJson(request, response, 200, tokens);
    }
    if (form.get('grant_type') === 'refresh_token') {
      try {
        const { AuthenticationResult: result } = await options.cognito.send(
          new InitiateAuthCommand({ ClientId: options.clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: form.get('refresh_token') ?? '' } }),
        );
        return sendJson(request, response, 200, { access_token: result?.AccessToken, id_token: result?.IdToken, token_type: 'Bearer', expires_in: result?.ExpiresIn ?? 3600 });
      } catch {
        return fail('invalid_grant');
      }
    }
    return fail('unsupported_grant_type');
  };

  /** GET /oauth2/userInfo: the signed-in user's attributes, for an access token. */
  const userInfo = async (request: IncomingMessage, response: ServerResponse) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const payload = bearer ? await options.verifyToken(bearer).catch(() => undefined) : undefined;
    const username = payload?.token_use === 'access' && typeof payload.username === 'string' ? payload.username : undefined;
    const user = username ? await options.federation.getUser(username) : undefined;
    if (!user) return sendJson(request, response, 401, { error: 'invalid_token' });
    const claims = Object.fromEntries((user.UserAttributes ?? []).filter((item) => item.Name !== 'identities').map((item): [string, string | undefined] => [item.Name ?? '', item.Value]));
    return sendJson(request, response, 200, { ...claims, username: user.Username });
  };

  /** GET /logout: back to an allowed sign-out URL. */
  const logout = (url: URL, response: ServerResponse) => {
    const logoutUri = url.searchParams.get('logout_uri') ?? '';
    if (url.searchParams.get('client_id') !== options.clientId || !callbackUrls.includes(logoutUri)) {
      sendHtml(response, 400, invalidRequestPage('client_id o logout_uri no permitidos.', formAction));
      return;
    }
    redirect(response, logoutUri);
  };

  return { formAction, cors, sendJson, authorizePage, authorizeForm, token, userInfo, logout };
};
