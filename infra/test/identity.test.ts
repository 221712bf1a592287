import { Match } from 'aws-cdk-lib/assertions';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import { userPoolSettings } from '../lib/user-pool';
import { resourcesOf, synthStage } from './synth';

describe('user pool', () => {
  const template = synthStage('dev');

  it('signs in with the e-mail as username; self sign-up is refused by the pre-sign-up trigger (infra/test/google.test.ts)', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolName: 'beneficios-dev',
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      // Open for Google's first sign-in only: the trigger refuses PreSignUp_SignUp.
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      LambdaConfig: { PreSignUp: Match.anyValue() },
    });
  });

  it('applies the password policy of identity.ts', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: MIN_PASSWORD_LENGTH,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
  });

  it('stores the standard attributes given_name and family_name', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'given_name', Mutable: true }),
        Match.objectLike({ Name: 'family_name', Mutable: true }),
      ]),
    });
  });

  it('leaves password recovery to our own mails', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
    });
  });

  it.each(userPoolSettings.groups)('has the group $name', (group) => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group.name, Description: group.description });
  });

  it('has one web client with exactly the auth flows and token validities of identity.ts, and no secret', () => {
    const clients = resourcesOf(template, 'AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    const [, client] = clients[0] ?? [];
    const flows = client?.Properties.ExplicitAuthFlows as string[];
    expect([...flows].sort()).toEqual([...userPoolSettings.clientAuthFlows].sort());
    expect(client?.Properties).toMatchObject({
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      IdTokenValidity: userPoolSettings.idTokenValidityMinutes,
      AccessTokenValidity: userPoolSettings.accessTokenValidityMinutes,
      RefreshTokenValidity: userPoolSettings.refreshTokenValidityDays * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('is deletable in dev and protected in prod', () => {
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete', Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }) });
    synthStage('prod').hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });
});
