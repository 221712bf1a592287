import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient, DescribeUserPoolDomainCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { stageConfig } from '../lib/stage-config';
import { type Check, formatReport, paymentSecretName, preflight } from './preflight-checks';

const cloudFormation = mockClient(CloudFormationClient);
const secrets = mockClient(SecretsManagerClient);
const ses = mockClient(SESv2Client);
const cognito = mockClient(CognitoIdentityProviderClient);
const clients = { cloudFormation: () => new CloudFormationClient({}), secrets: new SecretsManagerClient({}), ses: new SESv2Client({}), cognito: new CognitoIdentityProviderClient({}) };

const notFound = (name: string) => Object.assign(new Error(name), { name });
const config = stageConfig('staging');
const run = () => preflight(clients, 'staging', config, 'sa-east-1');
const failing = (checks: Check[]) => checks.filter((check) => !check.ok).map((check) => check.title);

/** An account where everything is ready. */
beforeEach(() => {
  for (const client of [cloudFormation, secrets, ses, cognito]) client.reset();
  cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).resolves({ Stacks: [{ StackName: 'CDKToolkit', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() }] });
  cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-staging' }).rejects(notFound('ValidationError'));
  secrets.on(GetSecretValueCommand, { SecretId: config.googleSecretName }).resolves({ SecretString: JSON.stringify({ clientId: 'id.apps.googleusercontent.com', clientSecret: 's' }) });
  secrets.on(GetSecretValueCommand, { SecretId: paymentSecretName('staging') }).resolves({ SecretString: JSON.stringify({ commerceCode: '597055555541', childCommerceCode: '597055555542', apiKey: 'k' }) });
  ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true });
  ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
  cognito.on(DescribeUserPoolDomainCommand).resolves({ DomainDescription: {} });
});

describe('npm run preflight', () => {
  it('passes an account where everything is ready, checking bootstrap in the stage region and us-east-1', async () => {
    const checks = await run();
    expect(failing(checks)).toEqual([]);
    expect(checks.map((check) => check.title)).toEqual(expect.arrayContaining(['CDK bootstrap in sa-east-1', 'CDK bootstrap in us-east-1']));
  });

  it('says how to bootstrap a region that is not', async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).rejects(notFound('ValidationError'));
    const checks = await run();
    expect(failing(checks)).toEqual(['CDK bootstrap in sa-east-1', 'CDK bootstrap in us-east-1']);
    expect(formatReport(checks)).toContain('npx cdk bootstrap aws://ACCOUNT/sa-east-1');
  });

  it.each([
    ['missing', () => secrets.on(GetSecretValueCommand, { SecretId: config.googleSecretName }).rejects(notFound('ResourceNotFoundException')), /Missing/],
    ['not JSON', () => secrets.on(GetSecretValueCommand, { SecretId: config.googleSecretName }).resolves({ SecretString: 'id:secret' }), /Not JSON/],
    ['of the wrong shape', () => secrets.on(GetSecretValueCommand, { SecretId: config.googleSecretName }).resolves({ SecretString: '{"client_id":"x"}' }), /Wrong shape.*clientId/],
  ])('names a Google secret that is %s', async (_case, arrange, detail) => {
    arrange();
    const checks = await run();
    expect(failing(checks)).toEqual([`Google OAuth secret ${config.googleSecretName}`]);
    expect(checks.find((check) => !check.ok)?.detail).toMatch(detail);
  });

  it('checks the payment provider\'s secret', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: paymentSecretName('staging') }).resolves({ SecretString: JSON.stringify({ commerceCode: 'abc', apiKey: 'k' }) });
    expect(failing(await run())).toEqual([`Transbank Oneclick Mall secret ${paymentSecretName('staging')}`]);
  });

  it('reports the SES sandbox and an unverified sender domain, but not a domain the first deploy will create', async () => {
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false });
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false });
    expect(failing(await run())).toEqual(['SES production access', 'SES identity staging.beneficios.cl']);
    ses.on(GetEmailIdentityCommand).rejects(notFound('NotFoundException'));
    expect(failing(await run())).toEqual(['SES production access']);
  });

  it('refuses an auth domain prefix held by another pool, and accepts the stage\'s own', async () => {
    cognito.on(DescribeUserPoolDomainCommand).resolves({ DomainDescription: { UserPoolId: 'sa-east-1_other' } });
    expect(failing(await run())).toEqual([`Cognito domain prefix ${config.authDomainPrefix}`]);
    cloudFormation
      .on(DescribeStacksCommand, { StackName: 'beneficios-staging' })
      .resolves({ Stacks: [{ StackName: 'beneficios-staging', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date(), Outputs: [{ OutputKey: 'UserPoolId', OutputValue: 'sa-east-1_other' }] }] });
    expect(failing(await run())).toEqual([]);
  });

  it('refuses a certificate outside us-east-1', async () => {
    const withDomain = { ...config, domain: { name: 'staging.beneficios.cl', certificateArn: 'arn:aws:acm:sa-east-1:123456789012:certificate/abc' } };
    expect(failing(await preflight(clients, 'staging', withDomain, 'sa-east-1'))).toEqual(['Certificate for staging.beneficios.cl']);
  });
});
