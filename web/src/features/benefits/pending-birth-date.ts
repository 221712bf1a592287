import { PENDING_CHECK_KEY } from './pending-check-key';

/**
 * The birth date told in the check before signing up, for the registration form to start with. Read
 * without the household schema, so the registration screen does not load the benefit rules.
 */
export const checkedBirthDate = (): string => {
  try {
    const raw = typeof window === 'undefined' ? null : window.localStorage.getItem(PENDING_CHECK_KEY);
    const value: unknown = raw ? (JSON.parse(raw) as { birthDate?: unknown }).birthDate : undefined;
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  } catch {
    return '';
  }
};
