import { signOutRoute } from '../../../shared/contracts/accounts/post-sign-out';
import { signOut } from '../../accounts/accounts.service';
import { defineHandler, noContent } from '../../lib/http';

/** POST /api/auth/sign-out: ends every session of the caller's account at once (204). */
export const handler = defineHandler(signOutRoute, async ({ caller }) => {
  await signOut(caller);
  return noContent();
});
