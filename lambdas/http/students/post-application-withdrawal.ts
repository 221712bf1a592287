import { withdrawMyApplicationRoute } from '../../../shared/contracts/students/post-application-withdrawal';
import { defineHandler, json } from '../../lib/http';
import { withdrawMyApplication } from '../../students/applications.service';

/** POST /api/intern/applications/{offerId}/withdrawal: the caller withdraws their own application to an offer. */
export const handler = defineHandler(withdrawMyApplicationRoute, async ({ caller, params }) => json(200, await withdrawMyApplication(caller.uid, params.offerId)));
