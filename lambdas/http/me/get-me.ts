import { getMeRoute } from '../../../shared/contracts/me/get-me';
import { defineHandler, json } from '../../lib/http';
import { presentMe } from '../../users/profile.service';
import { fromUserItem } from '../../users/users.repository';

/**
 * GET /api/me: the caller's user document (product §3), with a read link to the profile image. The
 * document is the one the middleware's account check read: one GetItem a request.
 */
export const handler = defineHandler(getMeRoute, async ({ document }) => json(200, await presentMe(fromUserItem(document))));
