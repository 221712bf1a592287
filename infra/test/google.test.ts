import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Identity } from '../lib/constructs/identity';
import { scheduledJobs } from '../../shared/data/jobs';
import { GOOGLE_VERIFIED_ATTRIBUTE, SIGN_UP_REFUSED_LOG } from '../../shared/federation';
import { googleIdentityProvider, userPoolSettings } from '../lib/user-pool';
import { stageConfig } from '../lib/stage-config';
import { resourcesOf, synthJobs, synthStage } from './synth';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

/** The Identity construct alone, in a bare stack: what the pool, Google and the trigger look like. */
const identityTemplate = (): Template => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'IdentityOnly');
  const identity = new Identity(stack, 'Identity', {
    name: 'beneficios-test',
    retain: false,
    authDomainPrefix: 'beneficios-chile-test',
    googleSecretName: 'beneficios/test/google-oauth',
    outbox: new Table(stack, 'Outbox', { partitionKey: { name: 'id', type: AttributeType.STRING } }),
    pendingSignUps: new Table(stack, 'Auth', { partitionKey: { name: 'pk', type: AttributeType.STRING }, sortKey: { name: 'sk', type: AttributeType.STRING } }),
    users: new Table(stack, 'Users', { partitionKey: { name: 'uid', type: AttributeType.STRING } }),
  });
  identity.allowOAuthRedirects(['https://beneficios.test/login', 'http://localhost:3000/login']);
  return Template.fromStack(stack);
};

const logicalIdOf = (template: Template, type: string, properties: Record<string, unknown>): string => {
  const [id] = Object.keys(template.findResources(type, { Properties: Match.objectLike(properties) }));
  if (!id) throw new Error(`No ${type} like ${JSON.stringify(properties)}`);
  return id;
};

/** A template value as text: an `Fn::Join` joined, a `Ref` shown as `<Name>`. */
const joined = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(joined).join(join[0]);
  const ref = (value as { Ref?: string }).Ref;
  return ref ? `<${ref}>` : JSON.stringify(value);
};

const statementsOfRole = (template: Template, roleId: string): Statement[] =>
  resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);

