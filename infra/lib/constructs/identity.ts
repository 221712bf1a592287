import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, type AuthFlow, type StandardAttributes, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { userPoolSettings } from '../identity';
import { toConstructId } from './app-function';

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
}

/** The Cognito user pool of `infra/lib/identity.ts`: e-mail as username, no self sign-up, the admin group, the web client. */
export class Identity extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    const settings = userPoolSettings;

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: props.name,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Registration happens on the server (admin APIs), after validation.
      selfSignUpEnabled: false,
      standardAttributes: Object.fromEntries(
        settings.standardAttributes.map((name) => [standardAttributeKeys[name], { required: name === 'email', mutable: true }]),
      ),
      passwordPolicy: { ...settings.passwordPolicy },
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
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

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
      // No hosted UI yet: without this CDK would enable OAuth flows with an example.com callback.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(settings.idTokenValidityMinutes),
      accessTokenValidity: Duration.minutes(settings.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(settings.refreshTokenValidityDays),
    });
  }
}
