import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { routes } from '../../shared/routes';
import { context, httpEvent, parse, useTestEnv } from '../testing/events';
import { defineHandler, json } from './http';
import { ORIGIN_HEADER, ORIGIN_HEADER_VALUE, ORIGIN_SECRET_ARN, ORIGIN_VALUES_TTL_MS, resetOriginValues } from './origin-check';

useTestEnv();
const secrets = mockClient(SecretsManagerClient);
const SECRET_ARN = 'arn:aws:secretsmanager:sa-east-1:123456789012:secret:beneficios-prod-origin-AbCdEf';

let calls = 0;
const handler = defineHandler(routes.health, () => {
  calls += 1;
  return Promise.resolve(json(200, { status: 'ok', dependencies: {} }));
});
const call = (header?: string) => {
  const event = httpEvent({ method: 'GET', path: '/api/health' });
  if (header !== undefined) event.headers[ORIGIN_HEADER] = header;
  return handler(event, context);
};
const refused = { error: { code: 'forbidden', message: 'Esta dirección solo atiende solicitudes hechas desde el sitio de Beneficios Chile.' } };

const secretHolds = (current: string, previous?: string) => {
  secrets.reset();
  secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: current });
  if (previous) secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN, VersionStage: 'AWSPREVIOUS' }).resolves({ SecretString: previous });
  else secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN, VersionStage: 'AWSPREVIOUS' }).rejects(Object.assign(new Error('no previous'), { name: 'ResourceNotFoundException' }));
};

beforeEach(() => {
  calls = 0;
  resetOriginValues();
  process.env[ORIGIN_SECRET_ARN] = SECRET_ARN;
  Reflect.deleteProperty(process.env, ORIGIN_HEADER_VALUE);
  secretHolds('current-value', 'previous-value');
});

afterAll(() => {
  Reflect.deleteProperty(process.env, ORIGIN_SECRET_ARN);
  jest.useRealTimers();
});

describe('the origin check (CloudFront\'s secret header), before anything else of a handler', () => {
  it.each([
    ['without the header', undefined],
    ['with an empty header', ''],
    ['with a wrong value', 'guessed-value'],
    ['with a value of another length', 'current-value-and-more'],
  ])('refuses a request %s with 403 and a Spanish message, running nothing', async (_case, header) => {
    const result = await call(header);
    expect(result.statusCode).toBe(403);
    expect(parse(result)).toEqual(refused);
    expect(calls).toBe(0);
  });

  it('accepts the current and the previous value of the secret (a rotation in progress)', async () => {
    for (const value of ['current-value', 'previous-value']) {
      expect((await call(value)).statusCode).toBe(200);
    }
    expect(calls).toBe(2);
    // One read of each version for both requests: the values are cached.
    expect(secrets.commandCalls(GetSecretValueCommand).map((read) => read.args[0].input.VersionStage).sort()).toEqual(['AWSCURRENT', 'AWSPREVIOUS']);
  });

  it('accepts the current value of a secret never rotated (no previous version)', async () => {
    secretHolds('only-value');
    expect((await call('only-value')).statusCode).toBe(200);
    expect((await call('previous-value')).statusCode).toBe(403);
  });

  it('reads the secret again after five minutes: after a second rotation the oldest value is refused', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T00:00:00Z') });
    expect((await call('previous-value')).statusCode).toBe(200);
    secretHolds('newest-value', 'current-value');
    expect((await call('newest-value')).statusCode).toBe(403);
    jest.setSystemTime(Date.now() + ORIGIN_VALUES_TTL_MS + 1);
    expect((await call('newest-value')).statusCode).toBe(200);
    expect((await call('current-value')).statusCode).toBe(200);
    expect((await call('previous-value')).statusCode).toBe(403);
    jest.useRealTimers();
  });

  it('answers 500 while the secret cannot be read, and reads it again on the next request', async () => {
    secrets.reset();
    secrets.on(GetSecretValueCommand).rejects(new Error('throttled'));
    expect((await call('current-value')).statusCode).toBe(500);
    secretHolds('current-value');
    expect((await call('current-value')).statusCode).toBe(200);
    expect(calls).toBe(1);
  });

  it('takes the local stack\'s own value where there is no Secrets Manager, and reads no secret', async () => {
    Reflect.deleteProperty(process.env, ORIGIN_SECRET_ARN);
    process.env[ORIGIN_HEADER_VALUE] = 'local-value';
    expect((await call('local-value')).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(403);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('refuses before the caller\'s document or the body is read', async () => {
    const { handler: patchMe } = await import('../http/me/patch-me');
    const event = httpEvent({ method: 'PATCH', path: '/api/me' }, { caller: { sub: 'user-1' }, body: '{not json' });
    const result = await patchMe(event, context);
    expect(result.statusCode).toBe(403);
    expect(parse(result)).toEqual(refused);
  });
});
