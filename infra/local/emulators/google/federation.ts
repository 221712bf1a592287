import { createHash } from 'node:crypto';
import { AdminGetUserCommand, type CognitoIdentityProviderClient, ListUsersCommand, type AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import {
  decideFederatedSignUp,
  federatedUsername,
  federationRefusalMarker,
  GOOGLE_PROVIDER_NAME,
  GOOGLE_VERIFIED_ATTRIBUTE,
  type ExistingDocument,
  type ExistingNativeAccount,
} from '../../../../shared/federation';

/**
 * What Cognito does with a Google identity, done against cognito-local: an existing federated user,
 * one linked earlier, or the pre-sign-up trigger's decision (shared/federation.ts) to create, link or
 * refuse. The writes go through the private federation routes of `cognito-child.cjs`.
 */
export interface FederationOptions {
  /** cognito-local's URL, for the federation routes of `cognito-child.cjs`. */
  cognitoEndpoint: string;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  /** The pre-sign-up trigger's lookup: the e-mail account holding an e-mail. */
  findNativeAccount: (email: string) => Promise<ExistingNativeAccount | undefined>;
  /** The trigger's read of our document of that account (its activation decides). */
  readDocument: (uid: string) => Promise<ExistingDocument | undefined>;
  /** What the trigger does to an e-mail account never activated before the new federated account: the takeover. */
  onTakeOver: (account: ExistingNativeAccount, username: string) => Promise<void>;
  /** What the trigger does after a link: the audit event. */
  onLinked: (uid: string) => Promise<void>;
  /** What the trigger does before a new federated account: records the pending sign-up the orphan job reads. */
  onCreated: (username: string) => Promise<void>;
  log?: (line: string) => void;
}

export interface GoogleAccount {
  name: string;
  email: string;
  verified: boolean;
}

/** Google's subject for an e-mail: 21 digits, the same for the same e-mail every time. */
export const googleSubjectFor = (email: string): string => {
  const digest = BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 16)}`);
  return `1${(digest % 10n ** 20n).toString().padStart(20, '0')}`;
};

const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((item) => item.Name === name)?.Value;

/** "Valentina Soto Pérez": Google's given name is the first word, the family name the rest. */
const splitName = (name: string) => {
  const [given = '', ...family] = name.trim().split(/\s+/);
  return { given, family: family.join(' ') };
};

export const createFederation = (options: FederationOptions) => {
  const federation = async <T>(operation: 'users' | 'links' | 'tokens', body: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${options.cognitoEndpoint}/_local/federation/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userPoolId: options.userPoolId, ...body }),
    });
    if (!response.ok) throw new Error(`cognito-local federation ${operation}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  const getUser = async (username: string) => {
    try {
      return await options.cognito.send(new AdminGetUserCommand({ UserPoolId: options.userPoolId, Username: username }));
    } catch (error) {
      if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
      throw error;
    }
  };

  /** A user a Google identity was linked to earlier: it has the identity in its `identities`. */
  const findLinkedUser = async (email: string, subject: string): Promise<string | undefined> => {
    const { Users = [] } = await options.cognito.send(new ListUsersCommand({ UserPoolId: options.userPoolId, Filter: `email = "${email}"` }));
    const linked = Users.find((user) => {
      if (user.UserStatus === 'EXTERNAL_PROVIDER') return false;
      const identities = JSON.parse(attribute(user.Attributes, 'identities') ?? '[]') as { providerName?: string; userId?: string }[];
      return identities.some((identity) => identity.providerName === GOOGLE_PROVIDER_NAME && identity.userId === subject);
    });
    return linked?.Username;
  };

  /** The Cognito user a Google account signs in as, or the refusal marker the app shows. */
  const signInAs = async (input: GoogleAccount): Promise<{ username: string } | { refused: string }> => {
    const subject = googleSubjectFor(input.email);
    const username = federatedUsername(subject);
    const { given, family } = splitName(input.name);
    const mapped = [
      { Name: 'email', Value: input.email },
      // As the pool maps it: Google's claim in an attribute of ours, never Cognito's email_verified.
      { Name: GOOGLE_VERIFIED_ATTRIBUTE, Value: String(input.verified) },
      { Name: 'name', Value: input.name.trim() },
      { Name: 'given_name', Value: given },
      { Name: 'family_name', Value: family },
    ].filter((item) => item.Value !== '');
    const identity = { userId: subject, providerName: GOOGLE_PROVIDER_NAME, providerType: GOOGLE_PROVIDER_NAME, issuer: null, primary: true, dateCreated: Date.now() };

    if (await getUser(username)) {
      // Cognito maps the provider's attributes again at each sign-in.
      await federation('users', { username, attributes: mapped });
      return { username };
    }
    const linked = await findLinkedUser(input.email, subject);
    if (linked) return { username: linked };

    const existing = input.verified ? await options.findNativeAccount(input.email) : undefined;
    const decision = decideFederatedSignUp({ emailVerified: input.verified }, existing, existing && (await options.readDocument(existing.uid)));
    switch (decision.action) {
      case 'take-over':
        await options.onTakeOver(decision.account, username);
        await federation('users', { username, attributes: [...mapped, { Name: 'identities', Value: JSON.stringify([identity]) }] });
        options.log?.(`[google] ${input.email} took over an e-mail account never activated`);
        return { username };
      case 'create':
        await options.onCreated(username);
        await federation('users', { username, attributes: [...mapped, { Name: 'identities', Value: JSON.stringify([identity]) }] });
        options.log?.(`[google] new federated account ${username} (${input.email})`);
        return { username };
      case 'link':
        await federation('links', { username: decision.account.username, identity: { ...identity, primary: false } });
        await options.onLinked(decision.account.uid);
        options.log?.(`[google] linked ${input.email} to its e-mail account`);
        return { username: decision.account.username };
      case 'refuse':
        options.log?.(`[google] refused ${input.email}: ${decision.reason}`);
        return { refused: federationRefusalMarker(decision.reason) };
    }
  };

  /** cognito-local's own tokens for a user, as its hosted UI would issue them after the code exchange. */
  const issueTokens = (username: string, clientId: string): Promise<Record<string, unknown>> => federation('tokens', { username, clientId });

  return { getUser, signInAs, issueTokens };
};

export type Federation = ReturnType<typeof createFederation>;
