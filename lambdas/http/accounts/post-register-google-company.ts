import * as routes from '../../../shared/route-table';
import { completeGoogleCompanyRegistration } from '../../accounts/federation.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/register/google/company: completes the caller's Google account as a company's. The e-mail comes from the token. */
export const handler = defineHandler(routes.completeGoogleCompanyRegistration, async ({ caller, body }) => json(201, await completeGoogleCompanyRegistration(caller, body)));
