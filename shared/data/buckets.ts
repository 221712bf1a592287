/** S3 buckets the functions use, with the environment variable that carries each physical name (the SPA bucket exists only in the cloud). */
export const buckets = [{ name: 'uploads', envVar: 'BUCKET_UPLOADS' }] as const;

export type BucketName = (typeof buckets)[number]['name'];
export type BucketDefinition = (typeof buckets)[number];
