import * as routes from '../../../shared/route-table';
import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { cognito } from '../../lib/clients/cognito';
import { dynamo } from '../../lib/clients/dynamo';
import { ses } from '../../lib/clients/ses';
import { env } from '../../lib/env';
import { defineHandler, json } from '../../lib/http';
import { logger } from '../../lib/logger';

const CHECK_TIMEOUT_MS = 2000;

const checks = {
  dynamodb: () => dynamo.send(new DescribeTableCommand({ TableName: env().TABLE_USERS })),
  cognito: () => cognito.send(new DescribeUserPoolCommand({ UserPoolId: env().USER_POOL_ID })),
  mail: async () => {
    const account = await ses.send(new GetAccountCommand({}));
    if (account.SendingEnabled === false) throw new Error('SES sending is disabled for this account');
  },
} as const;

type Dependency = keyof typeof checks;

const probe = async (name: Dependency): Promise<'ok' | 'down'> => {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), CHECK_TIMEOUT_MS);
  try {
    await Promise.race([
      checks[name](),
      new Promise((_, reject) => abort.signal.addEventListener('abort', () => reject(new Error('timeout')))),
    ]);
    return 'ok';
  } catch (error) {
    logger.warn('Dependency check failed', { dependency: name, error });
    return 'down';
  } finally {
    clearTimeout(timer);
  }
};

/** GET /api/health: 200 with each dependency's state, or 503 naming the ones that are down. */
export const handler = defineHandler(routes.health, async () => {
  const names = Object.keys(checks) as Dependency[];
  const states = await Promise.all(names.map(async (name) => [name, await probe(name)] as const));
  const dependencies = Object.fromEntries(states);
  const down = states.filter(([, state]) => state === 'down').map(([name]) => name);
  return json(down.length ? 503 : 200, { status: down.length ? 'down' : 'ok', dependencies, ...(down.length ? { down } : {}) });
});
