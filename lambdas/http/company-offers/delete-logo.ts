import { deleteCompanyLogoRoute } from '../../../shared/contracts/company-offers/delete-logo';
import { removeCompanyLogo } from '../../internships/company-logos.service';
import { defineHandler, json } from '../../lib/http';

/** DELETE /api/company/page/logo: the page goes without a logo; its files are deleted. */
export const handler = defineHandler(deleteCompanyLogoRoute, async ({ caller, document }) => json(200, await removeCompanyLogo({ uid: caller.uid, document })));
