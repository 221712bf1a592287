import { SESv2Client } from '@aws-sdk/client-sesv2';

/** The SES v2 client, created once per container by the functions that import it. */
export const ses = /* @__PURE__ */ new SESv2Client({});
