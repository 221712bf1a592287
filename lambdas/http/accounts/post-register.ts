import { registerBodySchema } from '../../../shared/schemas';
import { registerClient } from '../../accounts/accounts.service';
import { httpHandler, json } from '../../lib/http';

/** POST /api/register: a new client account, validated here whatever the browser checked. */
export const handler = httpHandler('POST /api/register', { body: registerBodySchema }, async ({ body }) => {
  const user = await registerClient(body);
  return json(201, user);
});
