import { homeOf } from '@shared/roles';
import { loginRedirectUrl } from '../features/auth/redirect';

/**
 * The routing rules of spec §2 that depend on the session, as pure functions over the access
 * metadata each route carries in `routes.tsx` (`handle`). The guard in `root.tsx` applies them to the
 * matched routes; `route-access.ts` to a path. No React, no DOM here.
 */

/**
 * Who may see a page: anyone (spec §6), any signed-in account, a person (a client or an admin: the
 * benefits half and the student pages), a company (`enterprise`: its own area), an admin.
 */
export type PageAccess = 'public' | 'user' | 'person' | 'enterprise' | 'admin';


/** The metadata of a route, in its `handle`. A child inherits what it does not set. */
export interface RouteHandle {
  readonly access?: PageAccess;
  /** False on pages that work without a session: no full-screen spinner while it loads (spec §2). */
  readonly authSpinner?: boolean;
  /** /login and /register send a signed-in user on (spec §2). */
  readonly sendsSignedInOn?: boolean;
  /** The catch-all: a path with no page. */
  readonly unknownPath?: boolean;
}

/** What the matched routes of a location say, the deepest setting winning. */
export interface PageRules {
  readonly access: PageAccess;
  readonly authSpinner: boolean;
  readonly sendsSignedInOn: boolean;
  readonly unknownPath: boolean;
}

const isRouteHandle = (value: unknown): value is RouteHandle => typeof value === 'object' && value !== null;

/** A location with no route, or one no route opens to visitors, is for signed-in users. */
export const pageRules = (matches: readonly { readonly handle?: unknown }[]): PageRules => {
  const rules: PageRules = { access: 'user', authSpinner: true, sendsSignedInOn: false, unknownPath: matches.length === 0 };
  return matches.reduce<PageRules>((merged, { handle }) => (isRouteHandle(handle) ? { ...merged, ...handle } : merged), rules);
};

export type RouteAccess =
  | { readonly kind: 'render' }
  /** A signed-in account of the other kind: a clear page that says whose section this is, and the way home. */
  | { readonly kind: 'wrong-account'; readonly for: 'person' | 'enterprise'; readonly home: string }
  | { readonly kind: 'spinner' }
  | { readonly kind: 'redirect'; readonly to: string };

export interface PageAccessInput {
  readonly pathname: string;
  /** `?x=1`, or the empty string. */
  readonly search: string;
  readonly page: PageRules;
  readonly signedIn: boolean;
  readonly isAdmin: boolean;
  /** A company's account (`userType: enterprise`). */
  readonly isEnterprise?: boolean;
  readonly loadingGlobal: boolean;
  /** Where a signed-in user on /login or /register goes: the saved redirect, or /dashboard. */
  readonly afterSignIn: () => string;
  /**
   * Where a sign-out in progress goes (`session-store.ts`): the page it leaves loses its user before that
   * navigation ends, and goes the same way, not to /login with itself to come back to.
   */
  readonly signingOutTo?: string | null;
}

/**
 * What the app shows for a location: the page, the full-screen spinner while the auth state loads,
 * or a redirect (spec §2, Routing rules; §4, Session).
 */
export const resolvePageAccess = ({ pathname, search, page, signedIn, isAdmin, isEnterprise = false, loadingGlobal, afterSignIn, signingOutTo = null }: PageAccessInput): RouteAccess => {
  if (loadingGlobal) return page.authSpinner ? { kind: 'spinner' } : { kind: 'render' };
  if (!signedIn) return page.access === 'public' && !page.unknownPath ? { kind: 'render' } : { kind: 'redirect', to: signingOutTo ?? loginRedirectUrl(pathname, search) };
  if (page.sendsSignedInOn) return { kind: 'redirect', to: afterSignIn() };
  const home = homeOf(isEnterprise);
  if (page.unknownPath || (page.access === 'admin' && !isAdmin)) return { kind: 'redirect', to: home };
  // Each kind of account has its own area: the other's pages say so instead of sending it round in a loop.
  if (page.access === 'enterprise' && !isEnterprise) return { kind: 'wrong-account', for: 'enterprise', home };
  if (page.access === 'person' && isEnterprise) return { kind: 'wrong-account', for: 'person', home };
  return { kind: 'render' };
};
