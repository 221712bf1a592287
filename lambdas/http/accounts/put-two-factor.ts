import { putTwoFactorRoute } from '../../../shared/contracts/accounts/put-two-factor';
import { setTwoFactor } from '../../accounts/accounts.service';
import { defineHandler, noContent } from '../../lib/http';

/** PUT /api/auth/two-factor: the code the caller confirmed with Cognito becomes the factor asked at each sign-in (204). */
export const handler = defineHandler(putTwoFactorRoute, async ({ caller, document }) => {
  await setTwoFactor(caller, document, true);
  return noContent();
});
