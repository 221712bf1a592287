import type { AdminUserDetail } from '@shared/admin';
import { testUser } from '@shared/testing/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp } from '../../testing/render-app';

const admin = aUser({ uid: 'admin-1', userType: 'admin', twoFactor: 'totp' });
const company: AdminUserDetail = {
  user: {
    ...testUser({
      uid: 'company-1',
      userType: 'enterprise',
      firstName: 'Marta',
      lastName: 'Aromos',
      rut: '76086428-5',
      birthDate: '',
      email: 'contacto@aromos.cl',
      company: { legalName: 'Panadería Los Aromos SpA', comuna: 'Viña del Mar', region: 'Valparaíso', contactPhone: '+56 9 5555 1234' },
    }),
    disabled: false,
  },
  cognito: { exists: true, enabled: true, emailVerified: true, provider: 'password', status: 'CONFIRMED' },
  subscription: null,
  payments: [],
  audit: [],
};

/** Opens the company's edit form as the admin; `sent` collects the PATCH bodies, each answered with `saved`. */
const openCompanyEdit = async (saved: unknown) => {
  const sent: unknown[] = [];
  await renderApp('/admin/users/company-1/edit', {
    user: admin,
    api: {
      'GET /api/admin/users/{uid}': () => ({ body: company }),
      'PATCH /api/admin/users/{uid}': ({ body }) => {
        sent.push(body);
        return { body: { user: saved } };
      },
    },
  });
  return { sent, form: await screen.findByTestId('company-edit-form') };
};

describe("an admin edits a company's account (/admin/users/:uid/edit)", () => {
  test("shows the company's fields, not a person's, and sends only what changed", async () => {
    const { sent, form } = await openCompanyEdit({ ...company.user, company: { ...company.user.company, comuna: 'Quilpué' } });
    expect(within(form).getByLabelText('Razón social')).toHaveValue('Panadería Los Aromos SpA');
    expect(within(form).getByLabelText('Región')).toHaveValue('Valparaíso');
    expect(within(form).getByLabelText('Teléfono de contacto')).toHaveValue('+56 9 5555 1234');
    expect(within(form).getByTestId('company-contact-email')).toHaveTextContent('contacto@aromos.cl');
    expect(within(form).queryByLabelText('Fecha de nacimiento')).not.toBeInTheDocument();
    expect(within(form).queryByRole('radio', { name: 'Admin' })).not.toBeInTheDocument();

    const comuna = within(form).getByLabelText('Comuna');
    await userEvent.clear(comuna);
    await userEvent.type(comuna, 'Quilpué');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(sent).toEqual([{ company: { legalName: 'Panadería Los Aromos SpA', comuna: 'Quilpué', region: 'Valparaíso', contactPhone: '+56 9 5555 1234' } }]));
  });

  test("checks the company's fields in Spanish before sending", async () => {
    const { sent, form } = await openCompanyEdit(company.user);
    await userEvent.clear(within(form).getByLabelText('Razón social'));
    await userEvent.clear(within(form).getByLabelText('Teléfono de contacto'));
    await userEvent.type(within(form).getByLabelText('Teléfono de contacto'), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText('Ingresa la razón social de la empresa.')).toBeInTheDocument();
    expect(within(form).getByText('Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
