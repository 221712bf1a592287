import * as z from 'zod/mini';

/**
 * Per-stage configuration of the cloud stack, validated once when the app starts.
 * `cdk synth -c stage=dev` picks one; an unknown stage or an invalid value fails the synth.
 */
export const stageNames = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

/**
 * Where every deployed stage runs: São Paulo, the region nearest Chile (Santiago has none with every
 * service this stack uses), so API and socket round trips stay short for the users.
 */
export const APP_REGION = 'sa-east-1';
/**
 * CloudFront takes its certificate and its web ACL only from us-east-1: a small stack of each stage
 * there holds them (infra/lib/stacks/edge-stack.ts). Preflight checks bootstrap and the certificate here.
 */
export const EDGE_REGION = 'us-east-1';

/**
 * The AWS accounts of the product's organization (docs/deploy.md, step 1): prod alone in an account of its
 * own, so that no other stage shares its Lambda concurrency, SES sending reputation, quotas, API Gateway
 * role or the credentials that reach it; dev and staging together in the other. Set both to your
 * accounts' ids before the first deploy: the CDK CLI refuses to deploy a stage's stacks with credentials
 * of any other account, and preflight says which account the credentials are for.
 */
export const accounts = { production: '111111111111', nonProduction: '222222222222' } as const;

const hostname = z.string().check(z.regex(/^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+$/, 'a lower-case host name'));

