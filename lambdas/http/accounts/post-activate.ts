import { activateRoute } from '../../../shared/contracts/accounts/post-activate';
import { messages } from '../../../shared/messages';
import { activateAccount } from '../../accounts/accounts.service';
import { limitLinkFailures } from '../../accounts/rate-limits.repository';
import { defineHandler, json, viewerAddress } from '../../lib/http';

/**
 * POST /api/activate {uid, token}: only this POST uses the token up; opening the link (a GET)
 * just loads the page. An account already active answers `already-activated`, with the spec's
 * message "Cuenta ya activada" (§4).
 */
export const handler = defineHandler(activateRoute, async ({ body, event }) => {
  const result = await limitLinkFailures('activate', { ip: viewerAddress(event), target: body.uid }, () => activateAccount(body.uid, body.token));
  return json(
    200,
    result === 'already' ? { status: 'already-activated', message: messages['already-activated'] } : { status: 'activated', message: messages['activation/activated'] },
  );
});
