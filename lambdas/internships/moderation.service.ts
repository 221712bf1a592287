import type { AdminOfferSearch } from '../../shared/contracts/internships/get-offers';
import { foldForSearch, type AdminOfferList, type Offer, type ReportedOfferDetail } from '../../shared/internships';
import type { CursorQuery } from '../lib/cursor';
import { HttpError, notFound } from '../lib/errors';
import { getOffer, listOffersForAdmins, listReports, type AdminOfferCandidate } from './offers.repository';
import { moveOffer } from './offers.service';

/** An offer with its reports, for an admin. */
export const reportedOffer = async (offerId: string): Promise<ReportedOfferDetail> => {
  const offer = await getOffer(offerId);
  if (!offer) throw notFound();
  return { offer, reports: await listReports(offerId) };
};

export const ADMIN_OFFERS_PAGE_SIZE = 20;

const containsWords = (haystack: string, wanted: string | undefined): boolean => {
  const words = foldForSearch(wanted ?? '').split(/\s+/).filter(Boolean);
  const folded = foldForSearch(haystack);
  return words.every((word) => folded.includes(word));
};

/** Whether an offer passes the admins' filters. */
export const matchesAdminSearch = (offer: AdminOfferCandidate, search: Omit<AdminOfferSearch, 'cursor'>): boolean =>
  (!search.status || offer.status === search.status) &&
  (!search.reported || offer.reportCount > 0) &&
  containsWords(offer.companyName, search.company) &&
  containsWords([offer.title, offer.career ?? '', offer.description].join(' '), search.q);

/** The search a cursor belongs to: the same filters, folded as they are applied. */
const searchQuery = (search: AdminOfferSearch): CursorQuery => [search.status, search.reported, foldForSearch(search.company ?? ''), foldForSearch(search.q ?? '')];

/** GET /api/admin/internships: every offer (or the reported ones, by their last report) that the filters keep, a page at a time. */
export const listAdminOffers = (search: AdminOfferSearch): Promise<AdminOfferList> =>
  listOffersForAdmins((offer) => matchesAdminSearch(offer, search), {
    reported: search.reported === 'si',
    pageSize: ADMIN_OFFERS_PAGE_SIZE,
    query: searchQuery(search),
    ...(search.cursor ? { cursor: search.cursor } : {}),
  });

export type ModerationAction = { action: 'hide'; reason: string } | { action: 'restore' };

/**
 * An admin hides an offer (off the listing, closed to applications, its company cannot publish it
 * again), with the reason its company is mailed (OfferStatusChanged, reason `moderation`: the mailer
 * reads it from the offer); or brings a hidden one back as pausada: its company then decides to
 * publish it. The last reason stays on the offer, for the admins' list.
 */
export const moderateOffer = async (offerId: string, decision: ModerationAction, actor: string): Promise<Offer> => {
  const offer = await getOffer(offerId);
  if (!offer) throw notFound();
  const hide = decision.action === 'hide';
  const allowed = hide ? offer.status !== 'oculta' : offer.status === 'oculta';
  const at = new Date().toISOString();
  const changes = decision.action === 'hide' ? { moderation: { reason: decision.reason, at } } : {};
  if (!allowed || !(await moveOffer(offer, hide ? 'oculta' : 'pausada', actor, 'moderation', changes, at))) throw new HttpError(409, 'invalid-transition', 'offer/invalid-transition');
  return (await getOffer(offerId)) ?? offer;
};
