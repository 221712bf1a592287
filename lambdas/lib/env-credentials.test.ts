import { defaultProvider } from './env-credentials';

describe('the credentials every bundled function uses (the default chain\'s first link, the environment)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('gives the execution role\'s credentials that Lambda puts in the environment, session token included', async () => {
    process.env.AWS_ACCESS_KEY_ID = 'ASIAEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret';
    process.env.AWS_SESSION_TOKEN = 'session-token';
    await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session-token' });
  });

  it('fails at once, saying why, where the environment has none (no metadata endpoint is tried)', async () => {
    delete process.env.AWS_ACCESS_KEY_ID;
    delete process.env.AWS_SECRET_ACCESS_KEY;
    await expect(defaultProvider()()).rejects.toThrow('Unable to find environment variable credentials.');
  });
});
