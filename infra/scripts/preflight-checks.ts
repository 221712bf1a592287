import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient, DescribeUserPoolDomainCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import * as z from 'zod/mini';
import { mailDomainOf, stackName, type StageConfig, type StageName } from '../lib/stage-config';

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
 * Transbank Oneclick Mall: the mall's commerce code, the child store's code we charge under, and the
 * API key. Name and shape to be agreed with the billing work (issue 16 asks preflight to check it).
 */
export const paymentSecretName = (stage: StageName): string => `beneficios/${stage}/transbank-oneclick`;
export const paymentSecretSchema = z.object({ commerceCode: z.string().check(z.regex(/^\d+$/)), childCommerceCode: z.string().check(z.regex(/^\d+$/)), apiKey: z.string().check(z.minLength(1)) });

const errorName = (error: unknown): string | undefined => (error as { name?: string } | undefined)?.name;
const fail = (title: string, detail: string): Check => ({ ok: false, title, detail });

/** The CDK bootstrap stack (CDKToolkit) of a region, deployed and healthy. */
export const checkBootstrap = async (clients: PreflightClients, region: string): Promise<Check> => {
  const title = `CDK bootstrap in ${region}`;
  try {
    const { Stacks } = await clients.cloudFormation(region).send(new DescribeStacksCommand({ StackName: 'CDKToolkit' }));
    const status = Stacks?.[0]?.StackStatus ?? '';
    return /_COMPLETE$/.test(status) && !status.includes('ROLLBACK') && !status.startsWith('DELETE')
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
  const parsed = schema.safeParse(value);
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

/** The certificate CloudFront needs: in us-east-1 (the stage schema also refuses another region). */
export const checkCertificate = (config: StageConfig): Check => {
  if (!config.domain) return { ok: true, title: 'Custom domain', detail: 'None: the site uses its *.cloudfront.net name.' };
  const region = config.domain.certificateArn.split(':')[3];
  return region === 'us-east-1'
    ? { ok: true, title: `Certificate for ${config.domain.name} in us-east-1` }
    : fail(`Certificate for ${config.domain.name}`, `It is in ${region}: CloudFront only takes certificates from us-east-1. Request one there.`);
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
export const preflight = async (clients: PreflightClients, stage: StageName, config: StageConfig, region: string): Promise<Check[]> => {
  const regions = [...new Set([region, 'us-east-1'])];
  const bootstraps = await Promise.all(regions.map((name) => checkBootstrap(clients, name)));
  return [
    ...bootstraps,
    await checkSecret(clients, 'Google OAuth', config.googleSecretName, googleSecretSchema),
    await checkSecret(clients, 'Transbank Oneclick Mall', paymentSecretName(stage), paymentSecretSchema),
    ...(await checkMail(clients, config)),
    checkCertificate(config),
    await checkAuthDomain(clients, config, await deployedPoolId(clients, stage, region)),
  ];
};

/** The report, one line a check, then what to do for each failure. */
export const formatReport = (checks: readonly Check[]): string =>
  checks.map((check) => `${check.ok ? 'OK     ' : 'MISSING'} ${check.title}${check.detail ? `\n        ${check.detail}` : ''}`).join('\n');
