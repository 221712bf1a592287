import { getOwnCompanyPageRoute } from '../../../shared/contracts/company-offers/get-page';
import { companyPageSettings } from '../../internships/company-pages.service';
import { defineHandler, json } from '../../lib/http';

/** GET /api/company/page: the company's public page as it edits it; made with its slug the first time. */
export const handler = defineHandler(getOwnCompanyPageRoute, async ({ caller, document }) => json(200, await companyPageSettings({ uid: caller.uid, document })));
