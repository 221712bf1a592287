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
  { method: 'PATCH', path: '/api/me', auth: 'user', handler: 'http/me/patch-me' },
  { method: 'POST', path: '/api/me/profile-image/upload-url', auth: 'user', handler: 'http/me/post-profile-image-upload-url' },
  { method: 'PUT', path: '/api/me/profile-image', auth: 'user', handler: 'http/me/put-profile-image' },
  { method: 'DELETE', path: '/api/me/profile-image', auth: 'user', handler: 'http/me/delete-profile-image' },
  { method: 'GET', path: '/api/support/tickets', auth: 'user', handler: 'http/support/get-tickets' },
  { method: 'POST', path: '/api/support/tickets', auth: 'user', handler: 'http/support/post-ticket' },
  { method: 'POST', path: '/api/seguros/contact-requests', auth: 'user', handler: 'http/seguros/post-contact-request' },
  { method: 'POST', path: '/api/register', auth: 'public', handler: 'http/accounts/post-register' },
  { method: 'GET', path: '/api/register/google', auth: 'user', handler: 'http/accounts/get-register-google' },
  { method: 'POST', path: '/api/register/google', auth: 'user', handler: 'http/accounts/post-register-google' },
  { method: 'DELETE', path: '/api/auth/federated-account', auth: 'user', handler: 'http/accounts/delete-federated-account' },
  { method: 'POST', path: '/api/activate', auth: 'public', handler: 'http/accounts/post-activate' },
  { method: 'POST', path: '/api/activation/resend', auth: 'user', handler: 'http/accounts/post-activation-resend' },
  { method: 'POST', path: '/api/reset-password', auth: 'public', handler: 'http/accounts/post-reset-password' },
  { method: 'POST', path: '/api/mail/password-recovery', auth: 'public', handler: 'http/mail/post-password-recovery' },
  { method: 'POST', path: '/api/mail/activation-confirmed', auth: 'public', handler: 'http/mail/post-activation-confirmed' },
  { method: 'POST', path: '/api/mail/password-changed', auth: 'public', handler: 'http/mail/post-password-changed' },
  { method: 'POST', path: '/api/mail/welcome-activation', auth: 'user', handler: 'http/mail/post-welcome-activation' },
  { method: 'POST', path: '/api/mail/welcome-without-activation', auth: 'user', handler: 'http/mail/post-welcome-without-activation' },
  { method: 'GET', path: '/api/admin/users', auth: 'admin', handler: 'http/admin/get-users' },
  { method: 'GET', path: '/api/admin/users/{uid}', auth: 'admin', handler: 'http/admin/get-user' },
  { method: 'PATCH', path: '/api/admin/users/{uid}', auth: 'admin', handler: 'http/admin/patch-user' },
  { method: 'DELETE', path: '/api/admin/users/{uid}', auth: 'admin', handler: 'http/admin/delete-user' },
  { method: 'POST', path: '/api/admin/users/{uid}/activation-mail', auth: 'admin', handler: 'http/admin/post-activation-mail' },
  { method: 'GET', path: '/api/kpi/get-all-paid-subscriptions', auth: 'admin', handler: 'http/kpi/get-all-paid-subscriptions' },
  { method: 'GET', path: '/api/kpi/get-all-users-with-plan', auth: 'admin', handler: 'http/kpi/get-all-users-with-plan' },
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
