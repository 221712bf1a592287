import { AUTH_REDIRECT_STORAGE_KEY } from '@shared/constants';
import { isReturnPath } from '@shared/return-path';
import { homeOf } from '@shared/roles';

/**
 * Where to go after sign-in (product §4): the path saved from `/login?redirect=…` in sessionStorage,
 * when it is valid for the user and is not /dashboard; else /dashboard.
 * The valid areas are §4's list exactly: /, the auth pages, /terms, /support, /dashboard, /profile,
 * /registrosocialhogares, and /admin for admins. /seguros is not on it (product §2 shows no route for
 * it), so a visitor sent to sign in from /seguros lands on /dashboard. A company's home is
 * /company/dashboard/ instead of /dashboard.
 */
const authPages = ['/login', '/register', '/activate', '/recovery-password', '/set-new-password'];
const validAreas = [...authPages, '/terms', '/support', '/dashboard', '/profile', '/registrosocialhogares'];
/** A signed-in user on these is sent on at once (product §2), so going there means /dashboard. */
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

/** What `/login?redirect=…` saved in this tab, if storage allows. */
const savedRedirect = (): string | null => {
  try {
    return window.sessionStorage.getItem(AUTH_REDIRECT_STORAGE_KEY);
  } catch {
    // Storage can be blocked: nothing was saved.
    return null;
  }
};

/**
 * The place to go after sign-in. Pure, so that rendering may call it; `forgetRedirect` clears it once
 * there. `fromQuery`: the `?redirect=` of the screen the signed-in user is on, before that screen could
 * save it (an activation link followed in a browser already signed in lands on /login?redirect=…).
 */
export const redirectTarget = (admin: boolean, enterprise = false, fromQuery: string | null = null): string => {
  const home = homeOf(enterprise);
  const saved = fromQuery ?? savedRedirect();
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

// ---------------------------------------------------------------- the context of a sign-in or a registration

/**
 * Where the sign-in or registration under way is going: the screen's `?redirect=`, or the one saved
 * from it earlier in this tab. Undefined when none (or not a same-site path).
 */
export const pendingRedirect = (fromQuery: string | null): string | undefined => {
  const target = fromQuery ?? savedRedirect();
  return target && isValidTarget(target, false) ? target : undefined;
};

/** Why the person is signing in or registering, from where they are going: to apply to an offer, to their internships, or the benefits (undefined). */
export type AuthPurpose = 'apply' | 'internships';
export const authPurposeOf = (target: string | undefined): AuthPurpose | undefined => {
  const path = target?.split(/[?#]/)[0] ?? '';
  if (path.startsWith('/intern/postular/')) return 'apply';
  return path === '/internships' || path.startsWith('/internships/') || path.startsWith('/intern/') ? 'internships' : undefined;
};

/** `/register` or `/login` keeping where the person is going, so that switching screens does not lose it. */
export const keepingRedirect = (path: string, target: string | undefined): string =>
  target ? `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(target)}` : path;

/** The internships page a registration carries to its activation link (the server checks it again: shared/return-path.ts). */
export const returnPathOf = (target: string | undefined): string | undefined => (target && isReturnPath(target) ? target : undefined);

/** The lead under the title of /login and /register, by purpose: someone who came to apply is not told about benefits. */
export const authLeads = {
  login: { benefits: 'Revisa los beneficios que podrías cobrar.', apply: 'Inicia sesión para enviar tu postulación a la práctica.', internships: 'Inicia sesión para seguir con tus prácticas.' },
  register: {
    benefits: 'Descubre qué beneficios podrías cobrar y cómo obtenerlos.',
    apply: 'Crea tu cuenta gratis para postular a la práctica con tu perfil y tu CV.',
    internships: 'Crea tu cuenta gratis para postular a prácticas y seguir tus postulaciones.',
  },
} as const satisfies Record<'login' | 'register', Record<AuthPurpose | 'benefits', string>>;
