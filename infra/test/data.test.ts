import { Match } from 'aws-cdk-lib/assertions';
import { buckets } from '../lib/identity';
import { physicalTableName, tables, type KeyAttribute, type TableDefinition } from '../lib/tables';
import { resourcesOf, synthStage } from './synth';

const keySchema = (partitionKey: KeyAttribute, sortKey?: KeyAttribute) => [
  { AttributeName: partitionKey.name, KeyType: 'HASH' },
  ...(sortKey ? [{ AttributeName: sortKey.name, KeyType: 'RANGE' }] : []),
];

const definitions: readonly TableDefinition[] = tables;

describe('tables', () => {
  const dev = synthStage('dev');
  const prod = synthStage('prod');

  it('builds exactly the tables of tables.ts', () => {
    expect(resourcesOf(dev, 'AWS::DynamoDB::Table')).toHaveLength(tables.length);
  });

  describe.each(definitions.map((table) => [table.name, table] as const))('%s', (_name, table) => {
    it('has its keys, on-demand billing, point-in-time recovery and TTL', () => {
      dev.hasResourceProperties('AWS::DynamoDB::Table', {
        TableName: physicalTableName('beneficios-dev', table),
        KeySchema: keySchema(table.partitionKey, table.sortKey),
        AttributeDefinitions: Match.arrayWith([{ AttributeName: table.partitionKey.name, AttributeType: table.partitionKey.type }]),
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
      });
    });

    it(table.stream ? 'streams new and old images' : 'has no stream', () => {
      dev.hasResourceProperties('AWS::DynamoDB::Table', {
        TableName: physicalTableName('beneficios-dev', table),
        StreamSpecification: table.stream ? { StreamViewType: 'NEW_AND_OLD_IMAGES' } : Match.absent(),
      });
    });

    it('has the global indexes of its definition', () => {
      const indexes = (table.globalIndexes ?? []).map((index) =>
        Match.objectLike({ IndexName: index.indexName, KeySchema: keySchema(index.partitionKey, index.sortKey) }),
      );
      dev.hasResourceProperties('AWS::DynamoDB::Table', {
        TableName: physicalTableName('beneficios-dev', table),
        GlobalSecondaryIndexes: indexes.length ? Match.arrayWith(indexes) : Match.absent(),
      });
    });

    it('is retained with deletion protection in prod and deletable in dev', () => {
      prod.hasResource('AWS::DynamoDB::Table', {
        Properties: Match.objectLike({ TableName: physicalTableName('beneficios-prod', table), DeletionProtectionEnabled: true }),
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
      });
      dev.hasResource('AWS::DynamoDB::Table', {
        Properties: Match.objectLike({ TableName: physicalTableName('beneficios-dev', table), DeletionProtectionEnabled: false }),
        DeletionPolicy: 'Delete',
      });
    });
  });
});

describe('uploads bucket', () => {
  const dev = synthStage('dev');

  it('exists once per bucket definition besides the SPA bucket', () => {
    expect(resourcesOf(dev, 'AWS::S3::Bucket')).toHaveLength(buckets.length + 1);
  });

  it('is private, encrypted, and takes PUTs from the site only', () => {
    dev.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['PUT'],
            AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteDistribution'), 'DomainName'] }]] }],
          }),
        ],
      },
    });
  });

  it('refuses plain HTTP', () => {
    dev.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^UploadsBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('is retained in prod', () => {
    synthStage('prod').hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({ CorsConfiguration: Match.anyValue() }),
      DeletionPolicy: 'Retain',
    });
  });
});
