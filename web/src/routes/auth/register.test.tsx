import { messages } from '@shared/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp, type FakeApi } from '../../testing/render-app';

const adult = { firstName: 'Paula', lastName: 'Muñoz', rut: '123456785', birthDate: '1990-05-17', email: 'Paula@Example.cl', password: 'secreto1' };

/** Fills the normal-mode form; `confirm` defaults to the password. */
const fillForm = async (values: typeof adult & { confirm?: string; acceptTerms?: boolean }) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Nombre/), values.firstName);
  await user.type(screen.getByLabelText(/^Apellido/), values.lastName);
  await user.type(screen.getByLabelText(/^RUT/), values.rut);
  // A date input takes its value at once; typing it digit by digit depends on the locale.
  fireEvent.change(screen.getByLabelText(/^Fecha de nacimiento/), { target: { value: values.birthDate } });
  await user.type(screen.getByLabelText(/^Correo electrónico/), values.email);
  await user.type(screen.getByLabelText(/^Contraseña/), values.password);
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), values.confirm ?? values.password);
  if (values.acceptTerms ?? true) await user.click(screen.getByText(/Acepto los/));
  return user;
};

const submit = () => screen.getByRole('button', { name: 'Registrate' });

const andes = { legalName: 'Panadería Los Andes SpA', rut: '760864285', comuna: 'Providencia', contactLastName: 'Muñoz', email: 'contacto@losandes.cl', password: 'secreto1' };

/** Fills the company form (`?role=enterprise`), accepts the terms and sends it. */
const registerCompany = async (values: typeof andes) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Razón social/), values.legalName);
  await user.type(screen.getByLabelText(/^RUT/), values.rut);
  await user.type(screen.getByLabelText(/^Comuna/), values.comuna);
  await user.selectOptions(screen.getByLabelText(/^Región/), 'Metropolitana de Santiago');
  await user.type(screen.getByLabelText(/^Nombre de contacto/), 'Rosa');
  await user.type(screen.getByLabelText(/^Apellido de contacto/), values.contactLastName);
  await user.type(screen.getByLabelText(/^Teléfono de contacto/), '+56912345678');
  await user.type(screen.getByLabelText(/^Correo electrónico/), values.email);
  await user.type(screen.getByLabelText(/^Contraseña/), values.password);
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), values.password);
  await user.click(screen.getByText(/Acepto los/));
  await user.click(screen.getByRole('button', { name: 'Registrar empresa' }));
};

