/**
 * S3 buckets the functions use, with the environment variable that carries each physical name (the
 * SPA bucket exists only in the cloud). A versioned bucket keeps what is overwritten or deleted as a
 * noncurrent version for `noncurrentVersionDays`, then its lifecycle expires it; an erasure deletes
 * every version at once (lambdas/lib/uploads.ts `deleteEveryVersion`).
 */
export interface BucketDefinition {
  readonly name: string;
  readonly envVar: string;
  /** Versioning on, and how long a replaced or deleted file can still be restored. */
  readonly versions?: { readonly noncurrentVersionDays: number };
}

export const buckets = [
  // CVs and profile pictures: a replaced or deleted file can be brought back for 30 days (a mistake, a bug).
  { name: 'uploads', envVar: 'BUCKET_UPLOADS', versions: { noncurrentVersionDays: 30 } },
] as const satisfies readonly BucketDefinition[];

export type BucketName = (typeof buckets)[number]['name'];
