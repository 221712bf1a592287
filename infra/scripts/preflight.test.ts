import { APIGatewayClient, GetAccountCommand as GetApiGatewayAccountCommand } from '@aws-sdk/client-api-gateway';
import { CloudFormationClient, DescribeStackResourcesCommand, DescribeStacksCommand, type StackStatus } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient, DescribeUserPoolDomainCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ListSubscriptionsByTopicCommand, SNSClient } from '@aws-sdk/client-sns';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
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
const sns = mockClient(SNSClient);
const sts = mockClient(STSClient);
/** The public internet as preflight sees it: a CNAME table and the `/config.json` each host serves. */
const internet = { cnames: new Map<string, string[]>(), configs: new Map<string, unknown>() };
const clients = {
  cloudFormation: (region: string) => new CloudFormationClient({ region }),
  sns: (region: string) => new SNSClient({ region }),
  sts: new STSClient({}),
  web: {
    resolveCname: (host: string) => Promise.resolve(internet.cnames.get(host) ?? []),
    fetchJson: (url: string) => Promise.resolve(internet.configs.get(new URL(url).host)),
  },
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

const DISTRIBUTION = 'd111111abcdef8.cloudfront.net';
const APP_TOPIC = 'arn:aws:sns:sa-east-1:222222222222:beneficios-staging-AlarmsTopic';
const EDGE_TOPIC = 'arn:aws:sns:us-east-1:222222222222:beneficios-staging-edge-alarms-Topic';
/** The stage's app stack deployed, with these outputs besides its distribution and alarm topic. */
const deployed = (outputs: Record<string, string> = {}) =>
  cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-staging' }).resolves({
    Stacks: [
      {
        StackName: 'beneficios-staging',
        StackStatus: 'UPDATE_COMPLETE',
        CreationTime: new Date(),
        Outputs: Object.entries({ DistributionDomainName: DISTRIBUTION, AlarmTopicArn: APP_TOPIC, ...outputs }).map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue })),
      },
    ],
  });
const confirmed = (topicArn: string, subscriptionArn = `${topicArn}:1b2c`) =>
  sns.on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn }).resolves({ Subscriptions: [{ TopicArn: topicArn, Protocol: 'email', Endpoint: config.alarmEmail, SubscriptionArn: subscriptionArn }] });

/** An account where everything is ready, the stage deployed (its sender identity is the stack's, its alarm mails confirmed, its domain on its distribution). */
beforeEach(() => {
  for (const client of [cloudFormation, secrets, ses, cognito, apiGateway, lambda, sns, sts]) client.reset();
  internet.cnames.clear();
  internet.configs.clear();
  sts.on(GetCallerIdentityCommand).resolves({ Account: config.account });
  // A stack not named below does not exist.
  cloudFormation.on(DescribeStacksCommand).rejects(notFound('ValidationError'));
  deployed();
  cloudFormation
    .on(DescribeStacksCommand, { StackName: 'beneficios-staging-edge-alarms' })
    .resolves({ Stacks: [{ StackName: 'beneficios-staging-edge-alarms', StackStatus: 'CREATE_COMPLETE', CreationTime: new Date(), Outputs: [{ OutputKey: 'AlarmTopicArn', OutputValue: EDGE_TOPIC }] }] });
  confirmed(APP_TOPIC);
  confirmed(EDGE_TOPIC);
  internet.cnames.set('staging.beneficios.cl', [DISTRIBUTION]);
  apiGateway.on(GetApiGatewayAccountCommand).resolves({ cloudwatchRoleArn: 'arn:aws:iam::123456789012:role/beneficios-account-ApiGatewayCloudWatchRole' });
  lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
  cloudFormation.on(DescribeStackResourcesCommand).resolves({ StackResources: [{ StackName: 'beneficios-staging', LogicalResourceId: 'MailIdentity', ResourceType: 'AWS::SES::EmailIdentity', ResourceStatus: 'CREATE_COMPLETE', Timestamp: new Date() }] });
  cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).resolves({ Stacks: [{ StackName: 'CDKToolkit', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() }] });
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
    expect(formatReport(checks)).toContain('Not bootstrapped: run `npm run bootstrap -- --stage staging`');
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
    expect(formatReport(report)).toMatch(/Go live\n[\s\S]*MISSING SES production access[\s\S]*Ready to deploy; not yet to go live/);
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
    deployed({ UserPoolId: 'sa-east-1_other' });
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
    sts.on(GetCallerIdentityCommand).resolves({ Account: dev.account });
    const devChecks = await preflight(clients, 'dev', dev);
    expect(devChecks.deploy.find((check) => check.title.startsWith('Transbank'))).toMatchObject({ ok: true, detail: expect.stringMatching(/public test credentials/) as unknown });
    expect(secrets.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input.SecretId)).not.toContain(undefined);
  });

  it('blocks the deploy with credentials of another account than the stage\'s, naming both', async () => {
    sts.on(GetCallerIdentityCommand).resolves({ Account: '999999999999' });
    const report = await run();
    expect(failingToDeploy(report)).toEqual([`Credentials for account ${config.account}`]);
    expect(formatReport(report)).toContain(`Your credentials are for account 999999999999, and staging lives in ${config.account}`);
  });

  it('wants the alarm mails confirmed in both regions to go live, with the command that sends the link again', async () => {
    confirmed(EDGE_TOPIC, 'PendingConfirmation');
    const report = await run();
    expect(failingToDeploy(report)).toEqual([]);
    expect(failing(report)).toEqual([`Alarm mails of beneficios-staging-edge-alarms (us-east-1) to ${config.alarmEmail} confirmed`]);
    expect(exitCodeOf(report)).toBe(3);
    expect(formatReport(report)).toContain(`aws sns subscribe --region us-east-1 --topic-arn ${EDGE_TOPIC} --protocol email --notification-endpoint ${config.alarmEmail}`);
    for (const call of sns.commandCalls(ListSubscriptionsByTopicCommand, { TopicArn: EDGE_TOPIC })) expect(await (call.thisValue as SNSClient).config.region()).toBe('us-east-1');
    // Before the first deploy there is no topic yet.
    cloudFormation.on(DescribeStacksCommand, { StackName: 'beneficios-staging' }).rejects(notFound('ValidationError'));
    expect(formatReport(await run())).toMatch(/Alarm mails of beneficios-staging \(sa-east-1\)[^\n]*\n\s+Not deployed yet/);
  });

  it('wants the domain on the stage\'s distribution to go live: a CNAME to it, or an apex serving its config.json', async () => {
    const title = 'DNS of staging.beneficios.cl points at the stage\'s distribution';
    internet.cnames.clear();
    const report = await run();
    expect(failing(report)).toEqual([title]);
    expect(formatReport(report)).toMatch(/Route 53 alias record \(A and AAAA\) to d111111abcdef8.cloudfront.net/);
    // An apex behind an alias: the same config.json through the domain and the distribution.
    internet.configs.set(DISTRIBUTION, { userPoolClientId: 'client-of-staging' });
    internet.configs.set('staging.beneficios.cl', { userPoolClientId: 'client-of-staging' });
    expect(failing(await run())).toEqual([]);
    // Pointing at another stage's distribution (another site) is not pointing at this one.
    internet.configs.set('staging.beneficios.cl', { userPoolClientId: 'client-of-prod' });
    expect(failing(await run())).toEqual([title]);
    internet.cnames.set('staging.beneficios.cl', ['d222222other.cloudfront.net.']);
    expect(formatReport(await run())).toContain('its CNAME is d222222other.cloudfront.net.');
  });
});