describe('/register (product §2, §5, §8)', () => {
  test('a valid form registers, signs in and lands on /dashboard', async () => {
    let registered: unknown;
    const api: FakeApi = {
      'POST /api/register': ({ body }) => {
        registered = body;
        return { status: 201, body: aUser() };
      },
      'GET /api/me': () => (registered ? { body: aUser() } : { status: 404 }),
    };
    const { router } = await renderApp('/register', { api });
    const user = await fillForm(adult);
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(registered).toEqual({
      firstName: 'Paula',
      lastName: 'Muñoz',
      rut: '12345678-5',
      birthDate: '1990-05-17',
      email: 'paula@example.cl',
      password: 'secreto1',
      acceptTerms: true,
    });
  });

  test('the company link registers a company (razón social, RUT, place, contact) and lands on its panel', async () => {
    let registered: Record<string, unknown> | undefined;
    const company = aUser({ userType: 'enterprise', firstName: 'Rosa', lastName: 'Muñoz', birthDate: '', company: { legalName: 'Panadería Los Andes SpA', comuna: 'Providencia', region: 'Metropolitana de Santiago', contactPhone: '+56912345678' } });
    const { router } = await renderApp('/register?role=enterprise', {
      api: {
        'POST /api/register/company': ({ body }) => {
          registered = body as Record<string, unknown>;
          return { status: 201, body: company };
        },
        'GET /api/me': () => (registered ? { body: company } : { status: 404 }),
        'GET /api/company/offers': () => ({ body: { offers: [] } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Registra tu empresa' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Fecha de nacimiento/)).not.toBeInTheDocument();
    await registerCompany(andes);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/company/dashboard/');
    });
    expect(registered).toEqual({
      legalName: 'Panadería Los Andes SpA',
      rut: '76086428-5',
      comuna: 'Providencia',
      region: 'Metropolitana de Santiago',
      contactFirstName: 'Rosa',
      contactLastName: 'Muñoz',
      contactPhone: '+56912345678',
      email: 'contacto@losandes.cl',
      password: 'secreto1',
      acceptTerms: true,
    });
  });

  test('the company form shows its Spanish messages and sends nothing', async () => {
    const { fetchMock } = await renderApp('/register?role=enterprise');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Registrar empresa' }));
    expect(await screen.findByText('Ingresa la razón social de la empresa.')).toBeInTheDocument();
    expect(screen.getByText('Elige la región de la empresa.')).toBeInTheDocument();
    expect(screen.getByText('Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/register'))).toEqual([]);
  });

  test('a wrong check digit shows "RUT inválido" and disables the button', async () => {
    await renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^RUT/), '123456789');
    expect(await screen.findByText(messages['rut-inline'])).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  test('passwords that differ, terms not accepted and an under-age birth date: the product texts, and nothing is sent', async () => {
    const { fetchMock } = await renderApp('/register');
    const underAge = `${new Date().getFullYear() - 17}-01-01`;
    const user = await fillForm({ ...adult, birthDate: underAge, confirm: 'otra-clave', acceptTerms: false });
    await user.click(submit());
    expect(await screen.findByText(messages['passwords-mismatch'])).toBeInTheDocument();
    expect(screen.getByText(messages['terms-required'])).toBeInTheDocument();
    expect(screen.getByText(messages.underage)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]: [string]) => url.includes('/api/register'))).toBe(false);
  });

  test("a bad e-mail reads the register screen's own text (product §8, Register)", async () => {
    await renderApp('/register');
    const user = await fillForm({ ...adult, email: 'no-es-correo' });
    await user.click(submit());
    expect(await screen.findByText(messages['invalid-email'])).toBeInTheDocument();
  });

  test("the server's answer for an e-mail in use is shown as it is, its question a link to /login", async () => {
    await renderApp('/register', {
      api: { 'POST /api/register': () => ({ status: 409, body: { error: { code: 'email-already-in-use', message: messages['email-already-in-use'] } } }) },
    });
    const user = await fillForm(adult);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['email-already-in-use']);
    expect(screen.getByRole('link', { name: '¿Quieres iniciar sesión?' })).toHaveAttribute('href', '/login');
    expect(submit()).toBeEnabled();
  });

  test('no network: the connection text of product §8', async () => {
    await renderApp('/register', { api: { 'POST /api/register': () => 'network-failure' } });
    const user = await fillForm(adult);
    await user.click(submit());
    expect(await screen.findByText(messages.network)).toBeInTheDocument();
  });

  test('a signed-in user is sent on to /dashboard', async () => {
    const { router } = await renderApp('/register', { user: aUser() });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });
});

describe('/register?role=enterprise', () => {
  test("an e-mail in use: the server's answer as it is, its question a link to /login, as for a person", async () => {
    await renderApp('/register?role=enterprise', {
      api: { 'POST /api/register/company': () => ({ status: 409, body: { error: { code: 'email-already-in-use', message: messages['email-already-in-use'] } } }) },
    });
    await registerCompany({ legalName: 'Panadería Los Aromos SpA', rut: '765432103', comuna: 'Ñuñoa', contactLastName: 'González', email: 'rosa@aromos.cl', password: 'secreto12' });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['email-already-in-use']);
    expect(screen.getByRole('link', { name: '¿Quieres iniciar sesión?' })).toHaveAttribute('href', '/login');
  });
});
