// Runs cognito-local in its own process: it reads `.cognito/` from the working directory,
// which the parent sets to the stack's data folder. Exits when the parent goes away.
const { randomUUID } = require('node:crypto');
const { createDefaultServer } = require('cognito-local/lib/server');
const { UserPoolServiceImpl } = require('cognito-local/lib/services/userPoolService');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
const { DateClock } = require('cognito-local/lib/services/clock');
const pino = require('pino');
const { Targets } = require('cognito-local/lib/targets/targets');
const { InvalidParameterError, NotAuthorizedError, UserNotFoundError } = require('cognito-local/lib/errors');

// Expected misses (an unknown user, a group not created yet) are logged as errors by cognito-local.
const logger = pino({ level: process.env.DEBUG ? 'debug' : 'silent' });
const ctx = { logger };

/*
 * Federated users, as Cognito keeps them (for the local Google emulator, infra/local/emulators/google-oauth.ts).
 * cognito-local has no identity providers, so the emulator asks for what Cognito does itself:
 * a user named `google_<subject>` with the status EXTERNAL_PROVIDER and an `identities` attribute,
 * a link of a Google identity to an existing user, and tokens issued as by the hosted UI.
 * Everything else (AdminGetUser, ListUsers, deletion, JWKS) is cognito-local's own API.
 */
const userPools = new Map();
const remember = (name) => {
  const original = UserPoolServiceImpl.prototype[name];
  UserPoolServiceImpl.prototype[name] = function (...args) {
    userPools.set(this.options.Id, this);
    return original.apply(this, args);
  };
};
['listUsers', 'saveUser', 'getUserByRefreshToken', 'listUserGroupMembership'].forEach(remember);

// As in AWS, an e-mail alias names an e-mail account, never a federated one with the same e-mail.
const getUserByUsername = UserPoolServiceImpl.prototype.getUserByUsername;
UserPoolServiceImpl.prototype.getUserByUsername = async function (context, username) {
  userPools.set(this.options.Id, this);
  const user = await getUserByUsername.call(this, context, username);
  if (!user || user.UserStatus !== 'EXTERNAL_PROVIDER' || user.Username === username) return user;
  const users = Object.values(await this.dataStore.get(context, 'Users', {}));
  const byValue = (name) => users.find((candidate) => candidate.UserStatus !== 'EXTERNAL_PROVIDER' && (candidate.Attributes ?? []).some((item) => item.Name === name && item.Value === username));
  return users.find((candidate) => (candidate.Attributes ?? []).some((item) => item.Name === 'sub' && item.Value === username)) ?? byValue('email') ?? null;
};

// As in AWS, a user's own UpdateUserAttributes may write only the app client's WriteAttributes
// (cognito-local keeps the list but does not check it): email_verified is not among them.
const updateUserAttributes = Targets.UpdateUserAttributes;
Targets.UpdateUserAttributes = (services) => {
  const update = updateUserAttributes(services);
  return async (context, request) => {
    const [, payload] = String(request.AccessToken ?? '').split('.');
    const clientId = payload ? JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).client_id : undefined;
    const client = clientId ? await services.cognito.getAppClient(context, clientId) : null;
    const writable = client && client.WriteAttributes;
    if (writable && (request.UserAttributes ?? []).some((item) => !writable.includes(item.Name))) {
      throw new NotAuthorizedError('A client attempted to write unauthorized attribute');
    }
    return update(context, request);
  };
};

/*
 * The second factor (TOTP), as AWS's guide describes it
 * (https://docs.aws.amazon.com/cognito/latest/developerguide/user-pool-settings-mfa-totp.html): the user
 * associates a secret and confirms a code of it (VerifySoftwareToken), and only "next" is TOTP turned on
 * for them, by SetUserMFAPreference or AdminSetUserMFAPreference. cognito-local turns it on at the
 * verification already, and has no AdminSetUserMFAPreference; both as in AWS here.
 */
const verifySoftwareToken = Targets.VerifySoftwareToken;
Targets.VerifySoftwareToken = (services) => {
  const verify = verifySoftwareToken(services);
  return async (context, request) => {
    const [, payload] = String(request.AccessToken ?? '').split('.');
    const claims = payload ? JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) : {};
    const pool = claims.client_id ? await services.cognito.getUserPoolForClientId(context, claims.client_id) : undefined;
    const before = pool ? await pool.getUserByUsername(context, claims.sub) : undefined;
    const answer = await verify(context, request);
    const after = pool ? await pool.getUserByUsername(context, claims.sub) : undefined;
    if (before && after) await pool.saveUser(context, { ...after, UserMFASettingList: before.UserMFASettingList ?? [] });
    return answer;
  };
};

