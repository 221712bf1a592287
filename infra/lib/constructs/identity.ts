import path from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  StringAttribute,
  FeaturePlan,
  Mfa,
  ClientAttributes,
  type AuthFlow,
  type CfnUserPoolClient,
  OAuthScope,
  ProviderAttribute,
  type StandardAttributes,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { FilterPattern, LogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { GOOGLE_VERIFIED_ATTRIBUTE, SIGN_UP_REFUSED_LOG } from '../../../shared/federation';
import { googleIdentityProvider, userPoolSettings } from '../user-pool';
import { denySigningKeys, repoRoot, toConstructId } from './app-function';
import { lambdaBundling } from './bundling';
import { dataRemovalPolicy } from '../retention';
import { acknowledgeTracing, functionLogging, LOGGED_MESSAGE, logGroupProps } from '../logs';
import type { StageConfig } from '../stage-config';
import { logWebAcl } from './waf';
import { notify } from './alarms';

type StandardAttributeName = (typeof userPoolSettings.standardAttributes)[number];
type ClientAuthFlow = (typeof userPoolSettings.clientAuthFlows)[number];

const standardAttributeKeys: Record<StandardAttributeName, keyof StandardAttributes> = {
  email: 'email',
  given_name: 'givenName',
  family_name: 'familyName',
};

/** CDK always allows refresh-token auth once any flow is on. */
const authFlowKeys: Record<ClientAuthFlow, keyof AuthFlow | undefined> = {
  ALLOW_USER_PASSWORD_AUTH: 'userPassword',
  ALLOW_REFRESH_TOKEN_AUTH: undefined,
};

export interface IdentityProps {
  readonly name: string;
  readonly retain: boolean;
  /** The hosted UI's domain prefix (stage-config.ts `authDomainPrefix`). */
  readonly authDomainPrefix: string;
  /** Secrets Manager name of the Google OAuth client `{"clientId", "clientSecret"}` (stage-config.ts `googleSecretName`). */
  readonly googleSecretName: string;
  /** The outbox table, where the pre-sign-up trigger writes a Google link's event for the audit trail (lambdas/lib/events.ts). */
  readonly outbox: ITable;
  /** The auth table, where the pre-sign-up trigger records a Google sign-up until it registers (the orphan job reads it). */
  readonly pendingSignUps: ITable;
  /** The users table: the trigger reads an e-mail account's activation there, and removes one never activated that Google takes over. */
  readonly users: ITable;
  /** Told when the pre-sign-up trigger fails, like every function of the stack. */
  readonly alarmTopic?: ITopic;
  /** The trigger's log level (stage-config.ts `logLevel`). */
  readonly logLevel?: StageConfig['logLevel'];
}

/** The Cognito user pool of `infra/lib/user-pool.ts`: e-mail as username, registration on the server, Google, the admin group, the web client. */
export class Identity extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  /** The Cognito hosted UI, where OAuth providers (Google) send users back. */
  readonly hostedUiDomain: UserPoolDomain;
  /** `<prefix>.auth.<region>.amazoncognito.com`, without scheme. */
  readonly hostedUiHost: string;
  readonly google: UserPoolIdentityProviderGoogle;
  readonly preSignUp: NodejsFunction;
  private preSignUpLogs!: LogGroup;
  /** Present when the stack passes an alarm topic. */
  readonly preSignUpErrorsAlarm?: Alarm;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    const settings = userPoolSettings;

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: props.name,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Registration happens on the server (admin APIs), after validation. Sign-up stays open for
      // Google's first sign-in only: the pre-sign-up trigger refuses the public SignUp API, so the
      // design holds whether or not admin-only creation would also block federated users.
      selfSignUpEnabled: true,
      standardAttributes: Object.fromEntries(
        settings.standardAttributes.map((name) => [standardAttributeKeys[name], { required: name === 'email', mutable: true }]),
      ),
      // Google's email_verified lands here, not in Cognito's email_verified (see clientWriteAttributes).
      customAttributes: { [GOOGLE_VERIFIED_ATTRIBUTE.replace(/^custom:/, '')]: new StringAttribute({ mutable: true, maxLen: 5 }) },
      passwordPolicy: { ...settings.passwordPolicy },
      mfa: Mfa[settings.mfa.configuration],
      mfaSecondFactor: { otp: settings.mfa.totp, sms: settings.mfa.sms },
      // A new e-mail takes effect only once verified (our API never changes it; see blockSelfService).
      autoVerify: { email: true },
      keepOriginal: { email: true },
      // Our own mails do activation and invitations; these are what Cognito sends if it ever sends one.
      userVerification: {
        emailSubject: 'Verifica tu correo electrónico',
        emailBody: 'Tu código de verificación es {####}',
      },
      userInvitation: {
        emailSubject: 'Tu cuenta de Beneficios',
        emailBody: 'Tu usuario es {username} y tu contraseña temporal es {####}',
      },
      // Password recovery is our own link mail (rate-limited, no enumeration); Cognito's ForgotPassword stays off.
      accountRecovery: AccountRecovery.NONE,
      // Lite on purpose (COG8): nothing used needs Essentials (managed login, passwordless, access-token customisation).
      featurePlan: FeaturePlan.LITE,
      deletionProtection: props.retain,
      removalPolicy: dataRemovalPolicy(props.retain),
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: 'The password rules are docs/product.md\'s (at least 6 characters, shared/constants.ts), checked by the API with the same schema.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA (TOTP) is optional in the pool, for persons and companies to choose; the API requires it of every admin (lambdas/lib/account-status.ts).',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the Plus plan (paid per MAU). Instead a regional WAF web ACL on the pool (blockSelfService) limits requests per IP to the pool\'s public API, limits sign-in calls (InitiateAuth, RespondToAuthChallenge) per IP more tightly, and blocks the self-service calls; the browser signs in against Cognito directly, and Cognito locks a username out after repeated wrong passwords.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Lite plan on purpose: the product uses e-mail sign-in, Google federation and the classic hosted UI, all in Lite; Plus would only add threat protection, covered by the pool\'s web ACL (COG3).',
      },
    );

    this.hostedUiDomain = this.userPool.addDomain('HostedUiDomain', { cognitoDomain: { domainPrefix: props.authDomainPrefix } });
    this.hostedUiHost = `${props.authDomainPrefix}.auth.${Stack.of(this).region}.amazoncognito.com`;

    for (const group of settings.groups) {
      this.userPool.addGroup(`${toConstructId(group.name)}Group`, { groupName: group.name, description: group.description });
    }

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      authFlows: Object.fromEntries(
        settings.clientAuthFlows.flatMap((flow) => {
          const key = authFlowKeys[flow];
          return key ? [[key, true]] : [];
        }),
      ),
      // The hosted UI for Google only (the code flow with PKCE of Amplify's signInWithRedirect);
      // e-mail accounts keep signing in through the API. The URLs are the site's: `allowOAuthRedirects`.
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.GOOGLE],
      // Never emailVerified: only the activation (on the server) vouches for an e-mail account's address.
      writeAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, givenName: true, familyName: true, fullname: true })
        .withCustomAttributes(GOOGLE_VERIFIED_ATTRIBUTE.replace(/^custom:/, '')),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(settings.idTokenValidityMinutes),
      accessTokenValidity: Duration.minutes(settings.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(settings.refreshTokenValidityDays),
    });

    this.blockSelfService(props.name, props.retain);
    this.google = this.addGoogle(props.googleSecretName);
    this.webClient.node.addDependency(this.google);
    this.preSignUp = this.addPreSignUpTrigger(props, props.logLevel ?? 'INFO');
    if (props.alarmTopic) {
      const alarm = new Alarm(this, 'PreSignUpErrorsAlarm', {
        alarmDescription: 'The Cognito pre-sign-up trigger failed (uncaught error, timeout or crash); its designed refusals are not counted',
        metric: this.unexpectedPreSignUpErrors(props.name),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      notify(alarm, props.alarmTopic);
      this.preSignUpErrorsAlarm = alarm;
    }
  }

  /**
   * The trigger's errors less its designed refusals. Cognito only refuses a sign-up when the trigger
   * throws, so every refusal (self sign-up, a Google e-mail not verified or taken) is a Lambda error;
   * the trigger logs each one as SIGN_UP_REFUSED_LOG first, and a metric filter counts those lines.
   */
  private unexpectedPreSignUpErrors(name: string): MathExpression {
    const period = Duration.minutes(5);
    const filter = new MetricFilter(this, 'PreSignUpRefusals', {
      logGroup: this.preSignUpLogs,
      filterPattern: FilterPattern.stringValue(LOGGED_MESSAGE, '=', SIGN_UP_REFUSED_LOG),
      // One namespace per stage: stages may share an account.
      metricNamespace: `Beneficios/${name}`,
      metricName: 'SignUpRefusals',
      metricValue: '1',
    });
    filter.node.addDependency(this.preSignUpLogs);
    return new MathExpression({
      label: 'Pre-sign-up errors, refusals excluded',
      expression: 'MAX([0, FILL(errors, 0) - FILL(refusals, 0)])',
      usingMetrics: {
        errors: this.preSignUp.metricErrors({ period }),
        refusals: filter.metric({ period, statistic: 'Sum' }),
      },
      period,
    });
  }

  /**
   * A regional WAF web ACL on the pool that blocks the self-service calls of Cognito's public API
   * (userPoolSettings.blockedSelfServiceOperations), by their `X-Amz-Target`: with a user's own
   * access token they would delete the account behind the API's back or change its e-mail and names.
   * It also limits requests per IP, and sign-in calls per IP more tightly, in place of the Plus
   * plan's threat protection (COG3); Cognito itself locks a username out after repeated wrong passwords.
   */
  private blockSelfService(name: string, retain: boolean): CfnWebACL {
    // Cognito reads the operation's name whatever its case: the match lowercases the header first.
    const targetIs = (operation: string) => ({
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
        positionalConstraint: 'EXACTLY',
        searchString: `AWSCognitoIdentityProviderService.${operation}`.toLowerCase(),
        textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
      },
    });
    const metric = (suffix: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `${name}-user-pool-${suffix}` });
    const acl = new CfnWebACL(this, 'UserPoolWebAcl', {
      name: `${name}-user-pool`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: metric('acl'),
      rules: [
        {
          name: 'RateLimitPerIp',
          priority: 1,
          action: { block: {} },
          visibilityConfig: metric('rate'),
          statement: { rateBasedStatement: { limit: userPoolSettings.userPoolRateLimitPerIp, aggregateKeyType: 'IP' } },
        },
        {
          name: 'SignInPerIp',
          priority: 2,
          action: { block: {} },
          visibilityConfig: metric('sign-in'),
          statement: {
            rateBasedStatement: {
              limit: userPoolSettings.signInRateLimitPerIp,
              aggregateKeyType: 'IP',
              scopeDownStatement: { orStatement: { statements: ['InitiateAuth', 'RespondToAuthChallenge'].map(targetIs) } },
            },
          },
        },
        {
          name: 'BlockSelfServiceCalls',
          priority: 0,
          action: { block: {} },
          visibilityConfig: metric('self-service'),
          statement: {
            orStatement: {
              statements: userPoolSettings.blockedSelfServiceOperations.map(targetIs),
            },
          },
        },
      ],
    });
    new CfnWebACLAssociation(this, 'UserPoolWebAclAssociation', { resourceArn: this.userPool.userPoolArn, webAclArn: acl.attrArn });
    logWebAcl(this, acl, `${name}-user-pool`, retain);
    return acl;
  }

  /** Google as a federated identity provider, its client from Secrets Manager, its attributes mapped. */
  private addGoogle(secretName: string): UserPoolIdentityProviderGoogle {
    const secret = Secret.fromSecretNameV2(this, 'GoogleClientSecret', secretName);
    return new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      // Dynamic references, resolved by CloudFormation at deploy time: never in the template.
      clientId: secret.secretValueFromJson('clientId').unsafeUnwrap(),
      clientSecretValue: secret.secretValueFromJson('clientSecret'),
      scopes: [...googleIdentityProvider.scopes],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        custom: { [GOOGLE_VERIFIED_ATTRIBUTE]: ProviderAttribute.GOOGLE_EMAIL_VERIFIED },
        givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
        familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
        fullname: ProviderAttribute.GOOGLE_NAME,
      },
    });
  }

  /**
   * lambdas/triggers/pre-sign-up.ts: refuses the public SignUp, accepts the server's AdminCreateUser,
   * and links or refuses a first Google sign-in. It cannot have the pool's id in its environment (the
   * pool names it): it takes the pool from the event; its grants, in a separate policy, name its own pool.
   */
  private addPreSignUpTrigger({ outbox, pendingSignUps, users, retain }: IdentityProps, logLevel: StageConfig['logLevel']): NodejsFunction {
    const description = 'Cognito pre-sign-up: triggers/pre-sign-up';
    const logGroup = new LogGroup(this, 'PreSignUpLogs', logGroupProps(retain));
    this.preSignUpLogs = logGroup;
    const role = new Role(this, 'PreSignUpRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description });
    logGroup.grantWrite(role);
    const trigger = new NodejsFunction(this, 'PreSignUp', {
      entry: path.join(repoRoot, 'lambdas', `${googleIdentityProvider.preSignUpTrigger}.ts`),
      handler: 'handler',
      description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // Cognito waits 5 seconds for a trigger.
      timeout: Duration.seconds(5),
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      bundling: lambdaBundling,
      environment: {
        TABLE_USERS: users.tableName,
        TABLE_AUTH: pendingSignUps.tableName,
        TABLE_OUTBOX: outbox.tableName,
        NODE_OPTIONS: '--enable-source-maps',
      },
      role,
      logGroup,
      ...functionLogging(logLevel),
      tracing: Tracing.ACTIVE,
    });
    acknowledgeTracing(role);
    // Its own pool only, in a policy of its own: the function does not wait for it, so the pool can
    // name the function and the policy the pool without a cycle.
    new Policy(this, 'PreSignUpPoolAccess', {
      roles: [role],
      statements: [new PolicyStatement({ actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser', 'cognito-idp:AdminDeleteUser'], resources: [this.userPool.userPoolArn] })],
    });
    // The pending sign-up, and the link's event in the outbox (only the outbox relay puts events on the bus);
    // a takeover reads the document and removes it with its claims (AdminDeleteUser above: its Cognito account).
    trigger.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [pendingSignUps.tableArn, outbox.tableArn] }));
    trigger.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:DeleteItem'], resources: [users.tableArn] }));
    trigger.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:DeleteItem'], resources: [pendingSignUps.tableArn] }));
    // It neither signs nor verifies: the signing keys in the same table are not its to touch.
    trigger.addToRolePolicy(denySigningKeys(pendingSignUps.tableArn));
    Validations.of(trigger).acknowledge({ id: 'AwsSolutions-L1', reason: 'Node.js 24 (nodejs24.x), the Node that npm ci brings and every test runs on.' });
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, trigger);
    return trigger;
  }

  /** The sign-in callback and sign-out URLs of the hosted UI: the site's `/login`, known once the site is. */
  allowOAuthRedirects(urls: readonly string[]): void {
    const client = this.webClient.node.defaultChild as CfnUserPoolClient;
    client.callbackUrLs = [...urls];
    client.logoutUrLs = [...urls];
  }
}
