import { Aws, Duration } from 'aws-cdk-lib';
import { AttributeType, BillingMode, type Attribute, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { BucketDefinition } from '../../../shared/data/buckets';
import { physicalTableName, projectedNonKeyAttributes, type KeyAttribute, type TableDefinition } from '../../../shared/data/tables';
import { dataRemovalPolicy } from '../retention';
import { toConstructId } from './app-function';

const attribute = (key: KeyAttribute): Attribute => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

const projectionTypes = { ALL: ProjectionType.ALL, KEYS_ONLY: ProjectionType.KEYS_ONLY, INCLUDE: ProjectionType.INCLUDE } as const;

export interface DataOptions {
  /** `beneficios-dev`: prefixes physical names. */
  readonly prefix: string;
  /** Keep the data when the stack goes, and refuse to delete it by accident. */
  readonly retain: boolean;
}

/** A DynamoDB table built from its plain-data definition in `shared/data/tables.ts`. */
export const appTable = (scope: Construct, definition: TableDefinition, options: DataOptions): Table => {
  const table = new Table(scope, `${toConstructId(definition.name)}Table`, {
    tableName: physicalTableName(options.prefix, definition),
    partitionKey: attribute(definition.partitionKey),
    ...(definition.sortKey ? { sortKey: attribute(definition.sortKey) } : {}),
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: definition.ttlAttribute,
    ...(definition.stream ? { stream: StreamViewType.NEW_AND_OLD_IMAGES } : {}),
    deletionProtection: options.retain,
    removalPolicy: dataRemovalPolicy(options.retain),
  });
  for (const index of definition.globalIndexes ?? []) {
    table.addGlobalSecondaryIndex({
      indexName: index.indexName,
      partitionKey: attribute(index.partitionKey),
      ...(index.sortKey ? { sortKey: attribute(index.sortKey) } : {}),
      projectionType: projectionTypes[index.projection?.type ?? 'ALL'],
      nonKeyAttributes: projectedNonKeyAttributes(definition, index),
    });
  }
  return table;
};

/**
 * The physical name of an app bucket: named, not generated, so that the site's Content-Security-Policy
 * can name it without a reference (the bucket's CORS already refers to the distribution).
 */
export const appBucketName = (prefix: string, definition: Pick<BucketDefinition, 'name'>): string =>
  `${prefix}-${definition.name}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/**
 * A private bucket the functions use. The browser uploads to it with a presigned POST and reads
 * with presigned GET links, from the site's origin only.
 */
export const appBucket = (scope: Construct, definition: BucketDefinition, options: DataOptions & { siteUrl: string; logBucket: IBucket }): Bucket =>
  new Bucket(scope, `${toConstructId(definition.name)}Bucket`, {
    bucketName: appBucketName(options.prefix, definition),
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    cors: [{ allowedMethods: [HttpMethods.POST, HttpMethods.GET], allowedOrigins: [options.siteUrl], allowedHeaders: ['*'], maxAge: 3000 }],
    versioned: definition.versions !== undefined,
    lifecycleRules: [
      { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      // A replaced or deleted file's old versions expire; a delete marker left with no version goes too.
      ...(definition.versions ? [{ noncurrentVersionExpiration: Duration.days(definition.versions.noncurrentVersionDays), expiredObjectDeleteMarker: true }] : []),
    ],
    serverAccessLogsBucket: options.logBucket,
    serverAccessLogsPrefix: `s3/${definition.name}/`,
    removalPolicy: dataRemovalPolicy(options.retain),
    autoDeleteObjects: !options.retain,
  });
