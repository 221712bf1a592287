import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { formatUrl } from '@aws-sdk/core/util';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { extendedEncodeURIComponent, HttpRequest } from '@smithy/core/protocols';
import { Hash } from '@smithy/core/serde';
import { env } from './env';

/**
 * Links to read one object of the uploads bucket, signed without the S3 client: a function that only
 * hands out links (GET /api/me, the live push of the user's document, a company opening an applicant)
 * does not bundle @aws-sdk/client-s3, with its checksums, S3 middleware and endpoint rules the largest
 * import of a function. A link is the one `getSignedUrl(s3, new GetObjectCommand(...))` gives for the
 * same object, parameters and time (cv-link.test.ts and profile-image-link.test.ts compare them): the host style of
 * lambdas/lib/clients/s3.ts, the same query and signature.
 */

/** The SDK's default chain (the Lambda role's variables, profiles, container or instance roles), cached until they near expiry. */
let credentials: ReturnType<typeof defaultProvider> | undefined;
let presigner: S3RequestPresigner | undefined;

const s3Presigner = (): S3RequestPresigner => {
  credentials ??= defaultProvider();
  presigner ??= new S3RequestPresigner({
    credentials,
    // Set by Lambda in every function, and by the local stack; the S3 client reads the same variable first.
    region: () => Promise.resolve(process.env.AWS_REGION ?? ''),
    sha256: Hash.bind(null, 'sha256'),
  });
  return presigner;
};

/** A bucket name S3 serves as its own host name over HTTPS (as the SDK's endpoint rules decide); otherwise path-style. */
const virtualHostable = (bucket: string): boolean => /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket);

/** How the object is served: what GetObject's `ResponseContentType` and `ResponseContentDisposition` set. */
export interface ReadLinkResponse {
  contentType?: string;
  contentDisposition?: string;
}

/** The GetObject request the S3 client would send: path-style against an emulator (AWS_ENDPOINT_URL_S3, s3rver), virtual-hosted on AWS. */
const getObjectRequest = (bucket: string, key: string, response: ReadLinkResponse): HttpRequest => {
  const keyPath = key.split('/').map(extendedEncodeURIComponent).join('/');
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  const region = process.env.AWS_REGION ?? '';
  const origin = endpoint
    ? new URL(endpoint)
    : new URL(virtualHostable(bucket) ? `https://${bucket}.s3.${region}.amazonaws.com` : `https://s3.${region}.amazonaws.com`);
  const basePath = origin.pathname.replace(/\/$/, '');
  return new HttpRequest({
    method: 'GET',
    protocol: origin.protocol,
    hostname: origin.hostname,
    port: origin.port ? Number(origin.port) : undefined,
    path: endpoint || !virtualHostable(bucket) ? `${basePath}/${extendedEncodeURIComponent(bucket)}/${keyPath}` : `/${keyPath}`,
    // What the S3 client adds to every GetObject: the operation's name and (its default response
    // checksum validation) the checksum mode, which the presigner moves to the query.
    query: {
      'x-id': 'GetObject',
      ...(response.contentDisposition ? { 'response-content-disposition': response.contentDisposition } : {}),
      ...(response.contentType ? { 'response-content-type': response.contentType } : {}),
    },
    headers: { 'x-amz-checksum-mode': 'ENABLED' },
  });
};

/** A link to read `key` of the uploads bucket for `expiresIn` seconds from `signingDate` (now when not given). */
export const signedReadUrl = async (key: string, { expiresIn, signingDate, response = {} }: { expiresIn: number; signingDate?: Date; response?: ReadLinkResponse }): Promise<string> => {
  const signed = await s3Presigner().presign(getObjectRequest(env().BUCKET_UPLOADS, key, response), { expiresIn, ...(signingDate ? { signingDate } : {}) });
  return formatUrl(signed);
};
