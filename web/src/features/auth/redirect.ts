import { AUTH_REDIRECT_STORAGE_KEY } from '@shared/constants';

/**
 * Where to go after sign-in (spec §4): the path saved from `/login?redirect=…` in sessionStorage,
 * when it is valid for the user and is not /dashboard; else /dashboard.
 */
const validAreas = ['/terms', '/support', '/dashboard', '/profile', '/registrosocialhogares', '/seguros'];

export const isValidTarget = (target: string, admin: boolean): boolean => {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  const path = target.split(/[?#]/)[0] ?? '';
  if (path === '/') return true;
  if (admin && (path === '/admin' || path.startsWith('/admin/'))) return true;
  return validAreas.some((area) => path === area || path.startsWith(`${area}/`));
};

export const saveRedirect = (target: string | null): void => {
  if (!target) return;
  try {
    window.sessionStorage.setItem(AUTH_REDIRECT_STORAGE_KEY, target);
  } catch {
    // Storage can be blocked: the user then lands on /dashboard.
  }
};

/** The place to go after sign-in. Pure, so that rendering may call it; `forgetRedirect` clears it once there. */
export const redirectTarget = (admin: boolean): string => {
  let saved: string | null;
  try {
    saved = window.sessionStorage.getItem(AUTH_REDIRECT_STORAGE_KEY);
  } catch {
    saved = null;
  }
  return saved && saved !== '/dashboard' && isValidTarget(saved, admin) ? saved : '/dashboard';
};

export const forgetRedirect = (): void => {
  try {
    window.sessionStorage.removeItem(AUTH_REDIRECT_STORAGE_KEY);
  } catch {
    // nothing stored
  }
};