const stageConfigSchema = z
  .object({
    /**
     * A custom domain for the site. The stage's us-east-1 stack requests its ACM certificate (DNS
     * validation: the deploy waits until the CNAME that ACM shows is published, docs/deploy.md "Domain and
     * certificate"); the DNS record pointing at the distribution is made outside the stacks.
     * Without it the site lives at the distribution's own `*.cloudfront.net` name.
     */
    domain: z.optional(z.object({ name: hostname })),
    /** The AWS account of every stack of the stage (12 digits): one of `accounts`. */
    account: z.string().check(z.regex(/^\d{12}$/, 'a 12-digit AWS account id')),
    /** The app stack's region: sa-east-1 for every deployed stage (APP_REGION); a test may try another. */
    region: z._default(z.string().check(z.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region name')), APP_REGION),
    /** Sender of every mail; the stack creates an SES domain identity for its domain. */
    mailFrom: z.email(),
    supportInbox: z.email(),
    /**
     * Receives the stage's alarms (its SNS topics: one in the stage's region, one in us-east-1 for
     * CloudFront and its web ACL): an address of the stage's own, so that an alarm says by where it
     * arrives which stage it is about.
     */
    alarmEmail: z.email(),
    /**
     * Prefix of the Cognito hosted UI domain, `<prefix>.auth.<region>.amazoncognito.com`, where Google
     * sends users back (`/oauth2/idpresponse`). Unique per region across AWS; Cognito refuses
     * prefixes containing "aws", "amazon" or "cognito".
     */
    authDomainPrefix: z
      .string()
      .check(
        z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'lower-case letters, digits and inner hyphens'),
        z.refine((prefix) => !/aws|amazon|cognito/.test(prefix), 'Cognito refuses "aws", "amazon" and "cognito" in a domain prefix'),
      ),
    /**
     * Secrets Manager name of the Google OAuth client, a JSON `{"clientId": "...", "clientSecret": "..."}`
     * that the ops person stores before deploying (docs/deploy.md).
     */
    googleSecretName: z.string().check(z.regex(/^[\w/+=.@-]{1,512}$/, 'a Secrets Manager secret name')),
    /**
     * Sign-in callback and sign-out URLs of the hosted UI besides the site's own `/login` (which the
     * stack always allows), e.g. a developer's `http://localhost:3000/login` on dev.
     */
    oauthRedirectUrls: z._default(z.array(z.url({ protocol: /^https?$/ })), []),
    /**
     * The payment provider, Transbank Oneclick Mall (lambdas/billing/transbank.ts). Required: a
     * deployed stage without it fails the synth. `integration` without a secret uses Transbank's
     * public test credentials (dev); otherwise `secretName` names a Secrets Manager secret
     * `{"commerceCode", "childCommerceCode", "apiKey"}` stored before deploying (docs/deploy.md).
     */
    payments: z
      .object({
        environment: z.enum(['integration', 'production']),
        secretName: z.optional(z.string().check(z.regex(/^[\w/+=.@-]{1,512}$/, 'a Secrets Manager secret name'))),
      })
      .check(
        z.refine((payments) => payments.environment === 'integration' || payments.secretName !== undefined, {
          message: 'Transbank production needs secretName: the public test credentials only work in integration',
          path: ['secretName'],
        }),
      ),
    /** The functions' log level: Lambda's application log level (infra/lib/logs.ts `functionLogging`). */
    logLevel: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']), 'INFO'),
    /** A WAF web ACL in front of CloudFront, created in the stage's us-east-1 stack (CloudFront's ACLs live there). */
    waf: z.boolean(),
    /** Tables, user pool and uploads survive a stack deletion, with deletion protection on. */
    retainData: z.boolean(),
  });

export type StageConfig = z.infer<typeof stageConfigSchema>;

const stages: Record<StageName, z.input<typeof stageConfigSchema>> = {
  dev: {
    account: accounts.nonProduction,
    mailFrom: 'no-responder@dev.beneficios.cl',
    supportInbox: 'soporte@beneficios.cl',
    alarmEmail: 'alertas-dev@beneficios.cl',
    authDomainPrefix: 'beneficios-chile-dev',
    googleSecretName: 'beneficios/dev/google-oauth',
    oauthRedirectUrls: ['http://localhost:3000/login'],
    payments: { environment: 'integration' },
    waf: false,
    retainData: false,
  },
  // Staging rehearses prod: every path prod takes (WAF, a domain with its certificate, the protected
  // two-step first create, termination protection, data kept) runs here first.
  staging: {
    account: accounts.nonProduction,
    mailFrom: 'no-responder@staging.beneficios.cl',
    supportInbox: 'soporte@beneficios.cl',
    alarmEmail: 'alertas-staging@beneficios.cl',
    authDomainPrefix: 'beneficios-chile-staging',
    googleSecretName: 'beneficios/staging/google-oauth',
    // Transbank's integration environment, with the stage's own secret holding its public test codes.
    payments: { environment: 'integration', secretName: 'beneficios/staging/transbank' },
    domain: { name: 'staging.beneficios.cl' },
    waf: true,
    retainData: true,
  },
  prod: {
    account: accounts.production,
    mailFrom: 'no-responder@beneficios.cl',
    supportInbox: 'soporte@beneficios.cl',
    alarmEmail: 'alertas@beneficios.cl',
    authDomainPrefix: 'beneficios-chile',
    googleSecretName: 'beneficios/prod/google-oauth',
    payments: { environment: 'production', secretName: 'beneficios/prod/transbank' },
    // Google's consent screen lists the site's domain as an authorised domain: prod cannot go live on *.cloudfront.net.
    domain: { name: 'beneficios.cl' },
    waf: true,
    retainData: true,
  },
};

/** The CloudFormation stack of a stage, also the prefix of its resources' names. */
export const stackName = (stage: StageName): string => `beneficios-${stage}`;

export const isStageName = (value: unknown): value is StageName => stageNames.some((name) => name === value);

/** The `stage` context value, or a loud error naming the stages there are. */
export const parseStageName = (value: unknown): StageName => {
  if (!isStageName(value)) {
    throw new Error(
      `Choose a stage with -c stage=<${stageNames.join('|')}> (got ${JSON.stringify(value)}). ` +
        'To bootstrap an account, no stage is needed from the app: `npm run bootstrap -- --stage NAME` (docs/deploy.md, step 1).',
    );
  }
  return value;
};

/**
 * Prod's own rule: a domain. Google's OAuth consent screen must list the site's domain among its
 * authorised domains to be published, and a `*.cloudfront.net` name cannot be listed (it is not the
 * product's); the sender domain's DMARC alignment and the users' trust want it too.
 */
const prodConfigSchema = stageConfigSchema.check(
  z.refine((config) => config.domain !== undefined, {
    message: 'prod needs a domain: Google\'s consent screen must list the site\'s own domain as an authorised domain (docs/deploy.md, step 3)',
    path: ['domain'],
  }),
);

/** A stage's validated configuration; tests pass overrides to try other settings. */
export const stageConfig = (stage: StageName, overrides: Partial<z.input<typeof stageConfigSchema>> = {}): StageConfig => {
  const parsed = (stage === 'prod' ? prodConfigSchema : stageConfigSchema).safeParse({ ...stages[stage], ...overrides });
  if (!parsed.success) throw new Error(`Invalid configuration of stage ${stage}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

/** The domain part of an e-mail address. */
export const mailDomainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1);
