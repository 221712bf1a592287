import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  ListUsersCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  decideFederatedSignUp,
  federatedUsername,
  federationRefusalMarker,
  GOOGLE_PROVIDER_NAME,
  type ExistingNativeAccount,
} from '../../../shared/federation';
import { createJwtVerifier } from '../jwt';

/**
 * The local stand-in for Cognito's hosted UI and Google, like Firebase's auth emulator: an
 * account-chooser page where a developer types a name and an e-mail, then the OAuth 2.0 code flow
 * with PKCE that Amplify's `signInWithRedirect` speaks. Amplify builds `https://{domain}/oauth2/...`,
 * so it serves HTTPS on 127.0.0.1 with a self-signed certificate made at the first start.
 *
 * What Cognito does on a federated sign-in, it does against cognito-local: a first sign-in runs the
 * pre-sign-up trigger's decision (shared/federation.ts) and makes a user `google_<subject>` with
 * the status EXTERNAL_PROVIDER, links the identity to the e-mail account that holds the e-mail,
 * or refuses; the tokens are cognito-local's own, so that everything after (JWT checks, /api/me)
 * runs the same code as for any user. See the private routes of `cognito-child.cjs`.
 */
export interface GoogleOAuthEmulatorOptions {
  port: number;
  host: string;
  /** Where the self-signed certificate is kept (`<dataDir>/oauth-tls`). */
  dataDir: string;
  /** cognito-local's URL, for the federation routes of `cognito-child.cjs`. */
  cognitoEndpoint: string;
  /** A client of cognito-local. */
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  clientId: string;
  issuer: string;
  /** The app's origins: each one's `/login` is an allowed callback and sign-out URL. */
  appOrigins: string[];
  /** The pre-sign-up trigger's lookup: the e-mail account holding an e-mail. */
  findNativeAccount: (email: string) => Promise<ExistingNativeAccount | undefined>;
  /** What the trigger does after a link: the audit event. */
  onLinked: (uid: string) => Promise<void>;
  log?: (line: string) => void;
}

export interface GoogleOAuthEmulator {
  /** The `domain` of Amplify's OAuth config: `127.0.0.1:<port>`. */
  domain: string;
  url: string;
  certificate: string;
  stop(): Promise<void>;
}

const CODE_TTL_MS = 5 * 60 * 1000;

/** A self-signed certificate for 127.0.0.1 and localhost, made once with openssl and kept. */
export const ensureCertificate = (dataDir: string): { key: string; cert: string; certFile: string } => {
  const dir = path.join(dataDir, 'oauth-tls');
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '825', '-keyout', keyFile, '-out', certFile,
        '-subj', '/CN=Beneficios local OAuth emulator', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
};

/** Google's subject for an e-mail: 21 digits, the same for the same e-mail every time. */
export const googleSubjectFor = (email: string): string => {
  const digest = BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 16)}`);
  return `1${(digest % 10n ** 20n).toString().padStart(20, '0')}`;
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scope: string;
}

interface IssuedCode extends AuthorizeRequest {
  username: string;
  expiresAt: number;
}

const page = (title: string, body: string, formAction: string): { html: string; csp: string } => ({
  csp: `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
  html: `<!doctype html>
<html lang="es-CL">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; background: #f1f3f4; color: #202124; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 32px; }
  h1 { font-size: 24px; font-weight: 400; margin: 0 0 8px; }
  p { line-height: 1.5; }
  .note { font-size: 14px; color: #5f6368; }
  label { display: block; margin: 16px 0 4px; font-size: 14px; }
  input[type=text], input[type=email] { box-sizing: border-box; width: 100%; padding: 10px; font-size: 16px; border: 1px solid #80868b; border-radius: 4px; }
  .check { display: flex; gap: 8px; align-items: center; margin-top: 16px; }
  .check label { margin: 0; }
  .actions { display: flex; justify-content: space-between; margin-top: 24px; }
  button { font-size: 15px; padding: 10px 24px; border-radius: 4px; cursor: pointer; }
  .primary { background: #1a73e8; color: #fff; border: 0; }
  .secondary { background: #fff; color: #1a73e8; border: 1px solid #dadce0; }
  [role=alert] { background: #fce8e6; color: #a50e0e; padding: 8px 12px; border-radius: 4px; }
  code { background: #f1f3f4; padding: 1px 4px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`,
});

