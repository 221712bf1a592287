import { getCompanyLogoRoute } from '../../../shared/contracts/company-offers/get-company-logo';
import { COMPANY_SLUG_PATTERN } from '../../../shared/companies';
import { companyLogo } from '../../internships/company-logos.service';
import { defineHandler, type Reply } from '../../lib/http';

const notFound: Reply<string> = { statusCode: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }, body: 'No encontrado' };

/**
 * GET /api/companies/{slug}/logo, served at `/empresas/<slug>/logo`: the company's logo itself, the
 * only way it is read (the bucket stays private). Its address carries the logo's version (`?v=`), so
 * a browser may keep it a day; a new logo has a new address.
 */
export const handler = defineHandler(getCompanyLogoRoute, async ({ params }) => {
  const logo = COMPANY_SLUG_PATTERN.test(params.slug) ? await companyLogo(params.slug) : undefined;
  if (!logo) return notFound;
  return {
    statusCode: 200,
    headers: { 'content-type': logo.contentType, 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'" },
    body: Buffer.from(logo.bytes).toString('base64'),
    isBase64Encoded: true,
  };
});
