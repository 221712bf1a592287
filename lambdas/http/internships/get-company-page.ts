import { getCompanyPageRoute } from '../../../shared/contracts/internships/get-company-page';
import { todayInChile, toIsoDate } from '../../../shared/age';
import { COMPANY_SLUG_PATTERN } from '../../../shared/companies';
import { companyNotFoundHtml, companyPageHtml } from '../../internships/company-page';
import { publicCompanyPage } from '../../internships/company-pages.service';
import { servedText } from '../../internships/served';
import { env } from '../../lib/env';
import { defineHandler } from '../../lib/http';

/** GET /api/companies/{slug}/page: a company's public page as HTML, served at `/empresas/<slug>`. */
export const handler = defineHandler(getCompanyPageRoute, async ({ params }) => {
  const page = COMPANY_SLUG_PATTERN.test(params.slug) ? await publicCompanyPage(params.slug, toIsoDate(todayInChile())) : undefined;
  return page ? servedText(200, 'text/html', companyPageHtml(page, env().SITE_URL)) : servedText(404, 'text/html', companyNotFoundHtml(env().SITE_URL));
});
