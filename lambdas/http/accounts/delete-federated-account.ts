import { removeUnregisteredFederatedAccount } from '../../accounts/federation.service';
import { unauthorized } from '../../lib/errors';
import { httpHandler } from '../../lib/http';

/**
 * DELETE /api/auth/federated-account: a Google sign-in without a registration removes the account
 * the federation just made. Refused for an e-mail account (403) and a registered one (409).
 */
export const handler = httpHandler('DELETE /api/auth/federated-account', {}, async ({ caller }) => {
  if (!caller) throw unauthorized();
  await removeUnregisteredFederatedAccount(caller);
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
