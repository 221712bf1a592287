import type { Offer, ReportedOfferDetail } from '../../shared/internships';
import { HttpError, notFound } from '../lib/errors';
import { getOffer, listReports } from './offers.repository';
import { moveOffer } from './offers.service';

/** An offer with its reports, for an admin. */
export const reportedOffer = async (offerId: string): Promise<ReportedOfferDetail> => {
  const offer = await getOffer(offerId);
  if (!offer) throw notFound();
  return { offer, reports: await listReports(offerId) };
};

/**
 * An admin hides an offer (off the listing, closed to applications, its company cannot publish it
 * again), or brings a hidden one back as pausada: its company then decides to publish it.
 */
export const moderateOffer = async (offerId: string, action: 'hide' | 'restore', actor: string): Promise<Offer> => {
  const offer = await getOffer(offerId);
  if (!offer) throw notFound();
  const to = action === 'hide' ? 'oculta' : 'pausada';
  const allowed = action === 'hide' ? offer.status !== 'oculta' : offer.status === 'oculta';
  if (!allowed || !(await moveOffer(offer, to, actor, 'moderation'))) throw new HttpError(409, 'invalid-transition', 'offer/invalid-transition');
  return (await getOffer(offerId)) ?? offer;
};
