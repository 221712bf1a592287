import { AdminGetUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { context, httpEvent, outboxEvents, parse, useTestEnv } from '../../testing/events';

useTestEnv();
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const events = mockClient(EventBridgeClient);
const route = { method: 'POST', path: '/api/mail/password-recovery' } as const;

const recover = async (email: string) => {
  const { handler } = await import('./post-password-recovery');
  const result = await handler(httpEvent(route, { body: JSON.stringify({ email }) }), context);
  return { status: result.statusCode, body: parse(result) };
};

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  events.reset();
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  events.on(PutEventsCommand).resolves({ FailedEntryCount: 0 });
});

describe('POST /api/mail/password-recovery', () => {
  it('answers the same for an unknown e-mail, and asks for no mail', async () => {
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'no', $metadata: {} }));
    expect(await recover('nadie@example.cl')).toEqual({ status: 200, body: { message: 'Correo de recuperación enviado.' } });
    expect(outboxEvents(dynamo)).toHaveLength(0);
  });

  it('asks the mailer for a recovery mail for a known account', async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'x', UserAttributes: [{ Name: 'sub', Value: 'u1' }] });
    dynamo.on(GetCommand).resolves({ Item: { uid: 'u1', email: 'ana@example.cl' } });
    expect(await recover('ana@example.cl')).toEqual({ status: 200, body: { message: 'Correo de recuperación enviado.' } });
    expect(outboxEvents(dynamo)[0]?.detail).toMatchObject({ uid: 'u1', kind: 'password-recovery' });
  });

  it('answers 429 in Spanish past the limit, and looks nothing up', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 4 } });
    expect(await recover('ana@example.cl')).toEqual({ status: 429, body: { error: { code: 'too-many-requests', message: 'Demasiados intentos. Intenta más tarde.' } } });
    expect(cognito.calls()).toHaveLength(0);
  });
});
