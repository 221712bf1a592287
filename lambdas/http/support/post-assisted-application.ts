import { requestAssistedApplicationRoute } from '../../../shared/contracts/support/post-assisted-application';
import { defineHandler, json } from '../../lib/http';
import { requestAssistedApplication } from '../../support/support.service';

/** POST /api/support/assisted-applications: "Solicitar postulación asistida" for one likely benefit (annual plan). */
export const handler = defineHandler(requestAssistedApplicationRoute, async ({ caller, body }) => json(201, await requestAssistedApplication(caller.uid, body)));
