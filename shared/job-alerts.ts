import { internshipAreaLabels, offerModalityLabels, type ChileanRegion, type InternshipArea, type Offer, type OfferModality } from './internships';
import { alertFiltersQuery } from './student-paths';

/**
 * Job alerts: a student saves a search of the internship listing (area, region, modality, each
 * optional) and gets, at most once a day, one mail with the offers published since the last run that
 * match any of their searches. Pure: the API, the daily job, the mailer and the pages share it.
 */

/** Searches a student may keep: enough for a few careers or places, few enough for one short mail. */
export const JOB_ALERTS_MAX = 5;
/** Offers a mail lists; it says how many more there are and links to the listing. */
export const JOB_ALERT_OFFERS_IN_MAIL = 10;
/**
 * The partitions the students' alerts are spread over (shared/data/keys.ts `jobAlerts`): each is one
 * walk of the daily job, so that the job's walks run side by side and no partition grows alone.
 */
export const JOB_ALERT_SHARDS = 8;
/** The window of a daily run: offers published in the day before it (a late run still looks at its own day). */
export const JOB_ALERT_WINDOW_HOURS = 24;

export interface JobAlertSearch {
  area?: InternshipArea;
  region?: ChileanRegion;
  modality?: OfferModality;
}

export interface JobAlert extends JobAlertSearch {
  alertId: string;
  /** Offers published before this are not new for this search. */
  savedAt: string;
}

/** GET /api/intern/job-alerts: the caller's searches, and whether their mails are paused (a mail's unsubscribe link pauses them). */
export interface JobAlertList {
  alerts: JobAlert[];
  paused: boolean;
}

/** Which partition a student's alerts live in: a stable hash (FNV-1a) of the uid. */
export const jobAlertShard = (uid: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < uid.length; index += 1) {
    hash ^= uid.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % JOB_ALERT_SHARDS;
};

export const sameSearch = (a: JobAlertSearch, b: JobAlertSearch): boolean => a.area === b.area && a.region === b.region && a.modality === b.modality;

/** Whether an offer matches a search: a remote offer is in every region. */
export const matchesJobAlert = (offer: Pick<Offer, 'area' | 'region' | 'modality'>, search: JobAlertSearch): boolean =>
  (!search.area || offer.area === search.area) &&
  (!search.modality || offer.modality === search.modality) &&
  (!search.region || offer.modality === 'remota' || offer.region === search.region);

/** A search as a person reads it: "Comunicaciones y marketing · Valparaíso · Híbrida", or every offer. */
export const jobAlertLabel = (search: JobAlertSearch): string => {
  const parts = [search.area && internshipAreaLabels[search.area], search.region, search.modality && offerModalityLabels[search.modality]].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Todas las prácticas';
};

/** The listing's address for a search: the alerts page's link to its offers. */
export const jobAlertListingPath = (search: JobAlertSearch): string => `/internships/${alertFiltersQuery(search)}`;
