import { APIGatewayClient, GetAccountCommand as GetApiGatewayAccountCommand } from '@aws-sdk/client-api-gateway';
import { CloudFormationClient, DescribeStackResourcesCommand, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient, DescribeUserPoolDomainCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { paginateListSubscriptionsByTopic, SNSClient } from '@aws-sdk/client-sns';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import * as z from 'zod/mini';
import { transbankSecretSchema } from '../../lambdas/billing/transbank-config';
import { scheduledJobs } from '../../shared/data/jobs';
import { tables, type TableDefinition } from '../../shared/data/tables';
import { eventCatalogue } from '../../shared/events';
import { liveHandlers } from '../../shared/live';
import { routeList } from '../../shared/routes';
import { featureOf } from '../lib/http-functions';
import { ACCOUNT_STACK_NAME } from '../lib/stacks/account-stack';
import { edgeAlarmsStackName, edgeStackName, needsEdgeStack } from '../lib/stacks/stage-stacks';
import { EDGE_REGION, mailDomainOf, stackName, type StageConfig, type StageName } from '../lib/stage-config';

/**
 * What `npm run preflight -- --stage NAME` checks, in two parts: what a deploy needs (without it the
 * deploy fails or the stage cannot serve), and what going live needs (AWS grants SES production
 * access only for a site that runs; the domain's records and Google's consent screen come with it).
 * Each check uses the AWS SDK and says in plain words what is missing and how to fix it. The clients
 * are passed in: the CLI (preflight.ts) makes real ones, the tests mocked ones.
 */
export interface Check {
  readonly ok: boolean;
  readonly title: string;
  /** What to do when it is not ok (docs/deploy.md). */
  readonly detail?: string;
  /** Nothing AWS can answer (Google's console): listed for the operator to confirm, never counted as missing. */
  readonly byHand?: boolean;
}

export interface PreflightReport {
  /** Without these the deploy fails, or the stage it makes cannot serve. */
  readonly deploy: readonly Check[];
  /** Needed before real users come: mail to anyone, the site's own domain, Google sign-in for everyone. */
  readonly goLive: readonly Check[];
}

/** What preflight sees of the public internet: DNS and the site (preflight.ts gives Node's own). */
export interface WebProbe {
  /** The CNAME records of a name; none for a name without one (an apex with A/ALIAS records). */
  readonly resolveCname: (host: string) => Promise<string[]>;
  /** The JSON at a URL, or undefined when it does not answer 200 with JSON. */
  readonly fetchJson: (url: string) => Promise<unknown>;
}

export interface PreflightClients {
  readonly cloudFormation: (region: string) => CloudFormationClient;
  readonly sns: (region: string) => SNSClient;
  readonly sts: STSClient;
  readonly web: WebProbe;
  readonly secrets: SecretsManagerClient;
  readonly ses: SESv2Client;
  readonly cognito: CognitoIdentityProviderClient;
  readonly apiGateway: APIGatewayClient;
  readonly lambda: LambdaClient;
}

/** Exit codes of `npm run preflight`: 0 ready to deploy and to go live, 1 a deploy would fail, 3 deployable but not ready to go live. */
export const PREFLIGHT_EXIT = { ready: 0, deployBlocked: 1, notLive: 3 } as const;

export const exitCodeOf = (report: PreflightReport): number =>
  report.deploy.some((check) => !check.ok) ? PREFLIGHT_EXIT.deployBlocked : report.goLive.some((check) => !check.ok) ? PREFLIGHT_EXIT.notLive : PREFLIGHT_EXIT.ready;

/**
 * Lambda's concurrency quota the stage needs: AWS's default for an account. A new account may start
 * at 10, shared by every function of every stage in the region, and a throttled call is a failed request.
 */
export const REQUIRED_CONCURRENCY = 1000;
/** Service Quotas' code of Lambda's "Concurrent executions". */
export const LAMBDA_CONCURRENCY_QUOTA_CODE = 'L-B99A9384';

/** The Google OAuth client, as identity.ts reads it. */
export const googleSecretSchema = z.object({ clientId: z.string().check(z.minLength(1)), clientSecret: z.string().check(z.minLength(1)) });

/**
 * Transbank Oneclick Mall: the secret the stack hands the functions (`payments.secretName`, set as
 * TRANSBANK_SECRET_NAME), checked with the schema lambdas/billing/transbank-config.ts reads it with.
 * A stage in Transbank's integration environment without a secret uses the public test credentials.
 */
export const paymentSecretName = (config: StageConfig): string | undefined => config.payments.secretName;
export const paymentSecretSchema = transbankSecretSchema;

const errorName = (error: unknown): string | undefined => (error as { name?: string } | undefined)?.name;
const fail = (title: string, detail: string): Check => ({ ok: false, title, detail });

/** The command that bootstraps a stage's account in both its regions (infra/scripts/deploy.ts). */
export const bootstrapCommand = (stage: StageName): string => `npm run bootstrap -- --stage ${stage}`;

/** The CDK bootstrap stack (CDKToolkit) of a region, deployed and healthy. */
export const checkBootstrap = async (clients: PreflightClients, stage: StageName, region: string): Promise<Check> => {
  const title = `CDK bootstrap in ${region}`;
  try {
    const { Stacks } = await clients.cloudFormation(region).send(new DescribeStacksCommand({ StackName: 'CDKToolkit' }));
    const status = Stacks?.[0]?.StackStatus ?? '';
    return healthy(status)
      ? { ok: true, title }
      : fail(title, `CDKToolkit is ${status}: fix it in the CloudFormation console, then run \`${bootstrapCommand(stage)}\`.`);
  } catch (error) {
    if (errorName(error) === 'ValidationError') return fail(title, `Not bootstrapped: run \`${bootstrapCommand(stage)}\` (both of the stage's regions).`);
    throw error;
  }
};

/** A secret that exists and is JSON of the given shape. */
export const checkSecret = async (clients: PreflightClients, what: string, secretName: string, schema: z.ZodMiniType): Promise<Check> => {
  const title = `${what} secret ${secretName}`;
  let text: string | undefined;
  try {
    text = (await clients.secrets.send(new GetSecretValueCommand({ SecretId: secretName }))).SecretString;
  } catch (error) {
    if (errorName(error) === 'ResourceNotFoundException') return fail(title, 'Missing: create it in Secrets Manager, in the stage\'s region (docs/deploy.md, step "Secrets").');
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return fail(title, 'Not JSON: store it as a JSON object (docs/deploy.md, step "Secrets").');
  }
  const parsed = z.safeParse(schema, value);
  return parsed.success ? { ok: true, title } : fail(title, `Wrong shape: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`);
};

/**
 * SES, for the deploy: the stack creates the identity of the sender domain, so an identity of that
 * domain made outside it (the console's "get started" wizard makes one) makes the create fail. The
 * stack's own, once deployed, is found as one of its resources.
 */
export const checkMailIdentityFree = async (clients: PreflightClients, stage: StageName, config: StageConfig, region: string): Promise<Check> => {
  const domain = mailDomainOf(config.mailFrom);
  const title = `SES identity ${domain} free for the stack`;
  try {
    await clients.ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
  } catch (error) {
    if (errorName(error) === 'NotFoundException') return { ok: true, title, detail: 'Created by the first deploy: publish its DNS records (outputs) afterwards.' };
    throw error;
  }
  let owner: string | undefined;
  try {
    const { StackResources } = await clients.cloudFormation(region).send(new DescribeStackResourcesCommand({ PhysicalResourceId: domain }));
    owner = StackResources?.[0]?.StackName;
  } catch (error) {
    if (errorName(error) !== 'ValidationError') throw error;
  }
  if (owner === stackName(stage)) return { ok: true, title, detail: `The stack's own (${owner}).` };
  return fail(
    title,
    `An SES identity for ${domain} already exists ${owner ? `in stack ${owner}` : 'outside any stack (e.g. made by the SES console\'s wizard)'}: creating the stack's own would fail. ` +
      `Delete it (\`aws sesv2 delete-email-identity --region ${region} --email-identity ${domain}\`), deploy, then publish the new DKIM records the outputs give.`,
  );
};

/** SES, for going live: out of the sandbox (AWS grants it for a site that runs), and the sender domain verified by its DNS records. */
export const checkMailLive = async (clients: PreflightClients, config: StageConfig): Promise<Check[]> => {
  const domain = mailDomainOf(config.mailFrom);
  const account = await clients.ses.send(new GetAccountCommand({}));
  const production: Check = account.ProductionAccessEnabled
    ? { ok: true, title: 'SES production access' }
    : fail('SES production access', 'SES is in the sandbox: it only mails verified addresses (and the simulator). Request production access once the site runs (docs/deploy.md, step "SES").');
  let identity: Check;
  try {
    const found = await clients.ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
    identity = found.VerifiedForSendingStatus
      ? { ok: true, title: `SES identity ${domain} verified` }
      : fail(`SES identity ${domain} verified`, 'Not verified yet: publish the MailDkimRecord and MailFrom outputs in the domain\'s DNS.');
  } catch (error) {
    if (errorName(error) !== 'NotFoundException') throw error;
    identity = fail(`SES identity ${domain} verified`, 'Not created yet: deploy, then publish the MailDkimRecord and MailFrom outputs in the domain\'s DNS.');
  }
  return [production, identity];
};

/**
 * API Gateway's CloudWatch Logs role, an account setting the live socket's stage needs to write its
 * access logs: the deploy's first stack (account-stack.ts) sets it, so before the first deploy it may
 * be unset. Unset while that stack exists means someone changed the setting: the socket's stage would fail.
 */
export const checkApiGatewayRole = async (clients: PreflightClients, region: string): Promise<Check> => {
  const title = `API Gateway CloudWatch Logs role in ${region}`;
  const { cloudwatchRoleArn } = await clients.apiGateway.send(new GetApiGatewayAccountCommand({}));
  if (cloudwatchRoleArn) return { ok: true, title, detail: cloudwatchRoleArn };
  let accountStack: string | undefined;
  try {
    const { Stacks } = await clients.cloudFormation(region).send(new DescribeStacksCommand({ StackName: ACCOUNT_STACK_NAME }));
    accountStack = Stacks?.[0]?.StackStatus;
  } catch (error) {
    if (errorName(error) !== 'ValidationError') throw error;
  }
  const fix = `\`npx cdk deploy -c stage=<stage> ${ACCOUNT_STACK_NAME}\``;
  if (accountStack === undefined) return { ok: true, title, detail: `Not set yet: the deploy's first stack, ${ACCOUNT_STACK_NAME}, sets it (or now: ${fix}).` };
  return fail(title, `Not set, though stack ${ACCOUNT_STACK_NAME} is ${accountStack}: the account setting was changed by hand. Deploy that stack again (${fix}).`);
};

/** Lambda's concurrent executions in the region: the quota, and the request to make when it is a new account's. */
export const checkConcurrency = async (clients: PreflightClients, region: string, functions: number): Promise<Check> => {
  const title = `Lambda concurrency quota in ${region}`;
  const { AccountLimit } = await clients.lambda.send(new GetAccountSettingsCommand({}));
  const limit = AccountLimit?.ConcurrentExecutions ?? 0;
  if (limit >= REQUIRED_CONCURRENCY) return { ok: true, title, detail: `${limit} concurrent executions.` };
  return fail(
    title,
    `${limit} concurrent executions, shared by the stage's ${functions} functions and every other stage of the account here: a throttled call is a failed request. ` +
      `Request ${REQUIRED_CONCURRENCY} (AWS answers within hours to days): \`aws service-quotas request-service-quota-increase --region ${region} --service-code lambda --quota-code ${LAMBDA_CONCURRENCY_QUOTA_CODE} --desired-value ${REQUIRED_CONCURRENCY}\`.`,
  );
};

/** The hosted UI prefix: free, or already this stage's own pool's. */
export const checkAuthDomain = async (clients: PreflightClients, config: StageConfig, ownPoolId: string | undefined): Promise<Check> => {
  const title = `Cognito domain prefix ${config.authDomainPrefix}`;
  const { DomainDescription } = await clients.cognito.send(new DescribeUserPoolDomainCommand({ Domain: config.authDomainPrefix }));
  const holder = DomainDescription?.UserPoolId;
  if (!holder || holder === ownPoolId) return { ok: true, title };
  return fail(title, `Taken by pool ${holder}: choose another authDomainPrefix in infra/lib/stage-config.ts.`);
};

const healthy = (status: string): boolean => /_COMPLETE$/.test(status) && !status.includes('ROLLBACK') && !status.startsWith('DELETE');

/**
 * The stage's us-east-1 stack (edge-stack.ts), which requests the site's certificate there (the only
 * region CloudFront takes it from) and holds the CloudFront web ACL: absent before the first deploy,
 * otherwise healthy. A first deploy that failed (e.g. the certificate's DNS record never published)
 * leaves it in ROLLBACK_COMPLETE, which must be deleted before a retry.
 */
export const checkEdgeStack = async (clients: PreflightClients, stage: StageName, config: StageConfig): Promise<Check> => {
  if (!needsEdgeStack(config)) return { ok: true, title: 'CloudFront certificate and web ACL', detail: 'None on this stage: no domain, no WAF.' };
  const name = edgeStackName(stage);
  const title = `Stack ${name} in ${EDGE_REGION}${config.domain ? ` (certificate for ${config.domain.name})` : ''}`;
  const domainNote = config.domain ? ` The deploy waits until the certificate's validation CNAME (ACM console, ${EDGE_REGION}) is published in the DNS of ${config.domain.name}.` : '';
  try {
    const { Stacks } = await clients.cloudFormation(EDGE_REGION).send(new DescribeStacksCommand({ StackName: name }));
    const status = Stacks?.[0]?.StackStatus ?? '';
    if (healthy(status) || status.endsWith('_IN_PROGRESS')) return { ok: true, title, detail: `${status}.${domainNote}` };
    return fail(title, `It is ${status}: ${status === 'ROLLBACK_COMPLETE' ? `delete it (\`aws cloudformation delete-stack --region ${EDGE_REGION} --stack-name ${name}\`) and deploy again` : 'fix it in the CloudFormation console (docs/deploy.md, "A first deploy that failed")'}.${domainNote}`);
  } catch (error) {
    if (errorName(error) === 'ValidationError') return { ok: true, title, detail: `Created by the first deploy.${domainNote}` };
    throw error;
  }
};

/** The stage's own pool, when the stack is already deployed (its UserPoolId output). */
export const deployedPoolId = async (clients: PreflightClients, stage: StageName, region: string): Promise<string | undefined> => {
  try {
    const { Stacks } = await clients.cloudFormation(region).send(new DescribeStacksCommand({ StackName: stackName(stage) }));
    return Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === 'UserPoolId')?.OutputValue;
  } catch (error) {
    if (errorName(error) === 'ValidationError') return undefined;
    throw error;
  }
};

/** The site's own domain and its certificate (issued once the edge stack is complete): Google's consent screen lists the domain. */
export const checkDomain = async (clients: PreflightClients, stage: StageName, config: StageConfig): Promise<Check> => {
  if (!config.domain) return fail('Site domain', 'None: the site is only at *.cloudfront.net, which Google\'s consent screen cannot list. Set `domain` in infra/lib/stage-config.ts (docs/deploy.md, step 5).');
  const title = `Site domain ${config.domain.name} and its certificate`;
  try {
    const { Stacks } = await clients.cloudFormation(EDGE_REGION).send(new DescribeStacksCommand({ StackName: edgeStackName(stage) }));
    const status = Stacks?.[0]?.StackStatus ?? '';
    if (healthy(status)) return { ok: true, title, detail: `Point ${config.domain.name} at the DistributionDomainName output if not done.` };
    return fail(title, `Stack ${edgeStackName(stage)} is ${status}: the certificate waits for its validation CNAME (ACM console, ${EDGE_REGION}).`);
  } catch (error) {
    if (errorName(error) === 'ValidationError') return fail(title, 'Not deployed yet: deploy, publishing the certificate\'s validation CNAME meanwhile.');
    throw error;
  }
};

/** Google's OAuth consent screen: no AWS API sees it, so it is listed for the operator to confirm. */
export const googleConsentCheck = (config: StageConfig): Check => ({
  ok: true,
  byHand: true,
  title: 'Google OAuth consent screen published',
  detail: `Google Cloud console: publishing status "In production", authorised domains amazoncognito.com${config.domain ? ` and ${config.domain.name}` : ''} (docs/deploy.md, step 3).`,
});

/** How many functions a stage runs, as the app stack makes them: one per route folder, event and stream consumer, job and socket route, and the pool's trigger. */
export const stageFunctionCount = (): number =>
  new Set(routeList.map((route) => featureOf(route.handler))).size +
  new Set(eventCatalogue.flatMap((event) => event.consumers)).size +
  (tables as readonly TableDefinition[]).flatMap((table) => table.streamConsumers ?? []).length +
  2 * scheduledJobs.length +
  Object.keys(liveHandlers).length +
  1;

/** The credentials are for the stage's own account: the CDK CLI refuses a deploy to another one, and nothing here would be about the stage. */
export const checkAccount = async (clients: PreflightClients, stage: StageName, config: StageConfig): Promise<Check> => {
  const title = `Credentials for account ${config.account}`;
  const { Account } = await clients.sts.send(new GetCallerIdentityCommand({}));
  if (Account === config.account) return { ok: true, title };
  return fail(
    title,
    `Your credentials are for account ${Account ?? '?'}, and ${stage} lives in ${config.account} (infra/lib/stage-config.ts \`accounts\`): ` +
      'use a profile of that account (AWS_PROFILE, or --profile after the stage), or set `accounts` to your accounts\' ids (docs/deploy.md, step 2).',
  );
};

/** A deployed stack's outputs by key, or undefined when the stack does not exist. */
export const stackOutputs = async (clients: PreflightClients, region: string, name: string): Promise<Record<string, string> | undefined> => {
  try {
    const { Stacks } = await clients.cloudFormation(region).send(new DescribeStacksCommand({ StackName: name }));
    const stack = Stacks?.[0];
    if (!stack) return undefined;
    return Object.fromEntries((stack.Outputs ?? []).map((output) => [output.OutputKey ?? '', output.OutputValue ?? '']));
  } catch (error) {
    if (errorName(error) === 'ValidationError') return undefined;
    throw error;
  }
};

/**
 * The alarm address's subscription to each of the stage's alarm topics (the app stack's, and the one in
 * us-east-1 for CloudFront and WAF) is confirmed: until its link is clicked, an alarm mails nobody.
 */
export const checkAlarmSubscriptions = async (clients: PreflightClients, stage: StageName, config: StageConfig): Promise<Check[]> => {
  const topics = [
    { region: config.region, stack: stackName(stage) },
    { region: EDGE_REGION, stack: edgeAlarmsStackName(stage) },
  ];
  return Promise.all(
    topics.map(async ({ region, stack }): Promise<Check> => {
      const title = `Alarm mails of ${stack} (${region}) to ${config.alarmEmail} confirmed`;
      const topicArn = (await stackOutputs(clients, region, stack))?.AlarmTopicArn;
      if (!topicArn) return fail(title, 'Not deployed yet: the deploy makes the topic, and SNS then mails the address a confirmation link.');
      let subscription: string | undefined;
      for await (const page of paginateListSubscriptionsByTopic({ client: clients.sns(region) }, { TopicArn: topicArn })) {
        subscription ??= page.Subscriptions?.find((item) => item.Protocol === 'email' && item.Endpoint === config.alarmEmail)?.SubscriptionArn;
      }
      if (subscription?.startsWith('arn:')) return { ok: true, title };
      return fail(
        title,
        `${subscription === undefined ? 'No subscription of that address' : 'Waiting for confirmation'}: open the mail "AWS Notification - Subscription Confirmation" sent to ${config.alarmEmail} and click its link. ` +
          `To have it sent again: \`aws sns subscribe --region ${region} --topic-arn ${topicArn} --protocol email --notification-endpoint ${config.alarmEmail}\`.`,
      );
    }),
  );
};

/** The stage's web configuration, as the browser reads it: the same file through the domain and through the distribution means the domain is this stage's. */
const siteConfigOf = async (clients: PreflightClients, host: string): Promise<string | undefined> => {
  const config = (await clients.web.fetchJson(`https://${host}/config.json`)) as { userPoolClientId?: unknown } | undefined;
  return typeof config?.userPoolClientId === 'string' ? config.userPoolClientId : undefined;
};

/**
 * The site's domain reaches the stage's distribution: a CNAME to it (a subdomain), or, for an apex,
 * which cannot be a CNAME, an alias whose address answers with this stage's own `/config.json`.
 */
export const checkDnsPointsAtDistribution = async (clients: PreflightClients, stage: StageName, config: StageConfig): Promise<Check | undefined> => {
  if (!config.domain) return undefined;
  const domain = config.domain.name;
  const title = `DNS of ${domain} points at the stage's distribution`;
  const distribution = (await stackOutputs(clients, config.region, stackName(stage)))?.DistributionDomainName;
  if (!distribution) return fail(title, 'Not deployed yet: after the deploy, point the domain at the DistributionDomainName output (docs/deploy.md, step 5).');
  const cnames = await clients.web.resolveCname(domain).catch(() => []);
  if (cnames.some((name) => name.replace(/\.$/, '') === distribution)) return { ok: true, title, detail: `CNAME ${distribution}.` };
  const [viaDomain, viaDistribution] = await Promise.all([siteConfigOf(clients, domain), siteConfigOf(clients, distribution)]);
  if (viaDomain !== undefined && viaDomain === viaDistribution) return { ok: true, title, detail: `https://${domain}/config.json is the distribution's own.` };
  return fail(
    title,
    `https://${domain} does not serve the distribution ${distribution}${cnames.length ? ` (its CNAME is ${cnames.join(', ')})` : ''}. ` +
      `Point it there: a Route 53 alias record (A and AAAA) to ${distribution} in the zone of ${domain}, or, at a DNS host other than Route 53, ` +
      `an ALIAS/ANAME record (an apex cannot be a CNAME) or a CNAME for a subdomain (docs/deploy.md, step 5).`,
  );
};

/** Every check of a stage, in the order the runbook (docs/deploy.md) meets them, in its two parts. */
export const preflight = async (clients: PreflightClients, stage: StageName, config: StageConfig, region: string = config.region): Promise<PreflightReport> => {
  // Both regions always: every stage has stacks in both (the CloudFront alarms are in us-east-1).
  const regions = [...new Set([region, EDGE_REGION])];
  const bootstraps = await Promise.all(regions.map((name) => checkBootstrap(clients, stage, name)));
  const paymentSecret = paymentSecretName(config);
  const deploy = [
    await checkAccount(clients, stage, config),
    ...bootstraps,
    await checkApiGatewayRole(clients, region),
    await checkSecret(clients, 'Google OAuth', config.googleSecretName, googleSecretSchema),
    paymentSecret
      ? await checkSecret(clients, 'Transbank Oneclick Mall', paymentSecret, paymentSecretSchema())
      : { ok: true, title: 'Transbank Oneclick Mall secret', detail: 'None: this stage uses the integration environment\'s public test credentials.' },
    await checkConcurrency(clients, region, stageFunctionCount()),
    await checkMailIdentityFree(clients, stage, config, region),
    await checkEdgeStack(clients, stage, config),
    await checkAuthDomain(clients, config, await deployedPoolId(clients, stage, region)),
  ];
  const dns = await checkDnsPointsAtDistribution(clients, stage, config);
  const goLive = [
    ...(await checkAlarmSubscriptions(clients, stage, config)),
    ...(await checkMailLive(clients, config)),
    await checkDomain(clients, stage, config),
    ...(dns ? [dns] : []),
    googleConsentCheck(config),
  ];
  return { deploy, goLive };
};

/** One line a check, then what to do. */
export const formatChecks = (checks: readonly Check[]): string =>
  checks.map((check) => `${check.byHand ? 'BY HAND' : check.ok ? 'OK     ' : 'MISSING'} ${check.title}${check.detail ? `\n        ${check.detail}` : ''}`).join('\n');

/** The report: both parts, and what the exit code means. */
export const formatReport = (report: PreflightReport): string => {
  const verdict = {
    [PREFLIGHT_EXIT.ready]: 'Ready to deploy and to go live.',
    [PREFLIGHT_EXIT.deployBlocked]: 'A deploy would fail: fix the MISSING lines of "Deploy" first.',
    [PREFLIGHT_EXIT.notLive]: 'Ready to deploy; not yet to go live: the MISSING lines of "Go live" come after a deploy.',
  }[exitCodeOf(report)];
  return `Deploy\n${formatChecks(report.deploy)}\n\nGo live\n${formatChecks(report.goLive)}\n\n${verdict}`;
};
