import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { LOCAL_HOST } from '../config';
import type { RunningProcess } from './dynamodb';

interface ListedObject {
  key: string;
  lastModifiedDate: Date;
  size: number;
  metadata: Record<string, string>;
}

interface S3rverContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  body: unknown;
  store: { listObjects(bucket: string, options: { prefix?: string; startAfter?: string; maxKeys: number }): Promise<{ objects: ListedObject[]; isTruncated: boolean }> };
}

/**
 * ListObjectVersions of a bucket without versioning, which s3rver does not serve: as S3 answers it
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/API_ListObjectVersions.html), every object once,
 * current, with the version id `null`. The local uploads bucket has no versions (s3rver keeps none),
 * so an erasure's listing of every version (lambdas/lib/uploads.ts) finds every object; deleting
 * `null` deletes it, as in S3 (s3rver's DeleteObjects deletes the key).
 */
const listObjectVersions = async (ctx: S3rverContext, next: () => Promise<void>): Promise<void> => {
  const bucket = /^\/([^/]+)\/?$/.exec(ctx.path)?.[1];
  if (ctx.method !== 'GET' || !bucket || !('versions' in ctx.query)) return next();
  const prefix = ctx.query.prefix ?? '';
  const keyMarker = ctx.query['key-marker'] ?? '';
  const maxKeys = Math.min(1000, Number(ctx.query['max-keys'] ?? 1000));
  const listed = await ctx.store.listObjects(bucket, { prefix, startAfter: keyMarker, maxKeys });
  const last = listed.objects.at(-1);
  ctx.body = {
    ListVersionsResult: {
      '@': { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' },
      Name: bucket,
      Prefix: prefix,
      KeyMarker: keyMarker,
      VersionIdMarker: ctx.query['version-id-marker'] ?? '',
      MaxKeys: maxKeys,
      IsTruncated: listed.isTruncated,
      ...(listed.isTruncated && last ? { NextKeyMarker: last.key, NextVersionIdMarker: 'null' } : {}),
      Version: listed.objects.map((object) => ({
        Key: object.key,
        VersionId: 'null',
        IsLatest: true,
        LastModified: object.lastModifiedDate.toISOString(),
        ETag: object.metadata.etag,
        Size: object.size,
        StorageClass: 'STANDARD',
      })),
    },
  };
};

/** s3rver, in this process, keeping objects in `dataDir`. Buckets are created by the provisioning step. */
export const startS3 = async (port: number, dataDir: string): Promise<RunningProcess> => {
  mkdirSync(dataDir, { recursive: true });
  const server = new S3rver({ port, address: LOCAL_HOST, directory: dataDir, silent: true, allowMismatchedSignatures: true });
  // Before its router (the last of its middleware), after its XML encoding of a plain object body.
  server.middleware.splice(server.middleware.length - 1, 0, listObjectVersions);
  await server.run();
  return { stop: () => server.close() };
};
