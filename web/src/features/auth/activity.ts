import { ACTIVITY_CHECK_INTERVAL_MS, ACTIVITY_STAMP_THROTTLE_MS, INACTIVITY_TIMEOUT_MS, LAST_ACTIVITY_STORAGE_KEY } from '@shared/constants';

/**
 * Inactivity expiry (product §4): the last activity time lives in localStorage, so that activity in
 * one tab keeps the others alive; it is stamped at most once a second from user events, and
 * checked every 60 seconds and at sign-in.
 */
const userEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

const read = (): number | undefined => {
  try {
    const value = Number(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
};

export const stampActivity = (): void => {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(Date.now()));
  } catch {
    // Without storage there is no cross-tab stamp; the check below then sees no expiry.
  }
};

export const clearActivity = (): void => {
  try {
    window.localStorage.removeItem(LAST_ACTIVITY_STORAGE_KEY);
  } catch {
    // nothing stored
  }
};

/** True when the last stamp, from any tab, is older than the time-out. */
export const isInactive = (now = Date.now()): boolean => {
  const last = read();
  return last !== undefined && now - last > INACTIVITY_TIMEOUT_MS;
};

/** Stamps on user events (throttled) and calls `onExpired` when the time-out passes. Returns a stop function. */
export const watchActivity = (onExpired: () => void): (() => void) => {
  let lastStamp = 0;
  const onEvent = () => {
    const now = Date.now();
    if (now - lastStamp < ACTIVITY_STAMP_THROTTLE_MS) return;
    lastStamp = now;
    stampActivity();
  };
  for (const name of userEvents) window.addEventListener(name, onEvent, { passive: true });
  const timer = window.setInterval(() => {
    if (isInactive()) onExpired();
  }, ACTIVITY_CHECK_INTERVAL_MS);
  return () => {
    for (const name of userEvents) window.removeEventListener(name, onEvent);
    window.clearInterval(timer);
  };
};
