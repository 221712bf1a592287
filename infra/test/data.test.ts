import { Match } from 'aws-cdk-lib/assertions';
import { buckets } from '../../shared/data/buckets';
import { physicalTableName, tables, userListAttributes, type KeyAttribute, type TableDefinition } from '../../shared/data/tables';
import { createTableInput } from '../local/provision';
import { stageConfig } from '../lib/stage-config';
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
        // Retained on update or delete, but removed when the deploy that created it rolls back: a retry starts clean.
        DeletionPolicy: 'RetainExceptOnCreate',
        UpdateReplacePolicy: 'Retain',
      });
      dev.hasResource('AWS::DynamoDB::Table', {
        Properties: Match.objectLike({ TableName: physicalTableName('beneficios-dev', table), DeletionProtectionEnabled: false }),
        DeletionPolicy: 'Delete',
      });
    });
  });
});

describe.each(['staging', 'prod'] as const)('tables of %s', (stage) => {
  it('all have point-in-time recovery, and deletion protection with RETAIN exactly when the stage keeps its data (both: staging rehearses prod)', () => {
    const template = synthStage(stage);
    const retain = stageConfig(stage).retainData;
    expect(retain).toBe(true);
    for (const [, table] of resourcesOf(template, 'AWS::DynamoDB::Table')) {
      expect(table.Properties).toMatchObject({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: retain });
    }
    expect(Object.values(template.findResources('AWS::DynamoDB::Table')).map((table) => table.DeletionPolicy as string)).toEqual(
      tables.map(() => (retain ? 'RetainExceptOnCreate' : 'Delete')),
    );
  });
});

describe('uploads bucket', () => {
  const dev = synthStage('dev');

  it('exists once per bucket definition besides the SPA bucket and the access-log bucket', () => {
    expect(resourcesOf(dev, 'AWS::S3::Bucket')).toHaveLength(buckets.length + 2);
  });

  it('is named for the stage, account and region (the CSP names it)', () => {
    dev.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: { 'Fn::Join': ['', ['beneficios-dev-uploads-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]] },
    });
  });

  it('is private, encrypted, logged, and takes presigned POSTs and GETs from the site only', () => {
    dev.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LoggingConfiguration: { DestinationBucketName: { Ref: Match.stringLikeRegexp('^SiteLogs') }, LogFilePrefix: 's3/uploads/' },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['POST', 'GET'],
            AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteDistribution'), 'DomainName'] }]] }],
          }),
        ],
      },
    });
  });

  it('keeps what is replaced or deleted as versions for 30 days, then expires them and their lone delete markers', () => {
    dev.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: { 'Fn::Join': ['', ['beneficios-dev-uploads-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]] },
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, ExpiredObjectDeleteMarker: true, Status: 'Enabled' })]),
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
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('a failed first deploy of prod can be retried', () => {
  it('retains nothing with a plain Retain: every kept resource is removed when the deploy that created it rolls back', () => {
    const resources = Object.values(synthStage('prod').toJSON().Resources as Record<string, { DeletionPolicy?: string }>);
    expect(resources.filter((resource) => resource.DeletionPolicy === 'Retain')).toEqual([]);
    expect(resources.filter((resource) => resource.DeletionPolicy === 'RetainExceptOnCreate').length).toBeGreaterThanOrEqual(tables.length + buckets.length + 2);
  });
});

describe("the users table's indexes", () => {
  const users = synthStage('dev').toJSON().Resources as Record<string, { Type: string; Properties: { TableName?: string; GlobalSecondaryIndexes?: { IndexName: string; Projection: unknown }[] } }>;
  const table = Object.values(users).find((resource) => resource.Properties.TableName === 'beneficios-dev-users');
  /**
   * The indexes whose readers need whole documents: the clean-up job removes unactivated registrations
   * found by type (with their claims), and the reminders job evaluates each opted-in user's answers.
   */
  const wholeDocumentIndexes = ['byType', 'byReminders'];
  const allIndexes = table?.Properties.GlobalSecondaryIndexes ?? [];
  const indexes = allIndexes.filter((index) => !wholeDocumentIndexes.includes(index.IndexName));

  it('projects whole documents only where the reader needs them', () => {
    expect(allIndexes.filter((index) => (index.Projection as { ProjectionType: string }).ProjectionType === 'ALL').map((index) => index.IndexName)).toEqual(wholeDocumentIndexes);
  });

  it('copy only the admin list\'s attributes, never whole documents', () => {
    expect(indexes.length).toBeGreaterThan(0);
    for (const index of indexes) {
      expect(index.Projection).toEqual({ ProjectionType: 'INCLUDE', NonKeyAttributes: expect.any(Array) as unknown });
      const projected = new Set([...(index.Projection as { NonKeyAttributes: string[] }).NonKeyAttributes]);
      expect(projected.has('benefitStatuses')).toBe(false);
      expect(projected.has('birthDate')).toBe(false);
    }
  });

  it("keep every field of an admin list row and every filtered attribute, once keys are counted", () => {
    const definition = tables.find((candidate) => candidate.name === 'users') as TableDefinition;
    for (const index of indexes) {
      const own = definition.globalIndexes?.find((candidate) => candidate.indexName === index.IndexName);
      const keys = [definition.partitionKey.name, own?.partitionKey.name, own?.sortKey?.name];
      const projected = [...keys, ...(index.Projection as { NonKeyAttributes: string[] }).NonKeyAttributes];
      expect(projected).toEqual(expect.arrayContaining([...userListAttributes, 'uid']));
    }
  });

  it('stay within DynamoDB\'s 100 projected attributes per table', () => {
    expect(indexes.flatMap((index) => (index.Projection as { NonKeyAttributes: string[] }).NonKeyAttributes).length).toBeLessThanOrEqual(100);
  });

  it('are created the same way in DynamoDB Local (infra/local/provision.ts)', () => {
    const definition = tables.find((candidate) => candidate.name === 'users') as TableDefinition;
    const local = createTableInput('local', definition).GlobalSecondaryIndexes ?? [];
    expect(local.map((index) => [index.IndexName, index.Projection])).toEqual(allIndexes.map((index) => [index.IndexName, index.Projection]));
  });
});
