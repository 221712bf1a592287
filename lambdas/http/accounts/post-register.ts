import { registerRoute } from '../../../shared/contracts/accounts/post-register';
import { registerClient } from '../../accounts/accounts.service';
import { enforceAbuseLimits } from '../../accounts/rate-limits.repository';
import { defineHandler, json, viewerAddress } from '../../lib/http';

/** POST /api/register: a new client account, validated here whatever the browser checked. */
export const handler = defineHandler(registerRoute, async ({ body, event }) => {
  await enforceAbuseLimits('register', { ip: viewerAddress(event), target: body.email });
  const user = await registerClient(body);
  return json(201, user);
});
