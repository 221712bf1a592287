import https from 'node:https';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createJwtVerifier } from '../jwt';
import { createFederation, type FederationOptions } from './google/federation';
import { createOAuthEndpoints, sendHtml } from './google/oauth-endpoints';
import { infoPage } from './google/pages';
import { ensureCertificate } from './google/tls';

export { googleSubjectFor } from './google/federation';
export { ensureCertificate } from './google/tls';

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
 *
 * Its parts, in `google/`: the certificate (`tls.ts`), the pages (`pages.ts`), the OAuth endpoints
 * (`oauth-endpoints.ts`) and the federation decision (`federation.ts`); this file routes to them.
 */
export interface GoogleOAuthEmulatorOptions extends FederationOptions {
  port: number;
  host: string;
  /** Where the self-signed certificate is kept (`<dataDir>/oauth-tls`). */
  dataDir: string;
  /** A client of cognito-local. */
  cognito: CognitoIdentityProviderClient;
  clientId: string;
  issuer: string;
  /** The app's origins: each one's `/login` is an allowed callback and sign-out URL. */
  appOrigins: string[];
}

export interface GoogleOAuthEmulator {
  /** The `domain` of Amplify's OAuth config: `127.0.0.1:<port>`. */
  domain: string;
  url: string;
  certificate: string;
  stop(): Promise<void>;
}

export const startGoogleOAuthEmulator = async (options: GoogleOAuthEmulatorOptions): Promise<GoogleOAuthEmulator> => {
  const { key, cert, certFile } = ensureCertificate(options.dataDir);
  const domain = `${options.host}:${options.port}`;
  const oauth = createOAuthEndpoints({
    clientId: options.clientId,
    appOrigins: options.appOrigins,
    cognito: options.cognito,
    verifyToken: createJwtVerifier(options.issuer, options.clientId),
    federation: createFederation(options),
  });

  const server = https.createServer({ key, cert }, (request, response) => {
    const url = new URL(request.url ?? '/', `https://${domain}`);
    const started = Date.now();
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    const handle = async (): Promise<void> => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { ...oauth.cors(request), 'access-control-max-age': '600' });
        response.end();
        return;
      }
      switch (route) {
        case 'GET /oauth2/authorize':
          return oauth.authorizePage(url, response);
        case 'POST /oauth2/authorize':
          return oauth.authorizeForm(request, response);
        case 'POST /oauth2/token':
          return oauth.token(request, response);
        case 'GET /oauth2/userInfo':
        case 'GET /oauth2/userinfo':
          return oauth.userInfo(request, response);
        case 'GET /logout':
          return oauth.logout(url, response);
        case 'GET /':
          return sendHtml(response, 200, infoPage(options.appOrigins, oauth.formAction));
        default:
          oauth.sendJson(request, response, 404, { error: 'not_found' });
      }
    };
    handle()
      .catch((error: unknown) => {
        console.error(`[google] ${route} failed:`, error);
        if (!response.headersSent) oauth.sendJson(request, response, 500, { error: 'server_error' });
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
