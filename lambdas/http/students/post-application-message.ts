import { writeToMyApplicationRoute } from '../../../shared/contracts/students/post-application-message';
import { defineHandler, json } from '../../lib/http';
import { writeAsStudent } from '../../students/thread.service';

/** POST /api/intern/applications/{offerId}/messages: the caller writes to the company of their own application. */
export const handler = defineHandler(writeToMyApplicationRoute, async ({ caller, params, body }) => json(201, await writeAsStudent(caller.uid, params.offerId, body.text)));
