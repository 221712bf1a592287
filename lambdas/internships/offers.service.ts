import { offerFieldsSchema, type OfferFields } from '../../shared/contracts/company-offers/offer-fields';
import type { OfferSearch } from '../../shared/contracts/internships/get-internships';
import { randomUUID } from 'node:crypto';
import { todayInChile, toIsoDate } from '../../shared/age';
import {
  editableOfferStatuses,
  matchesOfferSearch,
  OFFER_PAGE_SIZE,
  offerTransition,
  toPublicOffer,
  type Offer,
  type OfferAction,
  type OfferListing,
  type OfferReport,
  type OfferStatus,
  type PublicOffer,
} from '../../shared/internships';
import { messages } from '../../shared/messages';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { outboxWrite } from '../lib/events';
import { companyHasPlanFeature } from './company-plan';
import { addReport, createOffer, getOffer, listCompanyOffers, listPublishedOffers, saveOffer } from './offers.repository';

/**
 * The rules of internship offers: a company writes and moves its own offers only (another's is
 * "not found", so nobody learns which ids exist), publishing is free and unlimited, a published
 * offer's deadline is today or later, and every change of state goes out with its event.
 */

/** Who acts on behalf of the product itself (the expiry job, an erasure). */
export const SYSTEM_ACTOR = 'sistema';

const today = (): string => toIsoDate(todayInChile());

const deadlinePast = () => badRequest('bad-request', { deadline: messages['offer/deadline-past'] });
/** A company publishes once its e-mail is confirmed: an offer is public, and students write to that address. */
const mustBeActivated = (document: Record<string, unknown>) => {
  if (document.activated !== true) throw new HttpError(403, 'forbidden', 'offer/account-not-activated');
};
const notAllowed = () => new HttpError(409, 'invalid-transition', 'offer/invalid-transition');

/** The razón social on the company's document (a company's account always has one). */
export const companyNameOf = (document: Record<string, unknown>): string => {
  const company = document.company as { legalName?: unknown } | undefined;
  return typeof company?.legalName === 'string' ? company.legalName : '';
};

const statusEvent = (offer: Offer, from: OfferStatus | null, actor: string, reason: 'company' | 'deadline' | 'moderation' | 'account-erased', at: string) =>
  outboxWrite('OfferStatusChanged', { offerId: offer.offerId, companyUid: offer.companyUid, from, to: offer.status, actor, reason, at });

/** A company's new offer: a draft, or published at once. */
export const createCompanyOffer = async (company: { uid: string; document: Record<string, unknown> }, fields: OfferFields, publish: boolean): Promise<Offer> => {
  if (publish) mustBeActivated(company.document);
  if (publish && fields.deadline < today()) throw deadlinePast();
  const now = new Date().toISOString();
  const offer: Offer = {
    ...fields,
    offerId: randomUUID(),
    companyUid: company.uid,
    companyName: companyNameOf(company.document),
    status: publish ? 'publicada' : 'borrador',
    // A company plan's featured offers: decided on the server's record at each publication and edit.
    featured: await companyHasPlanFeature(company.uid, 'featured-offers'),
    createdAt: now,
    updatedAt: now,
    ...(publish ? { publishedAt: now } : {}),
    reportCount: 0,
  };
  if (!(await createOffer(offer, statusEvent(offer, null, company.uid, 'company', now)))) throw new HttpError(409, 'invalid-transition', 'offer/invalid-transition');
  return offer;
};

/** The company's own offer; another company's, or none, is not found. */
export const ownOffer = async (companyUid: string, offerId: string): Promise<Offer> => {
  const offer = await getOffer(offerId);
  if (offer?.companyUid !== companyUid) throw notFound();
  return offer;
};

export const companyOffers = (companyUid: string): Promise<Offer[]> => listCompanyOffers(companyUid);

/** The offer without the fields a company writes: its id, owner, state and dates. */
const withoutFields = (offer: Offer): Omit<Offer, keyof OfferFields> => {
  const meta: Record<string, unknown> = { ...offer };
  for (const field of Object.keys(offerFieldsSchema.shape)) Reflect.deleteProperty(meta, field);
  return meta as Omit<Offer, keyof OfferFields>;
};