describe('Google sign-in through Cognito federation', () => {
  const template = identityTemplate();

  it('has Google as an identity provider, its client id and secret read from Secrets Manager at deploy time', () => {
    const [, provider] = resourcesOf(template, 'AWS::Cognito::UserPoolIdentityProvider')[0] ?? [];
    expect(provider?.Properties).toMatchObject({ ProviderName: 'Google', ProviderType: 'Google', ProviderDetails: { authorize_scopes: googleIdentityProvider.scopes.join(' ') } });
    // Dynamic references: CloudFormation reads the secret when it deploys; the template never holds it.
    const details = provider?.Properties.ProviderDetails as Record<string, unknown>;
    const secretArn = 'arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:beneficios/test/google-oauth';
    expect(joined(details.client_id)).toBe(`{{resolve:secretsmanager:${secretArn}:SecretString:clientId::}}`);
    expect(joined(details.client_secret)).toBe(`{{resolve:secretsmanager:${secretArn}:SecretString:clientSecret::}}`);
  });

  it('maps the e-mail, the given, family and full name, and Google\'s email_verified to an attribute of ours, never to Cognito\'s email_verified', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      AttributeMapping: { email: 'email', [GOOGLE_VERIFIED_ATTRIBUTE]: 'email_verified', given_name: 'given_name', family_name: 'family_name', name: 'name' },
    });
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([Match.objectLike({ Name: GOOGLE_VERIFIED_ATTRIBUTE.replace(/^custom:/, ''), AttributeDataType: 'String', Mutable: true })]),
    });
  });

  it('has a hosted UI domain with the stage’s prefix', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'beneficios-chile-test' });
  });

  it('lets the web client use the code flow with Google only, back to the given URLs, once Google exists', () => {
    const providerId = Object.keys(template.findResources('AWS::Cognito::UserPoolIdentityProvider'))[0];
    template.hasResource('AWS::Cognito::UserPoolClient', {
      DependsOn: Match.arrayWith([providerId]),
      Properties: Match.objectLike({
        AllowedOAuthFlows: ['code'],
        AllowedOAuthFlowsUserPoolClient: true,
        AllowedOAuthScopes: ['openid', 'email', 'profile'],
        SupportedIdentityProviders: ['Google'],
        CallbackURLs: ['https://beneficios.test/login', 'http://localhost:3000/login'],
        LogoutURLs: ['https://beneficios.test/login', 'http://localhost:3000/login'],
      }),
    });
  });

  it('runs the pre-sign-up trigger, which is what refuses self sign-up', () => {
    const triggerId = logicalIdOf(template, 'AWS::Lambda::Function', { Description: 'Cognito pre-sign-up: triggers/pre-sign-up' });
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [triggerId, 'Arn'] } },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
    });
  });

  it('gives the trigger Node.js 24 on ARM64, the outbox table, and only what the link needs: no events:PutEvents', () => {
    const [triggerId, trigger] = resourcesOf(template, 'AWS::Lambda::Function').find(([, fn]) => fn.Properties.Description === 'Cognito pre-sign-up: triggers/pre-sign-up') ?? [];
    expect(trigger?.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: 5 });
    const variables = (trigger?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({
      TABLE_OUTBOX: { Ref: expect.stringMatching(/^Outbox/) as unknown },
      TABLE_AUTH: { Ref: expect.stringMatching(/^Auth/) as unknown },
      TABLE_USERS: { Ref: expect.stringMatching(/^Users/) as unknown },
    });
    expect(variables.EVENT_BUS_NAME).toBeUndefined();
    const roleId = (trigger?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = statementsOfRole(template, roleId);
    expect(statements.flatMap((statement) => statement.Action)).toEqual(
      expect.arrayContaining(['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser', 'dynamodb:PutItem']),
    );
    expect(statements.flatMap((statement) => statement.Action)).not.toContain('events:PutEvents');
    expect(statements.find((statement) => statement.Action === 'dynamodb:PutItem')?.Resource).toEqual([
      { 'Fn::GetAtt': [expect.stringMatching(/^Auth/) as unknown, 'Arn'] },
      { 'Fn::GetAtt': [expect.stringMatching(/^Outbox/) as unknown, 'Arn'] },
    ]);
    // A takeover of an e-mail account never activated: its document read and removed with its claims.
    expect(statements.find((statement) => JSON.stringify(statement.Action) === JSON.stringify(['dynamodb:GetItem', 'dynamodb:DeleteItem']))?.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^Users/) as unknown, 'Arn'] });
    expect(statements.find((statement) => statement.Action === 'dynamodb:DeleteItem')?.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^Auth/) as unknown, 'Arn'] });
    expect(triggerId).toBeDefined();
  });
});

describe('the stage stack', () => {
  const template = synthStage('dev');
  const jobs = synthJobs('dev');

  it('sends Google back to the site’s /login and to the stage’s extra URLs', () => {
    const [, client] = resourcesOf(template, 'AWS::Cognito::UserPoolClient')[0] ?? [];
    const callbacks = JSON.stringify(client?.Properties.CallbackURLs);
    expect(callbacks).toContain('/login');
    expect(callbacks).toContain('DomainName');
    expect(client?.Properties.CallbackURLs).toContain('http://localhost:3000/login');
    expect(client?.Properties.LogoutURLs).toEqual(client?.Properties.CallbackURLs);
  });

  it('runs the orphan job hourly on an EventBridge Scheduler schedule', () => {
    const job = scheduledJobs.find((candidate) => candidate.handler === 'jobs/clean-up-accounts');
    expect(job?.everyHours).toBe(1);
    // The jobs are a stack of their own (jobs-stack.ts).
    const functionId = logicalIdOf(jobs, 'AWS::Lambda::Function', { Description: 'Scheduled job: jobs/clean-up-accounts' });
    jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }) }),
    });
  });

  it('lets the clean-up job read and forget pending sign-ups, look accounts up, delete them, and read user documents; never list the pool, create an account or update a user document', () => {
    // The job's worker does the removals; its driver only puts walks on the queue.
    const [, job] = resourcesOf(jobs, 'AWS::Lambda::Function').find(([, fn]) => fn.Properties.Description === 'Job worker: jobs/clean-up-accounts-worker') ?? [];
    const roleId = (job?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const actions = statementsOfRole(jobs, roleId).flatMap((statement) => statement.Action);
    expect(actions).toEqual(expect.arrayContaining(['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:DeleteItem']));
    expect(actions).not.toContain('cognito-idp:ListUsers');
    expect(actions).not.toContain('cognito-idp:AdminCreateUser');
    // It updates billing items only (an expired registration's subscription cancelled, its payments anonymised), never a user document.
    const updates = statementsOfRole(jobs, roleId).filter((statement) => [statement.Action].flat().includes('dynamodb:UpdateItem'));
    expect(JSON.stringify(updates.map((statement) => statement.Resource))).toMatch(/BillingTable/);
    expect(JSON.stringify(updates.map((statement) => statement.Resource))).not.toMatch(/UsersTable/);
  });
});

