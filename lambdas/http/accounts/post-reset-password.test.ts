import { AdminSetUserPasswordCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient, InvalidPasswordException } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { authKeys } from '../../../shared/data/keys';
import { hashToken } from '../../lib/crypto';
import { context, httpEvent, outboxEventsWith, parse, testEnv, useTestEnv } from '../../testing/events';
import { transactItems } from '../../testing/transactions';
import { testUser } from '../../testing/users';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const eventBridge = mockClient(EventBridgeClient);
const route = { method: 'POST', path: '/api/reset-password' } as const;
const token = 'a'.repeat(43);

const reset = async (newPassword: string, ip = '203.0.113.9', linkToken = token) => {
  const { handler } = await import('./post-reset-password');
  const event = httpEvent(route, { body: JSON.stringify({ userId: 'user-1', token: linkToken, newPassword }) });
  event.requestContext.http.sourceIp = ip;
  const result = await handler(event, context);
  return { status: result.statusCode, body: parse(result) as { error?: { code: string; message: string }; message?: string } };
};
const linkDeletes = () => transactItems(dynamo).filter((item) => (item.Delete?.Key as { pk?: string } | undefined)?.pk === authKeys.link('reset', 'user-1').pk);

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS }).resolves({ Item: testUser() });
  dynamo.on(GetCommand, { TableName: testEnv.TABLE_AUTH, Key: authKeys.link('reset', 'user-1') }).resolves({ Item: { ...authKeys.link('reset', 'user-1'), hash: hashToken(token), expiresAt: Math.floor(Date.now() / 1000) + 600 } });
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminUserGlobalSignOutCommand).resolves({});
});

describe('POST /api/reset-password', () => {
  it('keeps the link usable when Cognito refuses the new password', async () => {
    cognito.on(AdminSetUserPasswordCommand).rejectsOnce(new InvalidPasswordException({ message: 'Password does not conform to policy', $metadata: {} }));
    const refused = await reset('secreta1');
    expect(refused.status).toBe(400);
    expect(linkDeletes()).toHaveLength(0);
    const accepted = await reset('secreta1');
    expect(accepted).toEqual({ status: 200, body: { message: 'Contraseña cambiada exitosamente.' } });
    expect(linkDeletes()).toHaveLength(1);
  });

  it('ends every session of the account: tokensValidAfter moves forward', async () => {
    const before = Date.now();
    expect((await reset('secreta1')).status).toBe(200);
    const ended = transactItems(dynamo).find((item) => item.Update?.TableName === testEnv.TABLE_USERS);
    expect(ended?.Update?.ExpressionAttributeValues?.[':at']).toBeGreaterThanOrEqual(before);
  });

  it('once the password changed, uses the link, ends the sessions and writes PasswordChanged (mail, audit) in one transaction: none is skipped', async () => {
    expect((await reset('secreta1')).status).toBe(200);
    expect(outboxEventsWith(dynamo).filter((event) => event.type === 'PasswordChanged')).toEqual([{ type: 'PasswordChanged', with: ['Delete auth', 'Put auth', 'Update users'] }]);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('answers a wrong link 429 in Spanish past the limit per IP or per uid, and touches no password', async () => {
    dynamo.on(UpdateCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Attributes: { hits: 1000 } });
    expect(await reset('secreta1', '203.0.113.9', 'b'.repeat(43))).toEqual({ status: 429, body: { error: { code: 'too-many-requests', message: 'Demasiados intentos. Intenta más tarde.' } } });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('takes the valid link past those limits, counting nothing', async () => {
    dynamo.on(UpdateCommand, { TableName: testEnv.TABLE_AUTH }).resolves({ Attributes: { hits: 1000 } });
    expect((await reset('secreta1')).status).toBe(200);
    expect(dynamo.commandCalls(UpdateCommand, { TableName: testEnv.TABLE_AUTH })).toHaveLength(0);
  });
});
