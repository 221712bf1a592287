import { confirmCompanyLogoRoute } from '../../../shared/contracts/company-offers/put-logo';
import { confirmCompanyLogo } from '../../internships/company-logos.service';
import { defineHandler, json } from '../../lib/http';

/** PUT /api/company/page/logo: after the upload, keeps the logo if it is the company's and a real PNG, JPEG or WebP of 1 MB at most. */
export const handler = defineHandler(confirmCompanyLogoRoute, async ({ caller, document, body }) => json(200, await confirmCompanyLogo({ uid: caller.uid, document }, body.key)));
