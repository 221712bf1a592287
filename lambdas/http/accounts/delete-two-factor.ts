import { deleteTwoFactorRoute } from '../../../shared/contracts/accounts/delete-two-factor';
import { setTwoFactor } from '../../accounts/accounts.service';
import { defineHandler, noContent } from '../../lib/http';

/** DELETE /api/auth/two-factor: a person or a company signs in with the password alone again (204); an admin cannot. */
export const handler = defineHandler(deleteTwoFactorRoute, async ({ caller, document }) => {
  await setTwoFactor(caller, document, false);
  return noContent();
});
