import type { JobAlertList } from '@shared/job-alerts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp } from '../../testing/render-app';

describe("a student's job alerts (/intern/alertas)", () => {
  test("saves the listing's search it was opened with, and lists it with its offers' link", async () => {
    let list: JobAlertList = { alerts: [], paused: false };
    const saved: unknown[] = [];
    await renderApp('/intern/alertas?area=comunicaciones&region=Valpara%C3%ADso&modality=hibrida&q=ignorado', {
      user: aUser(),
      api: {
        'GET /api/intern/job-alerts': () => ({ body: list }),
        'PUT /api/intern/job-alerts': ({ body }) => {
          saved.push(body);
          const { alerts } = body as { alerts: object[] };
          list = { alerts: alerts.map((search, index) => ({ alertId: `A-${String(index)}`, ...search, savedAt: '2026-03-01T10:00:00.000Z' })), paused: false };
          return { body: list };
        },
      },
    });
    expect(await screen.findByText('Aún no guardas ninguna búsqueda.')).toBeInTheDocument();
    expect(screen.getByLabelText('Área')).toHaveValue('comunicaciones');
    expect(screen.getByLabelText('Región')).toHaveValue('Valparaíso');
    expect(screen.getByLabelText('Modalidad')).toHaveValue('hibrida');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar alerta' }));
    expect(await screen.findByText(/Guardamos tu alerta: Comunicaciones y marketing · Valparaíso · Híbrida/)).toBeInTheDocument();
    expect(saved).toEqual([{ alerts: [{ area: 'comunicaciones', region: 'Valparaíso', modality: 'hibrida' }], paused: false }]);
    const alerts = await screen.findByTestId('job-alerts');
    expect(within(alerts).getByText('Comunicaciones y marketing · Valparaíso · Híbrida')).toBeInTheDocument();
    expect(within(alerts).getByRole('link', { name: 'Ver ofertas' })).toHaveAttribute('href', '/internships/?area=comunicaciones&region=Valpara%C3%ADso&modality=hibrida');
  });

  test('removes a search after a confirmation, keeping the others', async () => {
    let list: JobAlertList = {
      alerts: [
        { alertId: 'A-1', area: 'salud', savedAt: '2026-03-01T10:00:00.000Z' },
        { alertId: 'A-2', region: 'Maule', savedAt: '2026-03-01T10:00:00.000Z' },
      ],
      paused: false,
    };
    const saved: unknown[] = [];
    await renderApp('/intern/alertas', {
      user: aUser(),
      api: {
        'GET /api/intern/job-alerts': () => ({ body: list }),
        'PUT /api/intern/job-alerts': ({ body }) => {
          saved.push(body);
          list = { alerts: [], paused: false };
          return { body: list };
        },
      },
    });
    const alerts = await screen.findByTestId('job-alerts');
    await userEvent.click(within(alerts).getAllByRole('button', { name: 'Borrar' })[0] as HTMLElement);
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Borrar esta alerta?' })).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(screen.getByText('Aún no guardas ninguna búsqueda.')).toBeInTheDocument());
    expect(saved).toEqual([{ alerts: [{ region: 'Maule' }], paused: false }]);
  });

  test('paused mails (a mail’s unsubscribe link) say so and resume with one press; a refusal is said in Spanish', async () => {
    let list: JobAlertList = { alerts: [{ alertId: 'A-1', savedAt: '2026-03-01T10:00:00.000Z' }], paused: true };
    await renderApp('/intern/alertas', {
      user: aUser(),
      api: {
        'GET /api/intern/job-alerts': () => ({ body: list }),
        'PUT /api/intern/job-alerts': ({ body }) => {
          const { paused, alerts } = body as { paused: boolean; alerts: unknown[] };
          if (alerts.length > 1) return { status: 400, body: { error: { code: 'bad-request', message: 'La solicitud no es válida.', fields: { alerts: 'Puedes guardar hasta 5 búsquedas. Borra una para guardar otra.' } } } };
          list = { ...list, paused };
          return { body: list };
        },
      },
    });
    const paused = await screen.findByTestId('alerts-paused');
    expect(within(await screen.findByTestId('job-alerts')).getByText('Todas las prácticas')).toBeInTheDocument();
    await userEvent.click(within(paused).getByRole('button', { name: 'Reanudar alertas por correo' }));
    await waitFor(() => expect(screen.queryByTestId('alerts-paused')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Guardar alerta' }));
    expect(await screen.findByText('Puedes guardar hasta 5 búsquedas. Borra una para guardar otra.')).toBeInTheDocument();
  });
});
