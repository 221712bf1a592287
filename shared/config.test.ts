import { parseWebConfig } from './config';

/** What the local stack writes (infra/local/stack.ts). */
const local = {
  region: 'us-east-1',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  userPoolEndpoint: 'http://127.0.0.1:9229',
  oauthDomain: '127.0.0.1:9090',
  apiPath: '/api',
  liveUrl: 'ws://127.0.0.1:3000/live',
};

// The browser reads /config.json as written: this check, where the CDK stack and the local stack write it, is the only one.
describe("/config.json's schema", () => {
  it('takes what the stacks write', () => {
    expect(parseWebConfig(local)).toEqual(local);
    expect(parseWebConfig({ ...local, userPoolEndpoint: undefined, oauthDomain: undefined, liveUrl: 'wss://live.example.cl/prod' })).toMatchObject({ liveUrl: 'wss://live.example.cl/prod' });
  });

  it('refuses a file the browser could not start with, naming the field', () => {
    expect(() => parseWebConfig({ ...local, userPoolId: '' })).toThrow(/userPoolId/);
    expect(() => parseWebConfig({ ...local, liveUrl: 'https://live.example.cl' })).toThrow(/liveUrl/);
    expect(() => parseWebConfig({ ...local, apiPath: '/v1' })).toThrow(/apiPath/);
    const { region: _region, ...withoutRegion } = local;
    expect(() => parseWebConfig(withoutRegion)).toThrow(/region/);
  });
});
