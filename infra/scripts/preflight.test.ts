import { APIGatewayClient, GetAccountCommand as GetApiGatewayAccountCommand } from '@aws-sdk/client-api-gateway';
import { CloudFormationClient, DescribeStackResourcesCommand, DescribeStacksCommand, type StackStatus } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient, DescribeUserPoolDomainCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { stageConfig } from '../lib/stage-config';
import { transbankSecretSchema } from '../../lambdas/billing/transbank-config';
import { paymentsEnvironment } from '../lib/constructs/app-function';
import { exitCodeOf, formatReport, paymentSecretName, paymentSecretSchema, preflight, type PreflightReport, REQUIRED_CONCURRENCY, stageFunctionCount } from './preflight-checks';

const cloudFormation = mockClient(CloudFormationClient);
const secrets = mockClient(SecretsManagerClient);
const ses = mockClient(SESv2Client);
const cognito = mockClient(CognitoIdentityProviderClient);
const apiGateway = mockClient(APIGatewayClient);
const lambda = mockClient(LambdaClient);
const clients = {
  cloudFormation: (region: string) => new CloudFormationClient({ region }),
  secrets: new SecretsManagerClient({}),
  ses: new SESv2Client({}),
  cognito: new CognitoIdentityProviderClient({}),
  apiGateway: new APIGatewayClient({}),
  lambda: new LambdaClient({}),
};

const notFound = (name: string) => Object.assign(new Error(name), { name });
/** Staging with a domain of its own, so that it can be ready to go live. */
const config = stageConfig('staging', { domain: { name: 'staging.beneficios.cl' } });
const paymentSecret = String(paymentSecretName(config));
const run = () => preflight(clients, 'staging', config, 'sa-east-1');
const failing = (report: PreflightReport) => [...report.deploy, ...report.goLive].filter((check) => !check.ok).map((check) => check.title);
const failingToDeploy = (report: PreflightReport) => report.deploy.filter((check) => !check.ok).map((check) => check.title);
const allChecks = (report: PreflightReport) => [...report.deploy, ...report.goLive];

/** An account where everything is ready, the stage deployed once (its sender identity is the stack's). */
beforeEach(() => {
  for (const client of [cloudFormation, secrets, ses, cognito, apiGateway, lambda]) client.reset();
  apiGateway.on(GetApiGatewayAccountCommand).resolves({ cloudwatchRoleArn: 'arn:aws:iam::123456789012:role/beneficios-account-ApiGatewayCloudWatchRole' });
  lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
  cloudFormation.on(DescribeStackResourcesCommand).resolves({ StackResources: [{ StackName: 'beneficios-staging', LogicalResourceId: 'MailIdentity', ResourceType: 'AWS::SES::EmailIdentity', ResourceStatus: 'CREATE_COMPLETE', Timestamp: new Date() }] });
  cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).resolves({ Stacks: [{ StackName: 'CDKToolkit', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() }] });
  cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-staging' }).rejects(notFound('ValidationError'));
  secrets.on(GetSecretValueCommand, { SecretId: config.googleSecretName }).resolves({ SecretString: JSON.stringify({ clientId: 'id.apps.googleusercontent.com', clientSecret: 's' }) });
  secrets.on(GetSecretValueCommand, { SecretId: paymentSecret }).resolves({ SecretString: JSON.stringify({ commerceCode: '597055555541', childCommerceCode: '597055555542', apiKey: 'k' }) });
  ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true });
  ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
  cognito.on(DescribeUserPoolDomainCommand).resolves({ DomainDescription: {} });
  cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-staging-edge' }).resolves({ Stacks: [{ StackName: 'beneficios-staging-edge', StackStatus: 'CREATE_COMPLETE', CreationTime: new Date() }] });
});

