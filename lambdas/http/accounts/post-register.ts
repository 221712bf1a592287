import { routes } from '../../../shared/routes';
import { registerClient } from '../../accounts/accounts.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/register: a new client account, validated here whatever the browser checked. */
export const handler = defineHandler(routes.register, async ({ body }) => {
  const user = await registerClient(body);
  return json(201, user);
});
