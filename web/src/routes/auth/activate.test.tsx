import { messages } from '@shared/messages';
import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';

describe('/activate/{userId} (product §4, Activation page)', () => {
  test('activates, asks for the confirmation mail, and says so', async () => {
    const { fetchMock } = await renderApp('/activate/u-1#token=t0k3n', {
      api: { 'POST /api/activate': () => ({ body: { status: 'activated', message: messages['activation/activated'] } }), 'POST /api/mail/activation-confirmed': () => ({ status: 202, body: {} }) },
    });
    expect(await screen.findByText(messages['activation/success'])).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url} ${typeof init?.body === 'string' ? init.body : ''}`);
    expect(calls).toEqual(expect.arrayContaining(['POST /api/activate {"uid":"u-1","token":"t0k3n"}', 'POST /api/mail/activation-confirmed {"uid":"u-1"}']));
  });

  test("an account already active: 'Cuenta ya activada'", async () => {
    await renderApp('/activate/u-1?token=t', { api: { 'POST /api/activate': () => ({ body: { status: 'already-activated', message: messages['already-activated'] } }) } });
    expect(await screen.findByText(messages['activation/already-active'])).toBeInTheDocument();
  });

  test.each([
    ['activated', 'Tu cuenta quedó activada. Inicia sesión para continuar.'],
    ['already-activated', 'Tu cuenta ya estaba activada. Inicia sesión para continuar.'],
  ] as const)('after the 3 seconds, the login page says the account is active (%s)', async (status, notice) => {
    const { router } = await renderApp('/activate/u-1#token=t', {
      api: { 'POST /api/activate': () => ({ body: { status, message: messages['activation/activated'] } }), 'POST /api/mail/activation-confirmed': () => ({ status: 202, body: {} }) },
    });
    expect(await screen.findByText(notice, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a refused link, a failed confirmation mail, or no network: the failure text', async () => {
    for (const api of [
      { 'POST /api/activate': () => ({ status: 400, body: { error: { code: 'invalid-link', message: messages['invalid-link'] } } }) },
      { 'POST /api/activate': () => ({ body: { status: 'activated', message: messages['activation/activated'] } }), 'POST /api/mail/activation-confirmed': () => ({ status: 500 }) },
      { 'POST /api/activate': () => 'network-failure' as const },
    ]) {
      const { unmount } = await renderApp('/activate/u-1?token=t', { api });
      expect(await screen.findByText(messages['activation/failure'])).toBeInTheDocument();
      unmount();
    }
  });
});
