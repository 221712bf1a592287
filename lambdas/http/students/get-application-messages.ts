import { myApplicationThreadRoute } from '../../../shared/contracts/students/get-application-messages';
import { defineHandler, json } from '../../lib/http';
import { studentThread } from '../../students/thread.service';

/** GET /api/intern/applications/{offerId}/messages: the thread of the caller's own application, marked read. */
export const handler = defineHandler(myApplicationThreadRoute, async ({ caller, params }) => json(200, await studentThread(caller.uid, params.offerId)));
