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

const recover = async (email: string, headers: Record<string, string> = {}) => {
  const { handler } = await import('./post-password-recovery');
  const event = httpEvent(route, { body: JSON.stringify({ email }) });
  Object.assign(event.headers, headers);
  const result = await handler(event, context);
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

  it('past the per-e-mail limit answers as always and sends nothing, so that nobody can lock a person out of recovery', async () => {
    dynamo.on(UpdateCommand).callsFake((input: { Key: { sk: string } }) => ({ Attributes: { hits: input.Key.sk.startsWith('recovery-email#') ? 4 : 1 } }));
    cognito.on(AdminGetUserCommand).resolves({ Username: 'x', UserAttributes: [{ Name: 'sub', Value: 'u1' }] });
    dynamo.on(GetCommand).resolves({ Item: { uid: 'u1', email: 'ana@example.cl' } });
    expect(await recover('ana@example.cl')).toEqual({ status: 200, body: { message: 'Correo de recuperación enviado.' } });
    expect(outboxEvents(dynamo)).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 429 in Spanish past the per-address limit, and looks nothing up', async () => {
    dynamo.on(UpdateCommand).callsFake((input: { Key: { sk: string } }) => ({ Attributes: { hits: input.Key.sk.startsWith('recovery-ip#') ? 21 : 1 } }));
    expect(await recover('ana@example.cl')).toEqual({ status: 429, body: { error: { code: 'too-many-requests', message: 'Demasiados intentos. Intenta más tarde.' } } });
    expect(cognito.calls()).toHaveLength(0);
  });

  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8::1:46532', '2001:db8:0:0::/64'],
  ])('counts per address on the viewer\'s own address (CloudFront-Viewer-Address %s), not the edge server\'s', async (header, address) => {
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'no', $metadata: {} }));
    await recover('ana@example.cl', { 'cloudfront-viewer-address': header });
    const counted = dynamo.commandCalls(UpdateCommand).map((call) => (call.args[0].input.Key as { pk: string; sk: string }).pk);
    expect(counted).toEqual(expect.arrayContaining([`RATE#${address}`, 'RATE#ana@example.cl']));
  });

  it('counts an IPv6 viewer per /64, the block one subscriber gets: a new address of the same block is the same viewer', async () => {
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'no', $metadata: {} }));
    for (const header of ['2001:db8:1:2::7:443', '[2001:0db8:0001:0002:ffff:1:2:3]:443', '2001:DB8:1:2:aaaa::1:50000']) await recover('ana@example.cl', { 'cloudfront-viewer-address': header });
    const counted = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input.Key as { pk: string; sk: string }).filter((key) => key.sk.startsWith('recovery-ip#'));
    expect(new Set(counted.map((key) => key.pk))).toEqual(new Set(['RATE#2001:db8:1:2::/64']));
  });

  it('counts an IPv4 address mapped into IPv6 as the IPv4 address', async () => {
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'no', $metadata: {} }));
    await recover('ana@example.cl', { 'cloudfront-viewer-address': '::ffff:198.51.100.10:443' });
    expect(dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input.Key)).toContainEqual({ pk: 'RATE#198.51.100.10', sk: expect.stringMatching(/^recovery-ip#/) as unknown });
  });
});
