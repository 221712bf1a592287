import { todayInChile, toIsoDate } from '../../shared/age';
import { openOfferStatuses } from '../../shared/internships';
import { getOffer } from './offers.repository';
import { moveOffer, SYSTEM_ACTOR } from './offers.service';

/** The day an offer's deadline is compared with: an offer whose last day to apply was before today in Chile has expired. */
export const expiryDay = (now: Date): string => toIsoDate(todayInChile(now));

/**
 * One offer found past its deadline (offersPastDeadlinePage, through the byDeadline index) becomes
 * vencida, with its event. An offer changed meanwhile (its company closed it, or moved its deadline)
 * is read again and left if no longer open and due; a write lost to another is tried again. Run twice,
 * it expires nothing twice. True if this call expired it.
 */
export const expireOffer = async (offerId: string, day: string): Promise<boolean> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const offer = await getOffer(offerId);
    if (!offer || !openOfferStatuses.includes(offer.status) || offer.deadline >= day) return false;
    if (await moveOffer(offer, 'vencida', SYSTEM_ACTOR, 'deadline')) return true;
  }
  return false;
};
