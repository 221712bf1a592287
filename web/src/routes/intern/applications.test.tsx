import type { StudentApplication, StudentApplicationList, StudentProfile } from '@shared/students';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp } from '../../testing/render-app';

const application = (offerId: string, offerTitle: string, status: StudentApplication['status']): StudentApplication => ({
  offerId,
  offerTitle,
  companyName: 'Los Aromos',
  status,
  message: 'Me interesa.',
  appliedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  unreadMessages: false,
});

describe("the student's applications (/intern/myapplications/)", () => {
  test('withdraws an open application after a confirmation, and offers it on no closed one', async () => {
    let list: StudentApplicationList = {
      applications: [application('OF-1', 'Práctica en marketing digital', 'en-revision'), application('OF-2', 'Práctica en ventas', 'no-seleccionada'), application('OF-3', 'Práctica en diseño', 'retirada')],
    };
    const withdrawn: string[] = [];
    await renderApp('/intern/myapplications/', {
      user: aUser(),
      api: {
        'GET /api/intern/applications': () => ({ body: list }),
        'POST /api/intern/applications/{offerId}/withdrawal': ({ params }) => {
          withdrawn.push(params.offerId ?? '');
          list = { applications: list.applications.map((item) => (item.offerId === params.offerId ? { ...item, status: 'retirada' } : item)) };
          return { body: list.applications[0] };
        },
      },
    });
    const items = within(await screen.findByTestId('my-applications')).getAllByRole('listitem');
    const [open, rejected, gone] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(rejected).queryByRole('button', { name: 'Retirar postulación' })).not.toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: 'Retirar postulación' })).not.toBeInTheDocument();
    expect(within(gone).getByTestId('application-status')).toHaveTextContent('Retirada');

    await userEvent.click(within(open).getByRole('button', { name: 'Retirar postulación' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Retirar tu postulación?' });
    expect(dialog).toHaveTextContent('No podrás volver a postular a esta oferta.');
    // Cancelling sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(withdrawn).toEqual([]);

    await userEvent.click(within(open).getByRole('button', { name: 'Retirar postulación' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(within(open).getByTestId('application-status')).toHaveTextContent('Retirada'));
    expect(withdrawn).toEqual(['OF-1']);
    expect(within(open).queryByRole('button', { name: 'Retirar postulación' })).not.toBeInTheDocument();
  });

  test('a selected student declines the place in words that say so, and the company then sees it withdrawn', async () => {
    let list: StudentApplicationList = { applications: [{ ...application('OF-1', 'Práctica en marketing digital', 'seleccionada'), unreadMessages: true }] };
    await renderApp('/intern/myapplications/', {
      user: aUser(),
      api: {
        'GET /api/intern/applications': () => ({ body: list }),
        'POST /api/intern/applications/{offerId}/withdrawal': () => {
          list = { applications: list.applications.map((item) => ({ ...item, status: 'retirada' })) };
          return { body: list.applications[0] };
        },
      },
    });
    const [item] = within(await screen.findByTestId('my-applications')).getAllByRole('listitem') as [HTMLElement];
    expect(within(item).queryByRole('button', { name: 'Retirar postulación' })).not.toBeInTheDocument();
    expect(within(item).getByTestId('unread-messages')).toHaveTextContent('Mensaje nuevo');
    expect(within(item).getByRole('link', { name: 'Leer mensajes nuevos' })).toHaveAttribute('href', '/intern/myapplications/OF-1');
    await userEvent.click(within(item).getByRole('button', { name: 'Rechazar la práctica' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Rechazar la práctica?' });
    expect(dialog).toHaveTextContent('para que pueda ofrecerla a otra persona');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(within(item).getByTestId('application-status')).toHaveTextContent('Retirada'));
  });

  test('says in Spanish why a withdrawal failed, and keeps the dialog open', async () => {
    await renderApp('/intern/myapplications/', {
      user: aUser(),
      api: {
        'GET /api/intern/applications': () => ({ body: { applications: [application('OF-1', 'Práctica en marketing digital', 'vista')] } }),
        'POST /api/intern/applications/{offerId}/withdrawal': () => ({ status: 409, body: { error: { code: 'invalid-transition', message: 'Esta postulación ya no se puede retirar.' } } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar postulación' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    expect(await within(dialog).findByText('Esta postulación ya no se puede retirar.')).toBeInTheDocument();
  });
});

const oneApplication: StudentApplicationList = {
  applications: [
    { offerId: 'OF-1', offerTitle: 'Práctica en marketing digital', companyName: 'Los Aromos', status: 'en-revision', message: 'Me interesa.', appliedAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-02T10:00:00.000Z', unreadMessages: false },
  ],
};
const profile: StudentProfile = { visibleToCompanies: false };

describe("the student's applications' headings (/intern/myapplications/)", () => {
  test('each offer is a heading right below the page title, not a level further down', async () => {
    await renderApp('/intern/myapplications/', { user: aUser(), api: { 'GET /api/intern/applications': () => ({ body: oneApplication }), 'GET /api/intern/profile': () => ({ body: profile }) } });
    const list = await screen.findByTestId('my-applications');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis postulaciones' })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { level: 2, name: 'Práctica en marketing digital' })).toBeInTheDocument();
  });
});

describe("the student's panel (/intern/dashboard/)", () => {
  test('its latest applications are headings inside their section (h3 under the h2)', async () => {
    await renderApp('/intern/dashboard/', { user: aUser(), api: { 'GET /api/intern/applications': () => ({ body: oneApplication }), 'GET /api/intern/profile': () => ({ body: profile }) } });
    const list = await screen.findByTestId('my-applications');
    expect(screen.getByRole('heading', { level: 2, name: 'Tus últimas postulaciones' })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { level: 3, name: 'Práctica en marketing digital' })).toBeInTheDocument();
  });
});
