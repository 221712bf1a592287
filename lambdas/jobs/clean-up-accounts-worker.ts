import { scheduledJobs } from '../../shared/data/jobs';
import { pendingSignUpCutoff, removeExpiredRegistrationOf, removeIfNeverRegistered, unactivatedCutoff } from '../accounts/account-cleanup.service';
import { pendingSignUpsBeforePage, type PendingSignUp } from '../accounts/pending-sign-ups.repository';
import { fanOutWorker } from '../lib/fan-out';
import { unactivatedRegistrationsPage } from '../users/expired-registrations.repository';

/** A walk of the clean-up: the pending sign-ups of a kind past their cutoff, or the registrations never activated; `at` is the run's instant. */
export interface CleanUpWalk {
  kind: 'google' | 'password' | 'unactivated';
  at: string;
}
/** An item carries ids only (a registration's uid, a pending sign-up's own key), never a document: a dead letter keeps nothing more. */
export type CleanUpItem = { kind: 'pending'; pending: PendingSignUp } | { kind: 'unactivated'; uid: string; at: string };

const job = scheduledJobs.find((candidate) => candidate.name === 'clean-up-accounts');
if (!job) throw new Error('The clean-up job is not defined');

/**
 * The clean-up job's queue consumer: a page of pending sign-ups or of unactivated registrations
 * becomes a message per entry; an entry's account is removed as account-cleanup.service.ts says, the
 * registration read again by its uid (each removal holds only while its condition does, so a message
 * handled twice removes nothing twice).
 */
export const handler = fanOutWorker<CleanUpWalk, CleanUpItem>(job, {
  readPage: async (walk, cursor) => {
    const at = new Date(walk.at);
    if (walk.kind === 'unactivated') {
      const { users, next } = await unactivatedRegistrationsPage(unactivatedCutoff(at), cursor);
      return { items: users.map((user): CleanUpItem => ({ kind: 'unactivated', uid: user.uid, at: walk.at })), ...(next ? { next } : {}) };
    }
    const { pending, next } = await pendingSignUpsBeforePage(walk.kind, pendingSignUpCutoff(walk.kind, at), cursor);
    return { items: pending.map((entry): CleanUpItem => ({ kind: 'pending', pending: entry })), ...(next ? { next } : {}) };
  },
  work: async (item) => {
    if (item.kind === 'pending') await removeIfNeverRegistered(item.pending);
    else await removeExpiredRegistrationOf(item.uid, new Date(item.at));
  },
});
