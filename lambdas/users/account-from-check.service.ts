import { createHash } from 'node:crypto';
import { weekOfInChile } from '../../shared/age';
import { billingKeys } from '../../shared/data/keys';
import { applyCounterDeltas } from '../lib/kpi-counters.repository';

/**
 * An account saved the answers of a check made before signing up: counted once per account. The marker that
 * makes it once is keyed by a hash of the uid, so that nothing of the account outlives its erasure there.
 */
export const countAccountFromCheck = (uid: string, now: Date = new Date()): Promise<boolean> =>
  applyCounterDeltas(`check-carried#${createHash('sha256').update(uid).digest('hex')}`, [{ sk: billingKeys.benefitsWeek(weekOfInChile(now)), add: { accountsFromCheck: 1 } }], { counted: 'accountsFromCheck' });
