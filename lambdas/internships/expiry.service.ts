import { todayInChile, toIsoDate } from '../../shared/age';
import { openOfferStatuses } from '../../shared/internships';
import { getOffer, offersPastDeadline } from './offers.repository';
import { moveOffer, SYSTEM_ACTOR } from './offers.service';

export interface ExpiryCount {
  checked: number;
  expired: number;
}

/**
 * Offers whose application deadline has passed (the last day to apply was before today in Chile)
 * become vencida, each with its event. Only the open offers past their deadline are read, through
 * the byDeadline index a page at a time: the job's work grows with the offers due, not the table.
 * An offer changed meanwhile (its company closed it) is read again and left if no longer open.
 */
export const expireOffers = async (now: Date = new Date()): Promise<ExpiryCount> => {
  const today = toIsoDate(todayInChile(now));
  const count: ExpiryCount = { checked: 0, expired: 0 };
  for await (const ids of offersPastDeadline(today)) {
    for (const offerId of ids) {
      count.checked += 1;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const offer = await getOffer(offerId);
        if (!offer || !openOfferStatuses.includes(offer.status) || offer.deadline >= today) break;
        if (await moveOffer(offer, 'vencida', SYSTEM_ACTOR, 'deadline')) {
          count.expired += 1;
          break;
        }
      }
    }
  }
  return count;
};
