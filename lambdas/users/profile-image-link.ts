import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { formatUrl } from '@aws-sdk/core/util';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { extendedEncodeURIComponent, HttpRequest } from '@smithy/core/protocols';
import { Hash } from '@smithy/core/serde';
import { env } from '../lib/env';

/**
 * The read link of a profile image, signed without the S3 client: GET /api/me (and the live push
 * of the user's document) only sign, so their functions do not bundle @aws-sdk/client-s3, the
 * largest import of the function (about 140 KB). The link is the one `getSignedUrl(s3, new
 * GetObjectCommand(...))` gives for the same bucket, key and time (profile-image-link.test.ts
 * compares them): the host style of lambdas/lib/clients/s3.ts, the same query and signature.
 */

const HOUR_MS = 60 * 60 * 1000;
/** A read link signed at the start of the hour and valid two hours: the same link all hour, always valid at least one more. */
const READ_LINK_EXPIRES_SECONDS = 2 * 60 * 60;

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

/** The GetObject request the S3 client would send: path-style against an emulator (AWS_ENDPOINT_URL_S3, s3rver), virtual-hosted on AWS. */
const getObjectRequest = (bucket: string, key: string): HttpRequest => {
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
    query: { 'x-id': 'GetObject' },
    headers: { 'x-amz-checksum-mode': 'ENABLED' },
  });
};

/**
 * A link to read the image. Signed with the start of the current hour as its date, so that every
 * read within the hour gives the same URL (the browser keeps its cached image while the app polls).
 */
export const profileImageReadUrl = async (key: string, now = Date.now()): Promise<string> => {
  const signed = await s3Presigner().presign(getObjectRequest(env().BUCKET_UPLOADS, key), {
    signingDate: new Date(Math.floor(now / HOUR_MS) * HOUR_MS),
    expiresIn: READ_LINK_EXPIRES_SECONDS,
  });
  return formatUrl(signed);
};
