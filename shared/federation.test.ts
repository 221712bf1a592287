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

const account = (overrides: Partial<ExistingNativeAccount> = {}): ExistingNativeAccount => ({ username: 'sub-1', uid: 'sub-1', emailVerified: true, enabled: true, ...overrides });

describe('decideFederatedSignUp: one account per e-mail', () => {
  it('makes a new account when nobody holds the e-mail', () => {
    expect(decideFederatedSignUp({ emailVerified: true }, undefined)).toEqual({ action: 'create' });
  });

  it('links to an activated e-mail account when Google vouches for the e-mail', () => {
    expect(decideFederatedSignUp({ emailVerified: true }, account())).toEqual({ action: 'link', account: account() });
  });

  it.each([
    ['an e-mail Google has not verified', { emailVerified: false }, account(), 'email-not-verified'],
    ['an e-mail Google has not verified, even with no account', { emailVerified: false }, undefined, 'email-not-verified'],
    ['an account not activated yet', { emailVerified: true }, account({ emailVerified: false }), 'account-not-activated'],
    ['a disabled account', { emailVerified: true }, account({ enabled: false }), 'account-disabled'],
  ])('refuses %s', (_case, google, existing, reason) => {
    expect(decideFederatedSignUp(google, existing)).toEqual({ action: 'refuse', reason });
  });
});

describe('refusal codes', () => {
  it('travel inside a provider error description and come back out', () => {
    const description = `PreSignUp failed with error ${federationRefusalMarker('account-not-activated')}.`;
    expect(parseFederationRefusal(description)).toBe('account-not-activated');
    expect(parseFederationRefusal('[federation:made-up]')).toBeUndefined();
    expect(parseFederationRefusal('access_denied')).toBeUndefined();
  });

  it('each have a Spanish message', () => {
    expect(federationRefusalMessages['account-not-activated']).toBe('Ya existe una cuenta con este correo. Inicia sesión con tu contraseña y activa tu cuenta para vincular Google.');
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
