import { getInternshipPageRoute } from '../../../shared/contracts/internships/get-internship-page';
import { todayInChile, toIsoDate } from '../../../shared/age';
import { offerNotFoundHtml, offerPageHtml } from '../../internships/offer-page';
import { publicOffer } from '../../internships/offers.service';
import { env } from '../../lib/env';
import { HttpError } from '../../lib/errors';
import { defineHandler, type Reply } from '../../lib/http';

const html = (statusCode: number, body: string): Reply<string> => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' },
  body,
});

/**
 * GET /api/internships/{offerId}/page: the offer's page as HTML, served at `/internships/<id>`
 * (CloudFront and the local gateway rewrite the path: shared/internships.ts `offerPageApiPath`).
 */
export const handler = defineHandler(getInternshipPageRoute, async ({ params }) => {
  try {
    return html(200, offerPageHtml(await publicOffer(params.offerId), env().SITE_URL, toIsoDate(todayInChile())));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return html(404, offerNotFoundHtml());
    throw error;
  }
});
