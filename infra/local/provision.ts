import {

  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  GetGroupCommand,
  ListUserPoolClientsCommand,
  UpdateUserPoolClientCommand,
  ListUserPoolsCommand,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { buckets } from '../../shared/data/buckets';
import { physicalTableName, projectedNonKeyAttributes, tables, type KeyAttribute, type TableDefinition } from '../../shared/data/tables';
import { userPoolSettings } from '../lib/user-pool';
import { LOCAL_PREFIX, USER_POOL_CLIENT_NAME, USER_POOL_NAME } from './config';

/** Turns a table definition (the one the CDK stack uses) into DynamoDB's CreateTable input. */
export const createTableInput = (prefix: string, table: TableDefinition): CreateTableCommandInput => {
  const attributes = new Map<string, KeyAttribute>();
  const keySchema = (partitionKey: KeyAttribute, sortKey?: KeyAttribute) => {
    attributes.set(partitionKey.name, partitionKey);
    if (sortKey) attributes.set(sortKey.name, sortKey);
    return [
      { AttributeName: partitionKey.name, KeyType: 'HASH' as const },
      ...(sortKey ? [{ AttributeName: sortKey.name, KeyType: 'RANGE' as const }] : []),
    ];
  };
  const input: CreateTableCommandInput = {
    TableName: physicalTableName(prefix, table),
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: keySchema(table.partitionKey, table.sortKey),
    GlobalSecondaryIndexes: table.globalIndexes?.map((index) => ({
      IndexName: index.indexName,
      KeySchema: keySchema(index.partitionKey, index.sortKey),
      Projection: { ProjectionType: index.projection?.type ?? 'ALL', NonKeyAttributes: projectedNonKeyAttributes(table, index) },
    })),
    StreamSpecification: table.stream ? { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } : undefined,
  };
  input.AttributeDefinitions = [...attributes.values()].map(
    (attribute): AttributeDefinition => ({ AttributeName: attribute.name, AttributeType: attribute.type }),
  );
  return input;
};

/**
 * Creates the tables that do not exist yet, and the indexes that a table made by an older version
 * lacks (one at a time, as DynamoDB wants). Answers the names of the tables that got new indexes,
 * whose existing items may need their index attributes.
 */
export const provisionTables = async (dynamo: DynamoDBClient, prefix = LOCAL_PREFIX): Promise<string[]> => {
  const existing = new Set((await dynamo.send(new ListTablesCommand({}))).TableNames ?? []);
  const indexed: string[] = [];
  for (const table of tables) {
    const input = createTableInput(prefix, table);
    if (existing.has(input.TableName ?? '')) {
      if (await addMissingIndexes(dynamo, input)) indexed.push(table.name);
      await enableMissingStream(dynamo, input);
      continue;
    }
    await dynamo.send(new CreateTableCommand(input));
    await dynamo.send(
      new UpdateTimeToLiveCommand({ TableName: input.TableName, TimeToLiveSpecification: { Enabled: true, AttributeName: table.ttlAttribute } }),
    );
  }
  return indexed;
};

const addMissingIndexes = async (dynamo: DynamoDBClient, input: CreateTableCommandInput): Promise<boolean> => {
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: input.TableName }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const missing = (input.GlobalSecondaryIndexes ?? []).filter((index) => !present.has(index.IndexName));
  for (const index of missing) {
    const keyNames = new Set((index.KeySchema ?? []).map((key) => key.AttributeName));
    await dynamo.send(
      new UpdateTableCommand({
        TableName: input.TableName,
        AttributeDefinitions: (input.AttributeDefinitions ?? []).filter((attribute) => keyNames.has(attribute.AttributeName)),
        GlobalSecondaryIndexUpdates: [{ Create: { IndexName: index.IndexName, KeySchema: index.KeySchema, Projection: index.Projection } }],
      }),
    );
  }
  return missing.length > 0;
};

/** A table made by an older version before its definition streamed gets its stream. */
const enableMissingStream = async (dynamo: DynamoDBClient, input: CreateTableCommandInput): Promise<void> => {
  if (!input.StreamSpecification) return;
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: input.TableName }));
  if (Table?.StreamSpecification?.StreamEnabled) return;
  await dynamo.send(new UpdateTableCommand({ TableName: input.TableName, StreamSpecification: input.StreamSpecification }));
};

export interface IdentityIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** Finds or creates the user pool, its web client and its groups, from the settings the CDK stack uses. */
export const provisionIdentity = async (cognito: CognitoIdentityProviderClient): Promise<IdentityIds> => {
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === USER_POOL_NAME)?.Id;
  if (!userPoolId) {
    const { passwordPolicy } = userPoolSettings;
    const created = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: USER_POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: {
          PasswordPolicy: {
            MinimumLength: passwordPolicy.minLength,
            RequireLowercase: passwordPolicy.requireLowercase,
            RequireUppercase: passwordPolicy.requireUppercase,
            RequireNumbers: passwordPolicy.requireDigits,
            RequireSymbols: passwordPolicy.requireSymbols,
          },
        },
      }),
    );
    userPoolId = created.UserPool?.Id;
  }
  if (!userPoolId) throw new Error('Could not create the local user pool');
  // Set again on a pool made before the second factor existed.
  await cognito.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: userPoolSettings.mfa.configuration,
      SoftwareTokenMfaConfiguration: { Enabled: userPoolSettings.mfa.totp },
    }),
  );

  const clients = await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.find((client) => client.ClientName === USER_POOL_CLIENT_NAME)?.ClientId;
  if (!userPoolClientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: USER_POOL_CLIENT_NAME,
        ExplicitAuthFlows: [...userPoolSettings.clientAuthFlows] as ExplicitAuthFlowsType[],
        GenerateSecret: false,
      }),
    );
    userPoolClientId = created.UserPoolClient?.ClientId;
  }
  if (!userPoolClientId) throw new Error('Could not create the local user pool client');
  // What the web client may write, as in AWS (set again on a pool made before it was kept here);
  // cognito-child.cjs refuses any other attribute in the client's own UpdateUserAttributes.
  await cognito.send(
    new UpdateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientId: userPoolClientId,
      ClientName: USER_POOL_CLIENT_NAME,
      ExplicitAuthFlows: [...userPoolSettings.clientAuthFlows] as ExplicitAuthFlowsType[],
      WriteAttributes: [...userPoolSettings.clientWriteAttributes],
    }),
  );

  for (const group of userPoolSettings.groups) {
    try {
      await cognito.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: group.name }));
    } catch {
      await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group.name, Description: group.description }));
    }
  }
  return { userPoolId, userPoolClientId };
};

export const bucketName = (bucket: (typeof buckets)[number]): string => `${LOCAL_PREFIX}-${bucket.name}`;

export const provisionBuckets = async (s3: S3Client, allowedOrigins: string[]): Promise<void> => {
  for (const bucket of buckets) {
    const Bucket = bucketName(bucket);
    try {
      await s3.send(new HeadBucketCommand({ Bucket }));
    } catch {
      await s3.send(new CreateBucketCommand({ Bucket }));
    }
    await s3.send(
      new PutBucketCorsCommand({
        Bucket,
        CORSConfiguration: {
          CORSRules: [{ AllowedOrigins: allowedOrigins, AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD'], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 }],
        },
      }),
    );
  }
};

