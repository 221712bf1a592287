import { Match } from 'aws-cdk-lib/assertions';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import { GOOGLE_VERIFIED_ATTRIBUTE } from '../../shared/federation';
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

  it('takes an authenticator app\'s code (TOTP, never SMS) as the second factor, optional in the pool: the API requires it of admins', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
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
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  describe('cannot be used to go around the API', () => {
    const [, client] = resourcesOf(template, 'AWS::Cognito::UserPoolClient')[0] ?? [];

    it('lets the web client write only the attributes Google\'s sign-in maps, never email_verified (our activation alone vouches for an address)', () => {
      const writable = client?.Properties.WriteAttributes as string[] | undefined;
      expect(writable).toBeDefined();
      expect([...(writable ?? [])].sort()).toEqual([...userPoolSettings.clientWriteAttributes].sort());
      expect(writable).not.toContain('email_verified');
      expect(writable?.filter((name) => name.startsWith('custom:'))).toEqual([GOOGLE_VERIFIED_ATTRIBUTE]);
    });

    it('keeps the e-mail until a new one is verified', () => {
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
        AutoVerifiedAttributes: ['email'],
      });
    });

    it('blocks the self-service calls (DeleteUser, attribute changes) of Cognito\'s public API with a WAF web ACL on the pool', () => {
      const [[aclId, acl] = []] = resourcesOf(template, 'AWS::WAFv2::WebACL').filter(([, resource]) => resource.Properties.Scope === 'REGIONAL');
      expect(acl).toBeDefined();
      const blocked = JSON.stringify(acl?.Properties.Rules);
      for (const operation of userPoolSettings.blockedSelfServiceOperations) expect(blocked).toContain(`AWSCognitoIdentityProviderService.${operation}`.toLowerCase());
      expect(userPoolSettings.blockedSelfServiceOperations).toEqual(expect.arrayContaining(['DeleteUser', 'UpdateUserAttributes', 'DeleteUserAttributes', 'VerifyUserAttribute', 'SetUserMFAPreference']));
      expect(blocked).toContain('"Block"');
      template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
        ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('UserPool'), 'Arn'] },
        WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
      });
    });

    it('matches X-Amz-Target whatever its case, as Cognito reads it: a call in other capitals is blocked too', () => {
      const [[, acl] = []] = resourcesOf(template, 'AWS::WAFv2::WebACL').filter(([, resource]) => resource.Properties.Scope === 'REGIONAL');
      const matches = JSON.stringify(acl?.Properties.Rules).match(/"ByteMatchStatement":\{[^}]*"SingleHeader":\{"Name":"x-amz-target"\}[^\]]*\]/g) ?? [];
      expect(matches.length).toBeGreaterThan(0);
      for (const match of matches) {
        expect(match).toContain('"Type":"LOWERCASE"');
        const searched = /"SearchString":"([^"]*)"/.exec(match)?.[1] ?? '';
        expect(searched).toBe(searched.toLowerCase());
      }
    });

    it('limits sign-in attempts (InitiateAuth, RespondToAuthChallenge) per address, beside the pool\'s own per-user lockout', () => {
      const [[, acl] = []] = resourcesOf(template, 'AWS::WAFv2::WebACL').filter(([, resource]) => resource.Properties.Scope === 'REGIONAL');
      const rules = acl?.Properties.Rules as { Name: string; Statement: { RateBasedStatement?: { Limit: number; AggregateKeyType: string; ScopeDownStatement?: unknown } } }[];
      const signIn = rules.find((rule) => rule.Name === 'SignInPerIp');
      expect(signIn?.Statement.RateBasedStatement).toMatchObject({ Limit: userPoolSettings.signInRateLimitPerIp, AggregateKeyType: 'IP' });
      const scope = JSON.stringify(signIn?.Statement.RateBasedStatement?.ScopeDownStatement);
      expect(scope).toContain('awscognitoidentityproviderservice.initiateauth');
      expect(scope).toContain('awscognitoidentityproviderservice.respondtoauthchallenge');
    });
  });
});
