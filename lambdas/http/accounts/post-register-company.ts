import { registerCompanyRoute } from '../../../shared/contracts/accounts/post-register-company';
import { registerCompany } from '../../accounts/accounts.service';
import { enforceAbuseLimits } from '../../accounts/rate-limits.repository';
import { defineHandler, json, viewerAddress } from '../../lib/http';

/** POST /api/register/company: a new company account (`enterprise`), with the same limits and checks as a person's. */
export const handler = defineHandler(registerCompanyRoute, async ({ body, event }) => {
  await enforceAbuseLimits('register', { ip: viewerAddress(event), target: body.email });
  return json(201, await registerCompany(body));
});
