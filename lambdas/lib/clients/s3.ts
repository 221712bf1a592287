import { S3Client } from '@aws-sdk/client-s3';

/** The S3 client, created once per container by the functions that import it. s3rver only speaks path-style URLs. */
export const s3 = /* @__PURE__ */ new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) });
