import { createCompanyLogoUploadRoute } from '../../../shared/contracts/company-offers/post-logo-upload-url';
import { issueCompanyLogoUpload } from '../../internships/company-logos.service';
import { defineHandler, json } from '../../lib/http';

/** POST /api/company/page/logo/upload-url: a presigned POST for one logo under the company's own prefix. */
export const handler = defineHandler(createCompanyLogoUploadRoute, async ({ caller, body }) => json(200, await issueCompanyLogoUpload(caller.uid, body.contentType)));
