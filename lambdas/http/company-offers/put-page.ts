import { updateOwnCompanyPageRoute } from '../../../shared/contracts/company-offers/put-page';
import { saveCompanyPage } from '../../internships/company-pages.service';
import { defineHandler, json } from '../../lib/http';

/** PUT /api/company/page: the description and website of the company's public page. */
export const handler = defineHandler(updateOwnCompanyPageRoute, async ({ caller, document, body }) => json(200, await saveCompanyPage({ uid: caller.uid, document }, body)));
