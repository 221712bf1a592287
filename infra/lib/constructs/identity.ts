import path from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
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
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { EVENT_SOURCE, events } from '../../../shared/events';
import { googleIdentityProvider, userPoolSettings } from '../user-pool';
import { repoRoot, SERVICE_NAME, toConstructId } from './app-function';
import { lambdaBundling } from './bundling';
import { dataRemovalPolicy } from './data';
import { acknowledgeTracing, logGroupProps } from '../logs';
import { nagNames } from './nag';

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
  ALLOW_ADMIN_USER_PASSWORD_AUTH: 'adminUserPassword',
  ALLOW_REFRESH_TOKEN_AUTH: undefined,
};

export interface IdentityProps {
  readonly name: string;
  readonly retain: boolean;
  /** The hosted UI's domain prefix (stage-config.ts `authDomainPrefix`). */
  readonly authDomainPrefix: string;
  /** Secrets Manager name of the Google OAuth client `{"clientId", "clientSecret"}` (stage-config.ts `googleSecretName`). */
  readonly googleSecretName: string;
  /** Where the pre-sign-up trigger records a Google link for the audit trail. */
  readonly eventBus: IEventBus;
  /** Told when the pre-sign-up trigger fails, like every function of the stack. */
  readonly alarmTopic?: ITopic;
  /** The trigger's log level (stage-config.ts `logLevel`). */
  readonly logLevel?: string;
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
      passwordPolicy: { ...settings.passwordPolicy },
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
      deletionProtection: props.retain,
      removalPolicy: dataRemovalPolicy(props.retain),
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: 'The password rules are the product spec\'s (at least 6 characters, shared/constants.ts), checked by the API with the same schema.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'The spec has no MFA for citizens; admins are few and a later issue may require it for the admin group.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason: 'Threat protection needs the Cognito Plus tier (paid per MAU); sign-in abuse is bounded by API throttling, WAF in prod and our own rate limits.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus tier costs per MAU and adds threat protection only (see COG3); Essentials covers what the product uses, free up to 10,000 MAU.',
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
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true, emailVerified: true, givenName: true, familyName: true, fullname: true }),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(settings.idTokenValidityMinutes),
      accessTokenValidity: Duration.minutes(settings.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(settings.refreshTokenValidityDays),
    });

    this.blockSelfService(props.name);
    this.google = this.addGoogle(props.googleSecretName);
    this.webClient.node.addDependency(this.google);
    this.preSignUp = this.addPreSignUpTrigger(props.eventBus, props.logLevel ?? 'INFO', props.retain);
    if (props.alarmTopic) {
      const alarm = new Alarm(this, 'PreSignUpErrorsAlarm', {
        alarmDescription: 'The Cognito pre-sign-up trigger failed (uncaught error, timeout or crash)',
        metric: this.preSignUp.metricErrors({ period: Duration.minutes(5) }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(props.alarmTopic));
      this.preSignUpErrorsAlarm = alarm;
    }
  }

  /**
   * A regional WAF web ACL on the pool that blocks the self-service calls of Cognito's public API
   * (userPoolSettings.blockedSelfServiceOperations), by their `X-Amz-Target`: with a user's own
   * access token they would delete the account behind the API's back or change its e-mail and names.
   */
  private blockSelfService(name: string): CfnWebACL {
    const metric = (suffix: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `${name}-user-pool-${suffix}` });
    const acl = new CfnWebACL(this, 'UserPoolWebAcl', {
      name: `${name}-user-pool`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: metric('acl'),
      rules: [
        {
          name: 'BlockSelfServiceCalls',
          priority: 0,
          action: { block: {} },
          visibilityConfig: metric('self-service'),
          statement: {
            orStatement: {
              statements: userPoolSettings.blockedSelfServiceOperations.map((operation) => ({
                byteMatchStatement: {
                  fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
                  positionalConstraint: 'EXACTLY',
                  searchString: `AWSCognitoIdentityProviderService.${operation}`,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              })),
            },
          },
        },
      ],
    });
    new CfnWebACLAssociation(this, 'UserPoolWebAclAssociation', { resourceArn: this.userPool.userPoolArn, webAclArn: acl.attrArn });
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
        emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
        familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
        fullname: ProviderAttribute.GOOGLE_NAME,
      },
    });
  }

  /**
   * lambdas/triggers/pre-sign-up.ts: refuses the public SignUp, accepts the server's AdminCreateUser,
   * and links or refuses a first Google sign-in. It cannot name the pool (the pool names it):
   * it takes the pool from the event, and its grants name any pool of the account and region.
   */
  private addPreSignUpTrigger(eventBus: IEventBus, logLevel: string, retain: boolean): NodejsFunction {
    const description = 'Cognito pre-sign-up: triggers/pre-sign-up';
    const logGroup = new LogGroup(this, 'PreSignUpLogs', logGroupProps(retain));
    const role = new Role(this, 'PreSignUpRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description });
    logGroup.grantWrite(role);
    const trigger = new NodejsFunction(this, 'PreSignUp', {
      entry: path.join(repoRoot, 'lambdas', `${googleIdentityProvider.preSignUpTrigger}.ts`),
      handler: 'handler',
      description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // Cognito waits 5 seconds for a trigger.
      timeout: Duration.seconds(5),
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      bundling: lambdaBundling,
      environment: {
        EVENT_BUS_NAME: eventBus.eventBusName,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        LOG_LEVEL: logLevel,
        POWERTOOLS_LOGGER_LOG_EVENT: 'false',
      },
      role,
      logGroup,
      tracing: Tracing.ACTIVE,
    });
    acknowledgeTracing(role);
    const nag = nagNames(this);
    const anyPool = Stack.of(this).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' });
    trigger.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'], resources: [anyPool] }));
    trigger.addToRolePolicy(
      new PolicyStatement({
        actions: ['events:PutEvents'],
        resources: [eventBus.eventBusArn],
        conditions: { StringEquals: { 'events:source': EVENT_SOURCE, 'events:detail-type': [events.GoogleAccountLinked.detailType] } },
      }),
    );
    Validations.of(trigger).acknowledge({ id: 'AwsSolutions-L1', reason: 'Node.js 22 is the runtime the project decided on (shared/architecture.md).' });
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:${nag.partition}:cognito-idp:${nag.region}:${nag.account}:userpool/*]`,
      reason: 'A pool trigger cannot name its own pool (a circular dependency): ListUsers and AdminLinkProviderForUser on the pools of this account and region.',
    });
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