describe('stage configuration for Google', () => {
  it('takes extra redirect URLs, refusing what is not an http(s) URL', () => {
    expect(stageConfig('dev').oauthRedirectUrls).toEqual(['http://localhost:3000/login']);
    expect(stageConfig('prod').oauthRedirectUrls).toEqual([]);
    expect(() => stageConfig('dev', { oauthRedirectUrls: ['javascript:alert(1)'] })).toThrow(/oauthRedirectUrls/);
  });
});

describe('the pool, hardened', () => {
  const template = identityTemplate();
  const triggerRoleId = (): string => {
    const [, trigger] = resourcesOf(template, 'AWS::Lambda::Function').find(([, fn]) => fn.Properties.Description === 'Cognito pre-sign-up: triggers/pre-sign-up') ?? [];
    return (trigger?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  };

  it("lets the trigger read, link and (taken over) delete accounts of its own pool only, in a policy the function does not wait for", () => {
    const poolId = logicalIdOf(template, 'AWS::Cognito::UserPool', { UserPoolName: 'beneficios-test' });
    const cognitoStatements = statementsOfRole(template, triggerRoleId()).filter((statement) => JSON.stringify(statement.Action).includes('cognito-idp:'));
    expect(cognitoStatements).toEqual([
      expect.objectContaining({ Action: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser', 'cognito-idp:AdminDeleteUser'], Resource: { 'Fn::GetAtt': [poolId, 'Arn'] } }),
    ]);
  });

  it('is on the Lite plan, on purpose', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'LITE' });
  });

  it('limits requests per IP to the pool with its regional web ACL, in place of threat protection', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      Rules: Match.arrayWith([
        Match.objectLike({ Name: 'RateLimitPerIp', Action: { Block: {} }, Statement: { RateBasedStatement: { Limit: userPoolSettings.userPoolRateLimitPerIp, AggregateKeyType: 'IP' } } }),
      ]),
    });
  });

  it('offers no admin password auth on the public web client', () => {
    for (const [, client] of resourcesOf(template, 'AWS::Cognito::UserPoolClient')) {
      expect(client.Properties.ExplicitAuthFlows).not.toContain('ALLOW_ADMIN_USER_PASSWORD_AUTH');
    }
  });
});

describe("the trigger's errors alarm", () => {
  const template = synthStage('dev');
  const [, alarm] = resourcesOf(template, 'AWS::CloudWatch::Alarm').find(([id]) => id.startsWith('IdentityPreSignUpErrorsAlarm')) ?? [];
  const metrics = (alarm?.Properties.Metrics ?? []) as { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string } } }[];

  it('counts Lambda errors less the designed refusals', () => {
    expect(metrics.find((metric) => metric.Expression)?.Expression).toBe('MAX([0, FILL(errors, 0) - FILL(refusals, 0)])');
    expect(metrics.find((metric) => metric.Id === 'errors')?.MetricStat?.Metric).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors' });
    expect(metrics.find((metric) => metric.Id === 'refusals')?.MetricStat?.Metric).toMatchObject({ Namespace: 'Beneficios/beneficios-dev', MetricName: 'SignUpRefusals' });
  });

  it("finds the refusals in the trigger's own log group, by the line the trigger logs", () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: Match.stringLikeRegexp('^IdentityPreSignUpLogs') },
      // lambdas/lib/logger.ts logs one object a line, which Lambda's JSON format keeps under its own `message`.
      FilterPattern: `{ $.message.message = "${SIGN_UP_REFUSED_LOG}" }`,
      MetricTransformations: [Match.objectLike({ MetricNamespace: 'Beneficios/beneficios-dev', MetricName: 'SignUpRefusals', MetricValue: '1' })],
    });
  });
});
