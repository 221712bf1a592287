import { CognitoIdentityProviderClient, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetAccountCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, parse, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
mockClient(DynamoDBClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const ses = mockClient(SESv2Client);
const route = { method: 'GET', path: '/api/health' } as const;

describe('GET /api/health', () => {
  beforeEach(() => {
    dynamo.reset();
    cognito.reset();
    ses.reset();
    dynamo.on(DescribeTableCommand).resolves({});
    cognito.on(DescribeUserPoolCommand).resolves({});
    ses.on(GetAccountCommand).resolves({ SendingEnabled: true });
  });

  it('answers 200 when DynamoDB, Cognito and mail all answer', async () => {
    const { handler } = await import('./get-health');
    const result = await handler(httpEvent(route), context);
    expect(result.statusCode).toBe(200);
    expect(parse(result)).toEqual({ status: 'ok', dependencies: { dynamodb: 'ok', cognito: 'ok', mail: 'ok' } });
  });

  it('answers 503 naming the dependency that is down', async () => {
    cognito.on(DescribeUserPoolCommand).rejects(new Error('ECONNREFUSED'));
    const { handler } = await import('./get-health');
    const result = await handler(httpEvent(route), context);
    expect(result.statusCode).toBe(503);
    expect(parse(result)).toEqual({ status: 'down', dependencies: { dynamodb: 'ok', cognito: 'down', mail: 'ok' }, down: ['cognito'] });
  });

  it('counts mail as down when the account may not send', async () => {
    ses.on(GetAccountCommand).resolves({ SendingEnabled: false });
    const { handler } = await import('./get-health');
    const result = await handler(httpEvent(route), context);
    expect(result.statusCode).toBe(503);
    expect(parse(result)).toMatchObject({ down: ['mail'] });
  });
});
