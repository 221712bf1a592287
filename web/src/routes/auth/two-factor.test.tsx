import { messages } from '@shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth } from '../../testing/fake-auth-client';
import { aUser, renderApp, type FakeApi } from '../../testing/render-app';

/**
 * The second factor in the browser: the sign-in's code step, its setup in Mi Perfil, and the admin area
 * that shows only the setup to an admin without it.
 */
const admin = aUser({ uid: 'a-1', email: 'admin@example.cl', userType: 'admin', firstName: 'Ana' });

describe('the sign-in of an account with a second factor', () => {
  test('asks for the app\'s code after the password, says so when it is wrong, and signs in with the right one', async () => {
    let signedIn = false;
    const { router } = await renderApp('/login', {
      api: {
        'GET /api/me': () => (signedIn ? { body: aUser() } : { status: 404 }),
      },
    });
    fakeAuth.totpAccounts = ['paula@example.cl'];
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Correo electrónico/), 'paula@example.cl');
    await user.type(screen.getByLabelText(/^Contraseña/), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    const code = screen.getByLabelText(/^Código de verificación/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(messages['two-factor/code-format'])).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(messages['two-factor/code-mismatch'])).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    signedIn = true;
    await user.clear(code);
    await user.type(code, fakeAuth.totpCode);
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

test('a disabled account is told so after its code, as after a password', async () => {
  await renderApp('/login', { api: { 'GET /api/me': () => ({ status: 403, body: { error: { code: 'user-disabled', message: messages['user-disabled'] } } }) } });
  fakeAuth.totpAccounts = ['paula@example.cl'];
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Correo electrónico/), 'paula@example.cl');
  await user.type(screen.getByLabelText(/^Contraseña/), 'secreto1');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await user.type(await screen.findByLabelText(/^Código de verificación/), fakeAuth.totpCode);
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  expect(await screen.findByText(messages['user-disabled'])).toBeInTheDocument();
});

describe('setting the second factor up', () => {
  const setupApi = (account: typeof admin, calls: string[]): FakeApi => {
    let on = false;
    return {
      'GET /api/me': () => ({ body: on ? { ...account, twoFactor: 'totp' } : account }),
      'PUT /api/auth/two-factor': () => {
        calls.push('PUT');
        on = true;
        return { status: 204 };
      },
      'DELETE /api/auth/two-factor': () => {
        calls.push('DELETE');
        on = false;
        return { status: 204 };
      },
      'GET /api/admin/users': () => ({ body: { users: [], nextCursor: null } }),
    };
  };

  test('an admin without it sees only its setup in the admin area; a confirmed code turns it on and opens the area', async () => {
    const calls: string[] = [];
    await renderApp('/admin/users', { user: admin, api: setupApi(admin, calls) });
    expect(await screen.findByRole('heading', { name: 'Activa la verificación en dos pasos' })).toBeInTheDocument();
    expect(screen.getByText(messages['two-factor-required'])).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administración' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Activar la verificación en dos pasos' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByTitle('Código QR para tu aplicación de autenticación')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Código de verificación/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(await screen.findByText(messages['two-factor/code-mismatch'])).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText(/^Código de verificación/));
    await user.type(screen.getByLabelText(/^Código de verificación/), fakeAuth.totpCode);
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(await screen.findByRole('navigation', { name: 'Administración' })).toBeInTheDocument();
    expect(calls).toEqual(['PUT']);
  });

  test('a person turns it on and off in Mi Perfil; an admin is not offered to turn it off', async () => {
    const calls: string[] = [];
    const person = aUser();
    await renderApp('/profile/info', { user: person, api: setupApi(person, calls) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activar la verificación en dos pasos' }));
    await user.type(await screen.findByLabelText(/^Código de verificación/), fakeAuth.totpCode);
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(await screen.findByTestId('two-factor-on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desactivar la verificación en dos pasos' }));
    expect(await screen.findByRole('button', { name: 'Activar la verificación en dos pasos' })).toBeInTheDocument();
    expect(calls).toEqual(['PUT', 'DELETE']);
  });

  test('an admin with it on reads that it must stay on', async () => {
    await renderApp('/profile/info', { user: { ...admin, twoFactor: 'totp' }, api: setupApi({ ...admin, twoFactor: 'totp' }, []) });
    expect(await screen.findByText(messages['two-factor-admin-required'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desactivar la verificación en dos pasos' })).not.toBeInTheDocument();
  });
});
