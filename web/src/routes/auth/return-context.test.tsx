import { messages } from '@shared/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp, type FakeApi } from '../../testing/render-app';

/**
 * A person sent to sign in from an offer's "Postular" keeps that context: the login screen speaks of
 * applying, not of benefits; its way to /register keeps the place, the registration lands there and
 * sends it to the server for the activation link; the activation link's `?redirect=` leads to the
 * sign-in and then back to the application, even in a browser already signed in.
 */
const applying = '/intern/postular/OF-1';
const loginForApplying = `/login?redirect=${encodeURIComponent(applying)}`;

describe('the context of a sign-in or a registration', () => {
  test('the login screen of someone who came to apply speaks of applying, and its /register link keeps where they go', async () => {
    await renderApp(loginForApplying);
    expect(await screen.findByText('Inicia sesión para enviar tu postulación a la práctica.')).toBeInTheDocument();
    expect(screen.queryByText('Revisa los beneficios que podrías cobrar.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', `/register?redirect=${encodeURIComponent(applying)}`);
  });

  test('a plain sign-in still speaks of benefits', async () => {
    await renderApp('/login');
    expect(await screen.findByText('Revisa los beneficios que podrías cobrar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  });

  test('a redirect to another site is no context: the screen speaks of benefits and links nowhere else', async () => {
    await renderApp(`/login?redirect=${encodeURIComponent('//evil.example/intern/postular/x')}`);
    expect(await screen.findByText('Revisa los beneficios que podrías cobrar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  });

  test('registering from there sends the page to come back to and lands on the application', async () => {
    let registered: Record<string, unknown> | undefined;
    const api: FakeApi = {
      'POST /api/register': ({ body }) => {
        registered = body as Record<string, unknown>;
        return { status: 201, body: aUser() };
      },
      'GET /api/me': () => (registered ? { body: aUser() } : { status: 404 }),
      'GET /api/intern/profile': () => ({ body: { visibleToCompanies: false } }),
      'GET /api/intern/applications': () => ({ body: { applications: [] } }),
      'GET /api/internships/{offerId}': () => ({ status: 404, body: { error: { code: 'not-found', message: messages['not-found'] } } }),
    };
    const { router } = await renderApp(`/register?redirect=${encodeURIComponent(applying)}`, { api });
    expect(await screen.findByText('Crea tu cuenta gratis para postular a la práctica con tu perfil y tu CV.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', loginForApplying);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nombre/), 'Paula');
    await user.type(screen.getByLabelText(/^Apellido/), 'Muñoz');
    await user.type(screen.getByLabelText(/^RUT/), '123456785');
    fireEvent.change(screen.getByLabelText(/^Fecha de nacimiento/), { target: { value: '1999-05-17' } });
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'paula@example.cl');
    await user.type(screen.getByLabelText(/^Contraseña/), 'secreto1');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'secreto1');
    await user.click(screen.getByText(/Acepto los/));
    await user.click(screen.getByRole('button', { name: 'Registrate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(applying));
    expect(registered).toMatchObject({ email: 'paula@example.cl', returnTo: applying });
  });

  test('the activation link carries the place: after activating, the sign-in goes on to it', async () => {
    const { router } = await renderApp(`/activate/u-1?redirect=${encodeURIComponent(applying)}#token=t0k3n`, {
      api: { 'POST /api/activate': () => ({ body: { status: 'activated', message: messages['activation/activated'] } }), 'POST /api/mail/activation-confirmed': () => ({ status: 202, body: {} }) },
    });
    expect(await screen.findByText('Inicia sesión para enviar tu postulación a la práctica.', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(applying)}`);
  });

  test('a browser already signed in that opens /login?redirect=… (the activation link followed there) goes straight to the application', async () => {
    const { router } = await renderApp(loginForApplying, {
      user: aUser(),
      api: {
        'GET /api/intern/profile': () => ({ body: { visibleToCompanies: false } }),
        'GET /api/intern/applications': () => ({ body: { applications: [] } }),
        'GET /api/internships/{offerId}': () => ({ status: 404, body: { error: { code: 'not-found', message: messages['not-found'] } } }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(applying));
  });
});
