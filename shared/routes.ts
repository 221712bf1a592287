/**
 * The one route table. The CDK stack makes a Lambda and an API route for each line,
 * the local gateway serves each line, and the web API client is typed from it.
 * A route cannot exist in one place and not the others.
 *
 * auth: `public` (no token), `user` (a valid Cognito ID token), `admin` (a token of a member of the `admin` group).
 * handler: the module under `lambdas/` that exports `handler`.
 */
export type AuthLevel = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway HTTP API syntax: `/api/admin/users/{uid}`. */
  readonly path: `/api/${string}`;
  readonly auth: AuthLevel;
  readonly handler: string;
}

export const routes = [
  { method: 'GET', path: '/api/health', auth: 'public', handler: 'http/health/get-health' },
  { method: 'GET', path: '/api/me', auth: 'user', handler: 'http/me/get-me' },
  { method: 'POST', path: '/api/register', auth: 'public', handler: 'http/accounts/post-register' },
  { method: 'POST', path: '/api/activate', auth: 'public', handler: 'http/accounts/post-activate' },
  { method: 'POST', path: '/api/activation/resend', auth: 'user', handler: 'http/accounts/post-activation-resend' },
  { method: 'POST', path: '/api/reset-password', auth: 'public', handler: 'http/accounts/post-reset-password' },
  { method: 'POST', path: '/api/mail/password-recovery', auth: 'public', handler: 'http/mail/post-password-recovery' },
  { method: 'POST', path: '/api/mail/activation-confirmed', auth: 'public', handler: 'http/mail/post-activation-confirmed' },
  { method: 'POST', path: '/api/mail/password-changed', auth: 'public', handler: 'http/mail/post-password-changed' },
  { method: 'POST', path: '/api/mail/welcome-activation', auth: 'user', handler: 'http/mail/post-welcome-activation' },
  { method: 'POST', path: '/api/mail/welcome-without-activation', auth: 'user', handler: 'http/mail/post-welcome-without-activation' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];

/** `GET /api/me` */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/** A stable identifier for a route, usable as a CDK construct id or a function name part: `GetApiMe`. */
export const routeId = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  [route.method.toLowerCase(), ...route.path.split(/[/{}-]+/)]
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** Matches a concrete path against a route path; returns the path parameters, or undefined. */
export const matchPath = (template: string, path: string): Record<string, string> | undefined => {
  const templateParts = template.split('/');
  const pathParts = path.split('/');
  if (templateParts.length !== pathParts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of templateParts.entries()) {
    const actual = pathParts[index] ?? '';
    const param = /^\{(\w+)\}$/.exec(part);
    if (param?.[1]) {
      if (!actual) return undefined;
      params[param[1]] = decodeURIComponent(actual);
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
};
