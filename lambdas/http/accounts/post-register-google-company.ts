import { completeGoogleCompanyRegistrationRoute } from '../../../shared/contracts/accounts/post-register-google-company';
import { completeGoogleCompanyRegistration } from '../../accounts/federation.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/register/google/company: completes the caller's Google account as a company's. The e-mail comes from the token. */
export const handler = defineHandler(completeGoogleCompanyRegistrationRoute, async ({ caller, body }) => json(201, await completeGoogleCompanyRegistration(caller, body)));
