import { getInternshipPageRoute } from '../../../shared/contracts/internships/get-internship-page';
import { todayInChile, toIsoDate } from '../../../shared/age';
import { offerPageCompany } from '../../internships/company-pages.service';
import { offerNotFoundHtml, offerPageHtml } from '../../internships/offer-page';
import { publicOffer } from '../../internships/offers.service';
import { env } from '../../lib/env';
import { HttpError } from '../../lib/errors';
import { defineHandler } from '../../lib/http';
import { servedText } from '../../internships/served';

/**
 * GET /api/internships/{offerId}/page: the offer's page as HTML, served at `/internships/<id>`
 * (CloudFront and the local gateway rewrite the path: shared/internships.ts `servedPageApiPath`),
 * with its company's logo and website when the company has them.
 */
export const handler = defineHandler(getInternshipPageRoute, async ({ params }) => {
  try {
    const offer = await publicOffer(params.offerId);
    const company = offer.companySlug ? await offerPageCompany(offer.companySlug) : {};
    return servedText(200, 'text/html', offerPageHtml(offer, env().SITE_URL, toIsoDate(todayInChile()), company));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return servedText(404, 'text/html', offerNotFoundHtml(env().SITE_URL));
    throw error;
  }
});
