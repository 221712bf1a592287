import type { StudentApplicationList, StudentProfile } from '@shared/students';
import { screen, within } from '@testing-library/react';
import { aUser, renderApp } from '../../testing/render-app';

const applications: StudentApplicationList = {
  applications: [
    { offerId: 'OF-1', offerTitle: 'Práctica en marketing digital', companyName: 'Los Aromos', status: 'en-revision', message: 'Me interesa.', appliedAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-02T10:00:00.000Z' },
  ],
};
const profile: StudentProfile = { visibleToCompanies: false };

describe("the student's applications (/intern/myapplications/)", () => {
  test('each offer is a heading right below the page title, not a level further down', async () => {
    await renderApp('/intern/myapplications/', { user: aUser(), api: { 'GET /api/intern/applications': () => ({ body: applications }), 'GET /api/intern/profile': () => ({ body: profile }) } });
    const list = await screen.findByTestId('my-applications');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis postulaciones' })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { level: 2, name: 'Práctica en marketing digital' })).toBeInTheDocument();
  });
});

describe("the student's panel (/intern/dashboard/)", () => {
  test('its latest applications are headings inside their section (h3 under the h2)', async () => {
    await renderApp('/intern/dashboard/', { user: aUser(), api: { 'GET /api/intern/applications': () => ({ body: applications }), 'GET /api/intern/profile': () => ({ body: profile }) } });
    const list = await screen.findByTestId('my-applications');
    expect(screen.getByRole('heading', { level: 2, name: 'Tus últimas postulaciones' })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { level: 3, name: 'Práctica en marketing digital' })).toBeInTheDocument();
  });
});