// https://docs.aws.amazon.com/cognito-user-identity-pools/latest/APIReference/API_AdminSetUserMFAPreference.html
Targets.AdminSetUserMFAPreference = (services) => async (context, request) => {
  const pool = await services.cognito.getUserPool(context, request.UserPoolId);
  const user = await pool.getUserByUsername(context, request.Username);
  if (!user) throw new UserNotFoundError('User does not exist.');
  const software = request.SoftwareTokenMfaSettings;
  if (software && software.Enabled && !(user.SoftwareTokenMfaConfiguration && user.SoftwareTokenMfaConfiguration.Verified)) {
    throw new InvalidParameterError('User has not verified software token mfa');
  }
  const methods = new Set(user.UserMFASettingList ?? []);
  if (software) {
    if (software.Enabled) methods.add('SOFTWARE_TOKEN_MFA');
    else methods.delete('SOFTWARE_TOKEN_MFA');
  }
  const preferred = software && software.Enabled && software.PreferredMfa ? 'SOFTWARE_TOKEN_MFA' : methods.has(user.PreferredMfaSetting) ? user.PreferredMfaSetting : undefined;
  await pool.saveUser(context, { ...user, UserMFASettingList: [...methods], PreferredMfaSetting: preferred, UserLastModifiedDate: new Date() });
  return {};
};

const setAttributes = (attributes, changes) => {
  const byName = new Map((attributes ?? []).map((item) => [item.Name, item.Value]));
  for (const { Name, Value } of changes) byName.set(Name, Value);
  return [...byName].map(([Name, Value]) => ({ Name, Value })).sort((a, b) => a.Name.localeCompare(b.Name));
};

const readJson = (request) =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(text || '{}'));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });

const route = (application, path, handle) =>
  application.post(path, (request, response) => {
    readJson(request)
      .then(async (body) => {
        const pool = userPools.get(body.userPoolId);
        if (!pool) return response.status(404).json({ message: `User pool ${body.userPoolId} not seen yet` });
        return response.status(200).json(await handle(pool, body));
      })
      .catch((error) => response.status(400).json({ message: String(error && error.message) }));
  });

const attachFederation = (application, issuerDomain) => {
  const tokens = new JwtTokenGenerator(new DateClock(), { enabled: () => false }, { IssuerDomain: issuerDomain });

  // Creates the federated user, or updates its mapped attributes as Cognito does at each sign-in.
  route(application, '/_local/federation/users', async (pool, { username, attributes }) => {
    const existing = await pool.getUserByUsername(ctx, username);
    const now = new Date();
    const user = existing
      ? { ...existing, Attributes: setAttributes(existing.Attributes, attributes), UserLastModifiedDate: now }
      : {
          Username: username,
          Attributes: setAttributes([{ Name: 'sub', Value: randomUUID() }], attributes),
          Enabled: true,
          UserStatus: 'EXTERNAL_PROVIDER',
          UserCreateDate: now,
          UserLastModifiedDate: now,
          RefreshTokens: [],
        };
    await pool.saveUser(ctx, user);
    return { username: user.Username, sub: user.Attributes.find((item) => item.Name === 'sub').Value };
  });

  // AdminLinkProviderForUser: the identity joins the user's `identities`.
  route(application, '/_local/federation/links', async (pool, { username, identity }) => {
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw new Error(`No user ${username}`);
    const current = (user.Attributes ?? []).find((item) => item.Name === 'identities');
    const identities = current ? JSON.parse(current.Value) : [];
    if (!identities.some((item) => item.providerName === identity.providerName && item.userId === identity.userId)) identities.push(identity);
    await pool.saveUser(ctx, { ...user, Attributes: setAttributes(user.Attributes, [{ Name: 'identities', Value: JSON.stringify(identities) }]), UserLastModifiedDate: new Date() });
    return { username: user.Username };
  });

  // The hosted UI's token answer, made the way cognito-local makes its own, with the refresh token kept.
  route(application, '/_local/federation/tokens', async (pool, { username, clientId }) => {
    const user = await pool.getUserByUsername(ctx, username);
    if (!user || !user.Enabled) throw new Error(`No enabled user ${username}`);
    const groups = await pool.listUserGroupMembership(ctx, user);
    const issued = await tokens.generate(ctx, user, groups, { ClientId: clientId, UserPoolId: pool.options.Id }, undefined, 'HostedAuth');
    await pool.storeRefreshToken(ctx, issued.RefreshToken, user);
    return { access_token: issued.AccessToken, id_token: issued.IdToken, refresh_token: issued.RefreshToken, token_type: 'Bearer', expires_in: 3600 };
  });
};

createDefaultServer(logger)
  .then((server) => {
    attachFederation(server.application, process.env.COGNITO_ISSUER_DOMAIN);
    return server.start();
  })
  .then(() => process.send && process.send('ready'))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