describe('npm run preflight', () => {
  it('passes an account where everything is ready, checking bootstrap in the stage region and us-east-1', async () => {
    const report = await run();
    expect(failing(report)).toEqual([]);
    expect(exitCodeOf(report)).toBe(0);
    expect(report.deploy.map((check) => check.title)).toEqual(expect.arrayContaining(['CDK bootstrap in sa-east-1', 'CDK bootstrap in us-east-1']));
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
    expect(allChecks(checks).find((check) => !check.ok)?.detail).toMatch(detail);
  });

  it('checks the payment provider\'s secret', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: paymentSecret }).resolves({ SecretString: JSON.stringify({ commerceCode: 'abc', apiKey: 'k' }) });
    expect(failing(await run())).toEqual([`Transbank Oneclick Mall secret ${paymentSecret}`]);
  });

  it('leaves the SES sandbox and an unverified sender domain to going live: the deploy needs neither (exit 3)', async () => {
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false });
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false });
    const report = await run();
    expect(failingToDeploy(report)).toEqual([]);
    expect(failing(report)).toEqual(['SES production access', 'SES identity staging.beneficios.cl verified']);
    expect(exitCodeOf(report)).toBe(3);
    expect(formatReport(report)).toMatch(/Go live\nMISSING SES production access[\s\S]*Ready to deploy; not yet to go live/);
  });

  it('before the first deploy: no sender identity is fine for the deploy, not yet for going live', async () => {
    ses.on(GetEmailIdentityCommand).rejects(notFound('NotFoundException'));
    const report = await run();
    expect(failingToDeploy(report)).toEqual([]);
    expect(report.deploy.find((check) => check.title.startsWith('SES identity'))?.detail).toMatch(/Created by the first deploy/);
    expect(failing(report)).toEqual(['SES identity staging.beneficios.cl verified']);
  });

  it('blocks the deploy on a sender identity made outside the stack (the console\'s wizard), which the create would collide with', async () => {
    cloudFormation.on(DescribeStackResourcesCommand).rejects(notFound('ValidationError'));
    const report = await run();
    expect(failingToDeploy(report)).toEqual(['SES identity staging.beneficios.cl free for the stack']);
    expect(exitCodeOf(report)).toBe(1);
    expect(formatReport(report)).toContain('aws sesv2 delete-email-identity --region sa-east-1 --email-identity staging.beneficios.cl');
    expect(cloudFormation.commandCalls(DescribeStackResourcesCommand)[0]?.args[0].input).toEqual({ PhysicalResourceId: 'staging.beneficios.cl' });
    // Another stage's stack holding it is a collision too.
    cloudFormation.on(DescribeStackResourcesCommand).resolves({ StackResources: [{ StackName: 'beneficios-prod', LogicalResourceId: 'MailIdentity', ResourceType: 'AWS::SES::EmailIdentity', ResourceStatus: 'CREATE_COMPLETE', Timestamp: new Date() }] });
    expect(formatReport(await run())).toMatch(/already exists in stack beneficios-prod/);
  });

  it('checks API Gateway\'s CloudWatch role: set, to be set by the deploy\'s account stack, or unset by hand since', async () => {
    apiGateway.on(GetApiGatewayAccountCommand).resolves({});
    cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-account' }).rejects(notFound('ValidationError'));
    const before = await run();
    expect(failing(before)).toEqual([]);
    expect(formatReport(before)).toMatch(/API Gateway CloudWatch Logs role in sa-east-1\n.*Not set yet: the deploy's first stack, beneficios-account, sets it/);
    cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-account' }).resolves({ Stacks: [{ StackName: 'beneficios-account', StackStatus: 'CREATE_COMPLETE', CreationTime: new Date() }] });
    const changed = await run();
    expect(failingToDeploy(changed)).toEqual(['API Gateway CloudWatch Logs role in sa-east-1']);
    expect(exitCodeOf(changed)).toBe(1);
    expect(formatReport(changed)).toContain('npx cdk deploy -c stage=<stage> beneficios-account');
  });

  it('blocks the deploy on a new account\'s Lambda concurrency quota, with the request to make', async () => {
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10 } });
    const report = await run();
    expect(failingToDeploy(report)).toEqual(['Lambda concurrency quota in sa-east-1']);
    expect(exitCodeOf(report)).toBe(1);
    const text = formatReport(report);
    expect(text).toContain(`10 concurrent executions, shared by the stage's ${stageFunctionCount()} functions`);
    expect(text).toContain(`aws service-quotas request-service-quota-increase --region sa-east-1 --service-code lambda --quota-code L-B99A9384 --desired-value ${REQUIRED_CONCURRENCY}`);
    expect(stageFunctionCount()).toBeGreaterThan(20);
  });

  it('wants a domain and its issued certificate to go live, and lists Google\'s consent screen to confirm by hand', async () => {
    const ready = formatReport(await run());
    expect(ready).toMatch(/BY HAND Google OAuth consent screen published\n.*In production.*amazoncognito.com and staging.beneficios.cl/);
    expect(ready).toMatch(/Ready to deploy and to go live/);
    const noDomain = await preflight(clients, 'staging', stageConfig('staging', { domain: undefined }));
    expect(failing(noDomain)).toEqual(['Site domain']);
    expect(exitCodeOf(noDomain)).toBe(3);
    cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-staging-edge' }).rejects(notFound('ValidationError'));
    const pending = await run();
    expect(failing(pending)).toEqual(['Site domain staging.beneficios.cl and its certificate']);
    expect(exitCodeOf(pending)).toBe(3);
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
    cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-staging-edge' }).rejects(notFound('ValidationError'));
    const before = await preflight(clients, 'staging', withDomain);
    expect(failingToDeploy(before)).toEqual([]);
    expect(formatReport(before)).toMatch(/beneficios-staging-edge in us-east-1 \(certificate for staging.beneficios.cl\)\n.*Created by the first deploy.*validation CNAME/);
    edgeStatus('ROLLBACK_COMPLETE');
    const failed = await preflight(clients, 'staging', withDomain);
    expect(failingToDeploy(failed)).toEqual(['Stack beneficios-staging-edge in us-east-1 (certificate for staging.beneficios.cl)']);
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
    expect(devChecks.deploy.find((check) => check.title.startsWith('Transbank'))).toMatchObject({ ok: true, detail: expect.stringMatching(/public test credentials/) as unknown });
    expect(secrets.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input.SecretId)).not.toContain(undefined);
  });
});
