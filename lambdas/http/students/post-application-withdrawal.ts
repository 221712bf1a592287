import * as routes from '../../../shared/route-table';
import { defineHandler, json } from '../../lib/http';
import { withdrawMyApplication } from '../../students/applications.service';

/** POST /api/intern/applications/{offerId}/withdrawal: the caller withdraws their own application to an offer. */
export const handler = defineHandler(routes.withdrawMyApplication, async ({ caller, params }) => json(200, await withdrawMyApplication(caller.uid, params.offerId)));
