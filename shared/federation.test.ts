import {
  decideFederatedSignUp,
  federatedUsername,
  federationRefusalMarker,
  federationRefusalMessages,
  namesFromGoogleProfile,
  parseFederationRefusal,
  providerSubjectOf,
  type ExistingNativeAccount,
} from './federation';

const account = (overrides: Partial<ExistingNativeAccount> = {}): ExistingNativeAccount => ({ username: 'sub-1', uid: 'sub-1', enabled: true, ...overrides });

describe('decideFederatedSignUp: one account per e-mail', () => {
  it('makes a new account when nobody holds the e-mail', () => {
    expect(decideFederatedSignUp({ emailVerified: true }, undefined)).toEqual({ action: 'create' });
  });

  it('links to an e-mail account our document says was activated, when Google vouches for the e-mail', () => {
    expect(decideFederatedSignUp({ emailVerified: true }, account(), { activated: true })).toEqual({ action: 'link', account: account() });
  });

  it.each([
    ['a document never activated', { activated: false }],
    ['no document at all (a registration that never completed)', undefined],
  ])('takes over an e-mail account with %s: its holder never proved the mailbox, Google does now', (_case, document) => {
    expect(decideFederatedSignUp({ emailVerified: true }, account(), document)).toEqual({ action: 'take-over', account: account() });
  });

  it.each([
    ['an e-mail Google has not verified', { emailVerified: false }, account(), { activated: true }, 'email-not-verified'],
    ['an e-mail Google has not verified, even with no account', { emailVerified: false }, undefined, undefined, 'email-not-verified'],
    ['a disabled account', { emailVerified: true }, account({ enabled: false }), { activated: true }, 'account-disabled'],
    ['an account an admin disabled in its document', { emailVerified: true }, account(), { activated: false, disabled: true }, 'account-disabled'],
  ])('refuses %s', (_case, google, existing, document, reason) => {
    expect(decideFederatedSignUp(google, existing, document)).toEqual({ action: 'refuse', reason });
  });
});

describe('refusal codes', () => {
  it('travel inside a provider error description and come back out', () => {
    const description = `PreSignUp failed with error ${federationRefusalMarker('account-disabled')}.`;
    expect(parseFederationRefusal(description)).toBe('account-disabled');
    expect(parseFederationRefusal('[federation:made-up]')).toBeUndefined();
    expect(parseFederationRefusal('access_denied')).toBeUndefined();
  });

  it('each have a Spanish message', () => {
    expect(federationRefusalMessages['account-disabled']).toMatch(/\S/);
    expect(federationRefusalMessages['email-not-verified']).toMatch(/\S/);
  });
});

describe('federated usernames', () => {
  it('are named like Cognito names them', () => {
    expect(federatedUsername('1077')).toBe('google_1077');
    expect(providerSubjectOf('Google_1077')).toBe('1077');
    expect(providerSubjectOf('google_1077')).toBe('1077');
    expect(providerSubjectOf('ana@example.cl')).toBeUndefined();
  });
});

describe('namesFromGoogleProfile', () => {
  it('uses the given and family name when Google sends them', () => {
    expect(namesFromGoogleProfile({ givenName: 'Valentina', familyName: 'Soto Pérez', name: 'Vale Soto' })).toEqual({ firstName: 'Valentina', lastName: 'Soto Pérez' });
  });

  it('else splits the display name after its first word', () => {
    expect(namesFromGoogleProfile({ name: '  María   José Pérez ' })).toEqual({ firstName: 'María', lastName: 'José Pérez' });
    expect(namesFromGoogleProfile({ name: 'Cher' })).toEqual({ firstName: 'Cher', lastName: '' });
    expect(namesFromGoogleProfile({})).toEqual({ firstName: '', lastName: '' });
  });

  it('completes a missing half from the display name', () => {
    expect(namesFromGoogleProfile({ givenName: 'Ana', name: 'Ana Rojas' })).toEqual({ firstName: 'Ana', lastName: 'Rojas' });
    expect(namesFromGoogleProfile({ familyName: 'Rojas', name: 'Ana Rojas' })).toEqual({ firstName: 'Ana', lastName: 'Rojas' });
  });
});
