import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient, DescribeUserPoolDomainCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import * as z from 'zod/mini';
import { transbankSecretSchema } from '../../lambdas/billing/transbank-config';
import { edgeStackName, needsEdgeStack } from '../lib/stacks/edge-stack';
import { EDGE_REGION, mailDomainOf, stackName, type StageConfig, type StageName } from '../lib/stage-config';

/**
 * What `npm run preflight -- --stage NAME` checks before a deploy, each with the AWS SDK and each
 * answering in plain words what is missing and how to fix it. The clients are passed in: the CLI
 * (preflight.ts) makes real ones, the tests mocked ones.
 */
export interface Check {
  readonly ok: boolean;
  readonly title: string;
  /** What to do when it is not ok (README, "Deploy to AWS"). */
  readonly detail?: string;
}

export interface PreflightClients {
  readonly cloudFormation: (region: string) => CloudFormationClient;
  readonly secrets: SecretsManagerClient;
  readonly ses: SESv2Client;
  readonly cognito: CognitoIdentityProviderClient;
}

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

/** The CDK bootstrap stack (CDKToolkit) of a region, deployed and healthy. */
export const checkBootstrap = async (clients: PreflightClients, region: string): Promise<Check> => {
  const title = `CDK bootstrap in ${region}`;
  try {
    const { Stacks } = await clients.cloudFormation(region).send(new DescribeStacksCommand({ StackName: 'CDKToolkit' }));
    const status = Stacks?.[0]?.StackStatus ?? '';
    return healthy(status)
      ? { ok: true, title }
      : fail(title, `CDKToolkit is ${status}: fix it in the CloudFormation console, then run \`npx cdk bootstrap aws://ACCOUNT/${region}\`.`);
  } catch (error) {
    if (errorName(error) === 'ValidationError') return fail(title, `Not bootstrapped: run \`npx cdk bootstrap aws://ACCOUNT/${region}\`.`);
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
    if (errorName(error) === 'ResourceNotFoundException') return fail(title, 'Missing: create it in Secrets Manager, in the stage\'s region (README, step "Secrets").');
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return fail(title, 'Not JSON: store it as a JSON object (README, step "Secrets").');
  }
  const parsed = z.safeParse(schema, value);
  return parsed.success ? { ok: true, title } : fail(title, `Wrong shape: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`);
};

/** SES: out of the sandbox, and the sender domain verified once the stack has created it. */
export const checkMail = async (clients: PreflightClients, config: StageConfig): Promise<Check[]> => {
  const domain = mailDomainOf(config.mailFrom);
  const account = await clients.ses.send(new GetAccountCommand({}));
  const production: Check = account.ProductionAccessEnabled
    ? { ok: true, title: 'SES production access' }
    : fail('SES production access', 'SES is in the sandbox: it only mails verified addresses. Request production access (README, step "SES").');
  let identity: Check;
  try {
    const found = await clients.ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
    identity = found.VerifiedForSendingStatus
      ? { ok: true, title: `SES identity ${domain}` }
      : fail(`SES identity ${domain}`, 'Not verified yet: publish the MailDkimRecord and MailFrom outputs in the domain\'s DNS.');
  } catch (error) {
    if (errorName(error) !== 'NotFoundException') throw error;
    identity = { ok: true, title: `SES identity ${domain}`, detail: 'Created by the first deploy: publish its DNS records (outputs) afterwards.' };
  }
  return [production, identity];
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
    return fail(title, `It is ${status}: ${status === 'ROLLBACK_COMPLETE' ? `delete it (\`aws cloudformation delete-stack --region ${EDGE_REGION} --stack-name ${name}\`) and deploy again` : 'fix it in the CloudFormation console (README, "Rollback and recovery")'}.${domainNote}`);
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

/** Every check of a stage, in the order the README's runbook meets them. */
export const preflight = async (clients: PreflightClients, stage: StageName, config: StageConfig, region: string = config.region): Promise<Check[]> => {
  // Both regions always: the CDK CLI needs a bootstrap wherever one of the stage's stacks goes.
  const regions = [...new Set([region, EDGE_REGION])];
  const bootstraps = await Promise.all(regions.map((name) => checkBootstrap(clients, name)));
  const paymentSecret = paymentSecretName(config);
  return [
    ...bootstraps,
    await checkSecret(clients, 'Google OAuth', config.googleSecretName, googleSecretSchema),
    paymentSecret
      ? await checkSecret(clients, 'Transbank Oneclick Mall', paymentSecret, paymentSecretSchema)
      : { ok: true, title: 'Transbank Oneclick Mall secret', detail: 'None: this stage uses the integration environment\'s public test credentials.' },
    ...(await checkMail(clients, config)),
    await checkEdgeStack(clients, stage, config),
    await checkAuthDomain(clients, config, await deployedPoolId(clients, stage, region)),
  ];
};

/** The report, one line a check, then what to do for each failure. */
export const formatReport = (checks: readonly Check[]): string =>
  checks.map((check) => `${check.ok ? 'OK     ' : 'MISSING'} ${check.title}${check.detail ? `\n        ${check.detail}` : ''}`).join('\n');
