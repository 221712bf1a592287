import { scheduledJobs } from '../../shared/data/jobs';
import { expireOffer } from '../internships/expiry.service';
import { offersPastDeadlinePage } from '../internships/offers.repository';
import { fanOutWorker } from '../lib/fan-out';

/** The walk of one run: the open offers whose deadline is before `day`. */
export interface ExpiryWalk {
  day: string;
}
export interface ExpiryItem {
  offerId: string;
  day: string;
}

const job = scheduledJobs.find((candidate) => candidate.name === 'expire-offers');
if (!job) throw new Error('The offers expiry job is not defined');

/** The offers expiry's queue consumer: a page of offers past their deadline becomes a message per offer, each made vencida (expiry.service.ts). */
export const handler = fanOutWorker<ExpiryWalk, ExpiryItem>(job, {
  readPage: async (walk, cursor) => {
    const { offerIds, next } = await offersPastDeadlinePage(walk.day, cursor);
    return { items: offerIds.map((offerId) => ({ offerId, day: walk.day })), ...(next ? { next } : {}) };
  },
  work: async (item) => {
    await expireOffer(item.offerId, item.day);
  },
});