const hidden = (request: AuthorizeRequest): string =>
  [
    ['client_id', request.clientId],
    ['redirect_uri', request.redirectUri],
    ['state', request.state],
    ['code_challenge', request.codeChallenge],
    ['code_challenge_method', 'S256'],
    ['scope', request.scope],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('\n');

const chooserPage = (request: AuthorizeRequest, values: { name: string; email: string; verified: boolean }, error: string | undefined, formAction: string) =>
  page(
    'Elige una cuenta de Google (emulador local)',
    `<h1>Iniciar sesión con Google</h1>
<p class="note">Emulador local de Google: escribe la cuenta con la que quieres entrar. Nada sale de este equipo.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oauth2/authorize">
${hidden(request)}
<label for="name">Nombre</label>
<input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(values.name)}">
<label for="email">Correo electrónico</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email)}">
<div class="check">
<input id="email_verified" name="email_verified" type="checkbox" value="true"${values.verified ? ' checked' : ''}>
<label for="email_verified">Correo verificado por Google</label>
</div>
<div class="actions">
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancelar</button>
<button class="primary" type="submit" name="action" value="continue">Continuar</button>
</div>
</form>`,
    formAction,
  );

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

const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((item) => item.Name === name)?.Value;

/** "Valentina Soto Pérez": Google's given name is the first word, the family name the rest. */
const splitName = (name: string) => {
  const [given = '', ...family] = name.trim().split(/\s+/);
  return { given, family: family.join(' ') };
};

export const startGoogleOAuthEmulator = async (options: GoogleOAuthEmulatorOptions): Promise<GoogleOAuthEmulator> => {
  const { key, cert, certFile } = ensureCertificate(options.dataDir);
  const domain = `${options.host}:${options.port}`;
  const callbackUrls = options.appOrigins.map((origin) => `${origin}/login`);
  const formAction = options.appOrigins.join(' ');
  const codes = new Map<string, IssuedCode>();
  const verifyToken = createJwtVerifier(options.issuer, options.clientId);

  const federation = async <T>(operation: 'users' | 'links' | 'tokens', body: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${options.cognitoEndpoint}/_local/federation/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userPoolId: options.userPoolId, ...body }),
    });
    if (!response.ok) throw new Error(`cognito-local federation ${operation}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  const getUser = async (username: string) => {
    try {
      return await options.cognito.send(new AdminGetUserCommand({ UserPoolId: options.userPoolId, Username: username }));
    } catch (error) {
      if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
      throw error;
    }
  };

  /** A user a Google identity was linked to earlier: it has the identity in its `identities`. */
  const findLinkedUser = async (email: string, subject: string): Promise<string | undefined> => {
    const { Users = [] } = await options.cognito.send(new ListUsersCommand({ UserPoolId: options.userPoolId, Filter: `email = "${email}"` }));
    const linked = Users.find((user) => {
      if (user.UserStatus === 'EXTERNAL_PROVIDER') return false;
      const identities = JSON.parse(attribute(user.Attributes, 'identities') ?? '[]') as { providerName?: string; userId?: string }[];
      return identities.some((identity) => identity.providerName === GOOGLE_PROVIDER_NAME && identity.userId === subject);
    });
    return linked?.Username;
  };

  const redirect = (response: ServerResponse, location: string) => {
    response.writeHead(302, { location, 'cache-control': 'no-store' });
    response.end();
  };

  const backToApp = (request: AuthorizeRequest, params: Record<string, string>): string => {
    const url = new URL(request.redirectUri);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    if (request.state) url.searchParams.set('state', request.state);
    return url.toString();
  };

  const sendHtml = (response: ServerResponse, status: number, content: { html: string; csp: string }) => {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': content.csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    response.end(content.html);
  };

  const sendJson = (request: IncomingMessage, response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...cors(request) });
    response.end(JSON.stringify(body));
  };

  /** The token endpoint is called by the app's pages (another origin): CORS for the app's origins only. */
  const cors = (request: IncomingMessage): Record<string, string> => {
    const origin = request.headers.origin;
    return origin && options.appOrigins.includes(origin)
      ? { 'access-control-allow-origin': origin, 'access-control-allow-headers': 'content-type, x-amz-user-agent, authorization', 'access-control-allow-methods': 'GET, POST', vary: 'origin' }
      : {};
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

  /** What Cognito does with a Google identity: an existing federated user, a linked one, or the pre-sign-up decision. */
  const signInAs = async (input: { name: string; email: string; verified: boolean }): Promise<{ username: string } | { refused: string }> => {
    const subject = googleSubjectFor(input.email);
    const username = federatedUsername(subject);
    const { given, family } = splitName(input.name);
    const mapped = [
      { Name: 'email', Value: input.email },
      { Name: 'email_verified', Value: String(input.verified) },
      { Name: 'name', Value: input.name.trim() },
      { Name: 'given_name', Value: given },
      { Name: 'family_name', Value: family },
    ].filter((item) => item.Value !== '');
    const identity = { userId: subject, providerName: GOOGLE_PROVIDER_NAME, providerType: GOOGLE_PROVIDER_NAME, issuer: null, primary: true, dateCreated: Date.now() };

    if (await getUser(username)) {
      // Cognito maps the provider's attributes again at each sign-in.
      await federation('users', { username, attributes: mapped });
      return { username };
    }
    const linked = await findLinkedUser(input.email, subject);
    if (linked) return { username: linked };

    const decision = decideFederatedSignUp({ emailVerified: input.verified }, input.verified ? await options.findNativeAccount(input.email) : undefined);
    switch (decision.action) {
      case 'create':
        await federation('users', { username, attributes: [...mapped, { Name: 'identities', Value: JSON.stringify([identity]) }] });
        options.log?.(`[google] new federated account ${username} (${input.email})`);
        return { username };
      case 'link':
        await federation('links', { username: decision.account.username, identity: { ...identity, primary: false } });
        await options.onLinked(decision.account.uid);
        options.log?.(`[google] linked ${input.email} to its e-mail account`);
        return { username: decision.account.username };
      case 'refuse':
        options.log?.(`[google] refused ${input.email}: ${decision.reason}`);
        return { refused: federationRefusalMarker(decision.reason) };
    }
  };

  const handleAuthorizeForm = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readBody(request);
    const checked = authorizeRequest(new URLSearchParams({ ...Object.fromEntries(form), response_type: 'code' }));
    if (typeof checked === 'string') {
      sendHtml(response, 400, page('Solicitud no válida', `<h1>Solicitud no válida</h1><p role="alert">${escapeHtml(checked)}</p>`, formAction));
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
    const outcome = await signInAs(values);
    if ('refused' in outcome) {
      redirect(response, backToApp(checked, { error: 'access_denied', error_description: outcome.refused }));
      return;
    }
    redirect(response, backToApp(checked, { code: issueCode(checked, outcome.username) }));
  };

  const handleToken = async (request: IncomingMessage, response: ServerResponse) => {
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
      const tokens = await federation<Record<string, unknown>>('tokens', { username: issued.username, clientId: options.clientId });
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

  const handleUserInfo = async (request: IncomingMessage, response: ServerResponse) => {
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const payload = token ? await verifyToken(token).catch(() => undefined) : undefined;
    const username = payload?.token_use === 'access' && typeof payload.username === 'string' ? payload.username : undefined;
    const user = username ? await getUser(username) : undefined;
    if (!user) return sendJson(request, response, 401, { error: 'invalid_token' });
    const claims = Object.fromEntries((user.UserAttributes ?? []).filter((item) => item.Name !== 'identities').map((item): [string, string | undefined] => [item.Name ?? '', item.Value]));
    return sendJson(request, response, 200, { ...claims, username: user.Username });
  };

  const infoPage = () =>
    page(
      'Emulador local de Google',
      `<h1>Emulador local de Google</h1>
<p>Este servidor reemplaza a Google y a la página de inicio de sesión de Cognito en el stack local. Si llegaste aquí para aceptar su certificado autofirmado, ya está: vuelve a la aplicación y usa <strong>Continuar con Google</strong>.</p>
<p class="note">Rutas: <code>/oauth2/authorize</code>, <code>/oauth2/token</code>, <code>/oauth2/userInfo</code>, <code>/logout</code>.</p>
${options.appOrigins.map((origin) => `<p><a href="${escapeHtml(origin)}/login">${escapeHtml(origin)}/login</a></p>`).join('')}`,
      formAction,
    );

  const server = https.createServer({ key, cert }, (request, response) => {
    const url = new URL(request.url ?? '/', `https://${domain}`);
    const started = Date.now();
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    const handle = async (): Promise<void> => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { ...cors(request), 'access-control-max-age': '600' });
        response.end();
        return;
      }
      switch (route) {
        case 'GET /oauth2/authorize': {
          const checked = authorizeRequest(url.searchParams);
          if (typeof checked === 'string') sendHtml(response, 400, page('Solicitud no válida', `<h1>Solicitud no válida</h1><p role="alert">${escapeHtml(checked)}</p>`, formAction));
          else sendHtml(response, 200, chooserPage(checked, { name: '', email: url.searchParams.get('login_hint') ?? '', verified: true }, undefined, formAction));
          return;
        }
        case 'POST /oauth2/authorize':
          return handleAuthorizeForm(request, response);
        case 'POST /oauth2/token':
          return handleToken(request, response);
        case 'GET /oauth2/userInfo':
        case 'GET /oauth2/userinfo':
          return handleUserInfo(request, response);
        case 'GET /logout': {
          const logoutUri = url.searchParams.get('logout_uri') ?? '';
          if (url.searchParams.get('client_id') !== options.clientId || !callbackUrls.includes(logoutUri)) {
            sendHtml(response, 400, page('Solicitud no válida', '<h1>Solicitud no válida</h1><p role="alert">client_id o logout_uri no permitidos.</p>', formAction));
            return;
          }
          redirect(response, logoutUri);
          return;
        }
        case 'GET /':
          sendHtml(response, 200, infoPage());
          return;
        default:
          sendJson(request, response, 404, { error: 'not_found' });
      }
    };
    handle()
      .catch((error: unknown) => {
        console.error(`[google] ${route} failed:`, error);
        if (!response.headersSent) sendJson(request, response, 500, { error: 'server_error' });
      })
      .finally(() => options.log?.(`[google] ${route} ${response.statusCode} ${Date.now() - started}ms`));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });

  return {
    domain,
    url: `https://${domain}`,
    certificate: certFile,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
