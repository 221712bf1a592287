import { AUTH_REDIRECT_STORAGE_KEY } from '@shared/constants';
import { homeOf } from '@shared/roles';

/**
 * Where to go after sign-in (spec §4): the path saved from `/login?redirect=…` in sessionStorage,
 * when it is valid for the user and is not /dashboard; else /dashboard.
 * The valid areas are §4's list exactly: /, the auth pages, /terms, /support, /dashboard, /profile,
 * /registrosocialhogares, and /admin for admins. /seguros is not on it (spec §2 shows no route for
 * it), so a visitor sent to sign in from /seguros lands on /dashboard. A company's home is
 * /company/dashboard/ instead of /dashboard.
 */
const authPages = ['/login', '/register', '/activate', '/recovery-password', '/set-new-password'];
const validAreas = [...authPages, '/terms', '/support', '/dashboard', '/profile', '/registrosocialhogares'];
/** A signed-in user on these is sent on at once (spec §2), so going there means /dashboard. */
const sendsSignedInOn = ['/login', '/register'];

/**
 * The internships half (the footer's links): valid for every account, so that whoever signed in from
 * one comes back to it; the wrong kind of account then sees whose section it is (route-rules.ts). A
 * company's home is its panel, so the benefits pages are not a company's targets.
 */
const internshipAreas = ['/internships', '/intern', '/interns', '/company'];
const benefitsAreas = ['/dashboard', '/registrosocialhogares'];

const within = (path: string, areas: readonly string[]): boolean => areas.some((area) => path === area || path.startsWith(`${area}/`));

export const isValidTarget = (target: string, admin: boolean, enterprise = false): boolean => {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  const path = target.split(/[?#]/)[0] ?? '';
  if (path === '/') return true;
  if (admin && (path === '/admin' || path.startsWith('/admin/'))) return true;
  if (within(path, internshipAreas)) return true;
  return within(path, validAreas) && !(enterprise && within(path, benefitsAreas));
};

/** `/login?redirect=%2Fdashboard%3Fx%3D1` for `/dashboard?x=1`. */
export const loginRedirectUrl = (pathname: string, search: string): string =>
  `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;

export const saveRedirect = (target: string | null): void => {
  if (!target) return;
  try {
    window.sessionStorage.setItem(AUTH_REDIRECT_STORAGE_KEY, target);
  } catch {
    // Storage can be blocked: the user then lands on /dashboard.
  }
};

/** The place to go after sign-in. Pure, so that rendering may call it; `forgetRedirect` clears it once there. */
export const redirectTarget = (admin: boolean, enterprise = false): string => {
  const home = homeOf(enterprise);
  let saved: string | null;
  try {
    saved = window.sessionStorage.getItem(AUTH_REDIRECT_STORAGE_KEY);
  } catch {
    saved = null;
  }
  if (!saved || saved === '/dashboard' || !isValidTarget(saved, admin, enterprise)) return home;
  return sendsSignedInOn.includes(saved.split(/[?#]/)[0] ?? '') ? home : saved;
};

export const forgetRedirect = (): void => {
  try {
    window.sessionStorage.removeItem(AUTH_REDIRECT_STORAGE_KEY);
  } catch {
    // nothing stored
  }
};
