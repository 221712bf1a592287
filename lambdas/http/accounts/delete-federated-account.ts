import { deleteFederatedAccountRoute } from '../../../shared/contracts/accounts/delete-federated-account';
import { removeUnregisteredFederatedAccount } from '../../accounts/federation.service';
import { defineHandler, noContent } from '../../lib/http';

/**
 * DELETE /api/auth/federated-account: a Google sign-in without a registration removes the account
 * the federation just made. Refused for an e-mail account (403) and a registered one (409).
 */
export const handler = defineHandler(deleteFederatedAccountRoute, async ({ caller }) => {
  await removeUnregisteredFederatedAccount(caller);
  return noContent();
});
