import type { StudentApplicationList, StudentProfile } from '@shared/students';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp } from '../../testing/render-app';

const noApplications: StudentApplicationList = { applications: [] };
const applications: StudentApplicationList = {
  applications: [
    { offerId: 'OF-1', offerTitle: 'Práctica en marketing digital', companyName: 'Los Aromos', status: 'en-revision', message: 'Me interesa.', appliedAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-02T10:00:00.000Z', unreadMessages: false },
  ],
};

describe("the student's panel (/intern/dashboard/)", () => {
  test('shows how complete the profile is and the latest applications with their status', async () => {
    const profile: StudentProfile = { institution: 'Duoc UC', career: 'Publicidad', year: 2, phone: '+56 9 1234 5678', visibleToCompanies: false };
    await renderApp('/intern/dashboard/', { user: aUser(), api: { 'GET /api/intern/profile': () => ({ body: profile }), 'GET /api/intern/applications': () => ({ body: applications }) } });
    expect(await screen.findByText('Tu perfil está completo en un 80 %')).toBeInTheDocument();
    expect(screen.getByText('Aún no subes tu CV. Lo necesitas para postular.')).toBeInTheDocument();
    const list = await screen.findByTestId('my-applications');
    expect(within(list).getByText('Práctica en marketing digital')).toBeInTheDocument();
    expect(within(list).getByTestId('application-status')).toHaveTextContent('En revisión');
    // Off by default, and said so next to the switch.
    expect(screen.getByRole('checkbox', { name: 'Visible para empresas' })).not.toBeChecked();
  });

  test("checks the fields in Spanish before sending, and keeps what was typed when the server refuses", async () => {
    const bodies: unknown[] = [];
    await renderApp('/intern/dashboard/', {
      user: aUser(),
      api: {
        'GET /api/intern/profile': () => ({ body: { visibleToCompanies: false } }),
        'GET /api/intern/applications': () => ({ body: noApplications }),
        'PUT /api/intern/profile': ({ body }) => {
          bodies.push(body);
          return { status: 400, body: { error: { code: 'bad-request', message: 'La solicitud no es válida.', fields: { phone: 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.' } } } };
        },
      },
    });
    const form = await screen.findByTestId('student-profile-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar perfil' }));
    expect(await within(form).findByText('Indica tu institución de estudios (universidad, instituto o CFT).')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/Institución/), 'Universidad de Chile');
    await userEvent.type(within(form).getByLabelText(/Carrera/), 'Derecho');
    await userEvent.type(within(form).getByLabelText(/Teléfono/), '+56 9 1111 2222');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar perfil' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(await within(form).findByText('Ingresa un teléfono válido, por ejemplo +56 9 1234 5678.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Institución/)).toHaveValue('Universidad de Chile');
    expect(within(form).getByLabelText(/Carrera/)).toHaveValue('Derecho');
  });
});
