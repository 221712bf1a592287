import { AdminSetUserMFAPreferenceCommand, CognitoIdentityProviderClient, InvalidParameterException } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, outboxEvents, parse, testEnv, useTestEnv } from '../../testing/events';

/**
 * PUT and DELETE /api/auth/two-factor: Cognito's preference first (it refuses a secret whose code was
 * never confirmed), then the document's mark with its event in one transaction; an admin cannot turn it
 * off, a Google account has none to set.
 */
useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const given = (document: Record<string, unknown>) => dynamo.on(GetCommand, { TableName: testEnv.TABLE_USERS, Key: { uid: 'u-1' } }).resolves({ Item: { uid: 'u-1', ...document } });

const call = async (method: 'PUT' | 'DELETE', groups?: string[]) => {
  const { handler } = method === 'PUT' ? await import('./put-two-factor') : await import('./delete-two-factor');
  const result = await handler(
    httpEvent({ method, path: '/api/auth/two-factor' }, { caller: { sub: 'u-1', email: 'u1@example.cl', username: 'u1@example.cl', ...(groups ? { groups } : {}) }, ...(method === 'PUT' ? { body: '{}' } : {}) }),
    context,
  );
  return { status: result.statusCode, body: parse(result) as { error?: { code: string } } | null };
};

const preference = () => cognito.commandCalls(AdminSetUserMFAPreferenceCommand).map((entry) => entry.args[0].input);
const marks = () => dynamo.commandCalls(TransactWriteCommand).map((entry) => entry.args[0].input.TransactItems?.[0]?.Update?.UpdateExpression);

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(TransactWriteCommand).resolves({});
  cognito.on(AdminSetUserMFAPreferenceCommand).resolves({});
});

describe('the second factor', () => {
  it('turns on in Cognito, then marks the document with its audited event', async () => {
    given({ userType: 'client', provider: 'password' });
    expect((await call('PUT')).status).toBe(204);
    expect(preference()).toEqual([{ UserPoolId: testEnv.USER_POOL_ID, Username: 'u1@example.cl', SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }]);
    expect(marks()).toEqual(['SET twoFactor = :totp']);
    expect(outboxEvents(dynamo)).toEqual([{ type: 'TwoFactorChanged', detail: { uid: 'u-1', enabled: true, at: expect.any(String) as unknown } }]);
  });

  it('writes nothing when Cognito refuses a secret that was never confirmed: 409 two-factor-not-verified', async () => {
    given({ userType: 'admin', provider: 'password' });
    cognito.on(AdminSetUserMFAPreferenceCommand).rejects(new InvalidParameterException({ message: 'User has not verified software token mfa', $metadata: {} }));
    expect(await call('PUT', ['admin'])).toMatchObject({ status: 409, body: { error: { code: 'two-factor-not-verified' } } });
    expect(marks()).toEqual([]);
  });

  it('is idempotent: turned on again, no second event', async () => {
    given({ userType: 'client', provider: 'password', twoFactor: 'totp' });
    expect((await call('PUT')).status).toBe(204);
    expect(marks()).toEqual([]);
  });

  it('turns off for a person, in Cognito and on the document', async () => {
    given({ userType: 'client', provider: 'password', twoFactor: 'totp' });
    expect((await call('DELETE')).status).toBe(204);
    expect(preference()).toEqual([expect.objectContaining({ SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } })]);
    expect(marks()).toEqual(['REMOVE twoFactor']);
    expect(outboxEvents(dynamo)).toEqual([{ type: 'TwoFactorChanged', detail: { uid: 'u-1', enabled: false, at: expect.any(String) as unknown } }]);
  });

  it('never turns off for an admin: 403 two-factor-admin-required, Cognito untouched', async () => {
    given({ userType: 'admin', provider: 'password', twoFactor: 'totp' });
    expect(await call('DELETE', ['admin'])).toMatchObject({ status: 403, body: { error: { code: 'two-factor-admin-required' } } });
    expect(preference()).toEqual([]);
    expect(marks()).toEqual([]);
  });

  it('has nothing to set on a Google account: 409 two-factor-google', async () => {
    given({ userType: 'client', provider: 'google' });
    expect(await call('PUT')).toMatchObject({ status: 409, body: { error: { code: 'two-factor-google' } } });
    expect(preference()).toEqual([]);
  });
});
