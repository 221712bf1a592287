import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * SDK clients, created once per container. Endpoints come from the SDK's own
 * `AWS_ENDPOINT_URL_<SERVICE>` variables, which only the local stack sets.
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
export const cognito = new CognitoIdentityProviderClient({});
export const eventBridge = new EventBridgeClient({});
export const ses = new SESv2Client({});
// s3rver only speaks path-style URLs.
export const s3 = new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) });
