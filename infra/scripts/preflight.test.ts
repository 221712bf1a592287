import { CloudFormationClient, DescribeStacksCommand, type StackStatus } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient, DescribeUserPoolDomainCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { stageConfig } from '../lib/stage-config';
import { transbankSecretSchema } from '../../lambdas/billing/transbank-config';
import { paymentsEnvironment } from '../lib/constructs/app-function';
import { type Check, formatReport, paymentSecretName, paymentSecretSchema, preflight } from './preflight-checks';

const cloudFormation = mockClient(CloudFormationClient);
const secrets = mockClient(SecretsManagerClient);
const ses = mockClient(SESv2Client);
const cognito = mockClient(CognitoIdentityProviderClient);
const clients = { cloudFormation: (region: string) => new CloudFormationClient({ region }), secrets: new SecretsManagerClient({}), ses: new SESv2Client({}), cognito: new CognitoIdentityProviderClient({}) };

const notFound = (name: string) => Object.assign(new Error(name), { name });
const config = stageConfig('staging');
const paymentSecret = String(paymentSecretName(config));
const run = () => preflight(clients, 'staging', config, 'sa-east-1');
const failing = (checks: Check[]) => checks.filter((check) => !check.ok).map((check) => check.title);

/** An account where everything is ready. */
beforeEach(() => {
  for (const client of [cloudFormation, secrets, ses, cognito]) client.reset();
  cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).resolves({ Stacks: [{ StackName: 'CDKToolkit', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() }] });
  cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-staging' }).rejects(notFound('ValidationError'));
  secrets.on(GetSecretValueCommand, { SecretId: config.googleSecretName }).resolves({ SecretString: JSON.stringify({ clientId: 'id.apps.googleusercontent.com', clientSecret: 's' }) });
  secrets.on(GetSecretValueCommand, { SecretId: paymentSecret }).resolves({ SecretString: JSON.stringify({ commerceCode: '597055555541', childCommerceCode: '597055555542', apiKey: 'k' }) });
  ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true });
  ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
  cognito.on(DescribeUserPoolDomainCommand).resolves({ DomainDescription: {} });
  cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-staging-edge' }).rejects(notFound('ValidationError'));
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
    secrets.on(GetSecretValueCommand, { SecretId: paymentSecret }).resolves({ SecretString: JSON.stringify({ commerceCode: 'abc', apiKey: 'k' }) });
    expect(failing(await run())).toEqual([`Transbank Oneclick Mall secret ${paymentSecret}`]);
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

  it('looks for the certificate\'s stack in us-east-1, and says to delete it after a failed first deploy', async () => {
    const withDomain = stageConfig('staging', { domain: { name: 'staging.beneficios.cl' } });
    const edgeStatus = (StackStatus: StackStatus) =>
      cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-staging-edge' }).resolves({ Stacks: [{ StackName: 'beneficios-staging-edge', StackStatus, CreationTime: new Date() }] });
    const before = await preflight(clients, 'staging', withDomain);
    expect(failing(before)).toEqual([]);
    expect(formatReport(before)).toMatch(/beneficios-staging-edge in us-east-1 \(certificate for staging.beneficios.cl\)\n.*Created by the first deploy.*validation CNAME/);
    edgeStatus('ROLLBACK_COMPLETE');
    const failed = await preflight(clients, 'staging', withDomain);
    expect(failing(failed)).toEqual(['Stack beneficios-staging-edge in us-east-1 (certificate for staging.beneficios.cl)']);
    expect(formatReport(failed)).toContain('aws cloudformation delete-stack --region us-east-1 --stack-name beneficios-staging-edge');
    edgeStatus('CREATE_COMPLETE');
    expect(failing(await preflight(clients, 'staging', withDomain))).toEqual([]);
    const edgeCalls = cloudFormation.commandCalls(DescribeStacksCommand, { StackName: 'beneficios-staging-edge' });
    expect(edgeCalls.length).toBeGreaterThan(0);
    for (const call of edgeCalls) expect(await (call.thisValue as CloudFormationClient).config.region()).toBe('us-east-1');
  });

  it('checks the Transbank secret the stack gives the functions, with the schema they read it with', async () => {
    // The name: what the stack sets as TRANSBANK_SECRET_NAME on the billing functions.
    expect(paymentSecret).toBe('beneficios/staging/transbank');
    expect(paymentsEnvironment(config.payments)).toMatchObject({ TRANSBANK_SECRET_NAME: paymentSecret });
    // The keys: a secret transbank-config.ts would refuse (an 11-digit code) is refused here too.
    expect(paymentSecretSchema).toBe(transbankSecretSchema);
    secrets.on(GetSecretValueCommand, { SecretId: paymentSecret }).resolves({ SecretString: JSON.stringify({ commerceCode: '59705555554', childCommerceCode: '597055555542', apiKey: 'k' }) });
    expect(failing(await run())).toEqual([`Transbank Oneclick Mall secret ${paymentSecret}`]);
    // A stage on the public integration credentials has no secret to check.
    const dev = stageConfig('dev');
    secrets.on(GetSecretValueCommand, { SecretId: dev.googleSecretName }).resolves({ SecretString: JSON.stringify({ clientId: 'id', clientSecret: 's' }) });
    cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-dev' }).rejects(notFound('ValidationError'));
    const devChecks = await preflight(clients, 'dev', dev);
    expect(devChecks.find((check) => check.title.startsWith('Transbank'))).toMatchObject({ ok: true, detail: expect.stringMatching(/public test credentials/) as unknown });
    expect(secrets.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input.SecretId)).not.toContain(undefined);
  });
});