/** Every field again (an optional one left out is removed); the state does not change. */
export const updateCompanyOffer = async (company: { uid: string; document: Record<string, unknown> }, offerId: string, fields: OfferFields): Promise<Offer> => {
  const offer = await ownOffer(company.uid, offerId);
  if (!editableOfferStatuses.includes(offer.status)) throw new HttpError(409, 'invalid-transition', 'offer/not-editable');
  if (offer.status === 'publicada' && fields.deadline < today()) throw deadlinePast();
  const next: Offer = {
    ...withoutFields(offer),
    ...fields,
    companyName: companyNameOf(company.document) || offer.companyName,
    featured: await companyHasPlanFeature(company.uid, 'featured-offers'),
    updatedAt: new Date().toISOString(),
  };
  if (!(await saveOffer(next, offer.updatedAt))) throw notAllowed();
  return next;
};

/** Publish, pause or close: the moves of shared/internships.ts, with their event. */
export const changeCompanyOfferStatus = async (company: { uid: string; document: Record<string, unknown> }, offerId: string, action: OfferAction): Promise<Offer> => {
  const companyUid = company.uid;
  const offer = await ownOffer(companyUid, offerId);
  const to = offerTransition(offer.status, action);
  if (!to) throw notAllowed();
  if (to === 'publicada') mustBeActivated(company.document);
  if (to === 'publicada' && offer.deadline < today()) throw deadlinePast();
  const now = new Date().toISOString();
  const featured = to === 'publicada' ? await companyHasPlanFeature(companyUid, 'featured-offers') : offer.featured;
  const next: Offer = { ...offer, status: to, featured, updatedAt: now, ...(to === 'publicada' ? { publishedAt: now } : {}), ...(to === 'cerrada' ? { closedAt: now } : {}) };
  if (!(await saveOffer(next, offer.updatedAt, statusEvent(next, offer.status, companyUid, 'company', now)))) throw notAllowed();
  return next;
};

/** States whose page the public sees (a closed or expired offer says so; drafts and hidden ones do not exist for it). */
const publicStatuses: readonly OfferStatus[] = ['publicada', 'pausada', 'cerrada', 'vencida'];

/** An offer whose page the public sees, whole (with its company's uid, for the server's own use). */
const visibleOffer = async (offerId: string): Promise<Offer> => {
  const offer = await getOffer(offerId);
  if (!offer || !publicStatuses.includes(offer.status)) throw notFound();
  return offer;
};

export const publicOffer = async (offerId: string): Promise<PublicOffer> => toPublicOffer(await visibleOffer(offerId));

/** The public listing: published offers open for applications that match the search, a page at a time. */
export const searchOffers = async (search: OfferSearch): Promise<OfferListing> => {
  const day = today();
  const page = await listPublishedOffers((offer) => offer.deadline >= day && matchesOfferSearch(offer, search), {
    pageSize: OFFER_PAGE_SIZE,
    query: [search.q ?? '', search.area, search.region, search.modality, search.paid],
    ...(search.cursor ? { cursor: search.cursor } : {}),
  });
  return { offers: page.offers.map(toPublicOffer), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
};

/** A signed-in user reports an offer the public can see; once per user. */
export const reportOffer = async (reporterUid: string, offerId: string, body: Pick<OfferReport, 'reason' | 'message'>): Promise<OfferReport> => {
  const offer = await visibleOffer(offerId);
  const report: OfferReport & { reporterUid: string } = { reportId: randomUUID(), offerId, reason: body.reason, ...(body.message ? { message: body.message } : {}), reporterUid, at: new Date().toISOString() };
  const event = outboxWrite('OfferReported', { offerId, reportId: report.reportId, companyUid: offer.companyUid, actor: reporterUid, at: report.at });
  if (!(await addReport(report, event))) throw new HttpError(409, 'invalid-transition', 'offer/report-limit');
  return report;
};

/**
 * Moves an offer to `to` on behalf of the product or an admin (expiry, moderation, erasure), if its
 * state is one of `from`; answers whether it moved. A concurrent change wins: the caller reads again.
 */
export const moveOffer = async (offer: Offer, to: OfferStatus, actor: string, reason: 'deadline' | 'moderation' | 'account-erased'): Promise<boolean> => {
  const now = new Date().toISOString();
  const next: Offer = { ...offer, status: to, updatedAt: now, ...(to === 'cerrada' ? { closedAt: now } : {}) };
  return saveOffer(next, offer.updatedAt, statusEvent(next, offer.status, actor, reason, now));
};
