/**
 * The routing rules of spec §2 that depend on the session, as pure functions: the guard in
 * `root.tsx` applies them, and the browser tests import them. No React, no DOM here.
 */

/** Paths a signed-out visitor may stay on (spec §6). `/activate/{id}` and `/set-new-password/{id}` take one segment. */
const publicExactPaths: ReadonlySet<string> = new Set(['/', '/terms', '/login', '/register', '/recovery-password']);
const publicPrefixes = ['/activate/', '/set-new-password/'] as const;

/** Routes that never show the full-screen auth spinner (spec §2): they work without a session. */
const spinnerFreeExactPaths: ReadonlySet<string> = new Set(['/recovery-password']);
const spinnerFreePrefixes = ['/activate/', '/set-new-password/'] as const;

/** `/terms/` and `/terms` are the same page. */
export const normalizePath = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;

const matchesPrefix = (path: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);

export const isPublicPath = (pathname: string): boolean => {
  const path = normalizePath(pathname);
  return publicExactPaths.has(path) || matchesPrefix(path, publicPrefixes);
};

export const showsAuthSpinner = (pathname: string): boolean => {
  const path = normalizePath(pathname);
  return !(spinnerFreeExactPaths.has(path) || matchesPrefix(path, spinnerFreePrefixes));
};

export const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

/** /login and /register send a signed-in user on (spec §2). */
export const isAuthEntryPath = (pathname: string): boolean => ['/login', '/register'].includes(normalizePath(pathname));

/** `/login?redirect=%2Fdashboard%3Fx%3D1` for `/dashboard?x=1`. */
export const loginRedirectUrl = (pathname: string, search: string): string =>
  `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;

export type RouteAccess =
  | { readonly kind: 'render' }
  | { readonly kind: 'spinner' }
  | { readonly kind: 'redirect'; readonly to: string };

export interface RouteAccessInput {
  readonly pathname: string;
  /** `?x=1`, or the empty string. */
  readonly search: string;
  readonly signedIn: boolean;
  readonly isAdmin: boolean;
  readonly loadingGlobal: boolean;
  /** The path matches no route of the app. */
  readonly unknownPath: boolean;
  /** Where a signed-in user on /login or /register goes: the saved redirect, or /dashboard. */
  readonly afterSignIn: () => string;
}

/**
 * What the app shows for a location: the page, the full-screen spinner while the auth state loads,
 * or a redirect (spec §2, Routing rules; §4, Session).
 */
export const resolveRouteAccess = ({ pathname, search, signedIn, isAdmin, loadingGlobal, unknownPath, afterSignIn }: RouteAccessInput): RouteAccess => {
  if (loadingGlobal) return showsAuthSpinner(pathname) ? { kind: 'spinner' } : { kind: 'render' };
  if (!signedIn) return isPublicPath(pathname) ? { kind: 'render' } : { kind: 'redirect', to: loginRedirectUrl(pathname, search) };
  if (isAuthEntryPath(pathname)) return { kind: 'redirect', to: afterSignIn() };
  if (isAdminPath(pathname) && !isAdmin) return { kind: 'redirect', to: '/dashboard' };
  if (unknownPath) return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'render' };
};
