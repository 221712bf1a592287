import { answerApplicantRoute } from '../../../shared/contracts/students/post-applicant-status';
import { defineHandler, json } from '../../lib/http';
import { answerApplication } from '../../students/applications.service';

/** POST /api/company/offers/{offerId}/applications/{studentUid}/status: en revisión, seleccionada or no seleccionada. */
export const handler = defineHandler(answerApplicantRoute, async ({ caller, params, body }) =>
  json(200, await answerApplication(caller.uid, params.offerId, params.studentUid, body.status)),
);
