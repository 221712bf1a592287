import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { cognito } from '../lib/clients/cognito';
import { dynamo } from '../lib/clients/dynamo';
import { ses } from '../lib/clients/ses';
import { env } from '../lib/env';

/** The services GET /api/health asks after, one cheap read each: it throws when the service is down. */
export const dependencyChecks = {
  dynamodb: () => dynamo.send(new DescribeTableCommand({ TableName: env().TABLE_USERS })),
  cognito: () => cognito.send(new DescribeUserPoolCommand({ UserPoolId: env().USER_POOL_ID })),
  mail: async () => {
    const account = await ses.send(new GetAccountCommand({}));
    if (account.SendingEnabled === false) throw new Error('SES sending is disabled for this account');
  },
} as const;
