import { householdProfileSchema, type HouseholdProfile } from '@shared/benefits';
import * as z from 'zod/mini';
import { PENDING_CHECK_KEY as STORAGE_KEY } from './pending-check-key';

/**
 * The public check's answers, kept in this browser only (localStorage): the server stores nothing for an
 * anonymous check. "Guardar y recibir avisos" sends the visitor to register; once signed in, the dashboard
 * saves these answers on the account (`PATCH /api/me`) and forgets them here, so nothing is asked twice.
 * Read back through the same household schema the account uses, so a tampered or outdated copy is ignored.
 */

const pendingCheckSchema = z.object({
  birthDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  household: householdProfileSchema,
});

export interface PendingCheck {
  birthDate?: string | undefined;
  household: HouseholdProfile;
}

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export const loadPendingCheck = (): PendingCheck | undefined => {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = pendingCheckSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

export const savePendingCheck = (check: PendingCheck): void => {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(check));
};

export const clearPendingCheck = (): void => {
  storage()?.removeItem(STORAGE_KEY);
};
