import { retiredHousehold } from '@shared/benefits/households.fixtures';
import type { HouseholdProfile } from '@shared/benefits';
import { screen, waitFor } from '@testing-library/react';
import { aUser, renderApp } from '../../testing/render-app';
import { PENDING_CHECK_KEY } from './pending-check-key';
import { savePendingCheck } from './pending-check';

const { birthDate } = retiredHousehold;
const household: HouseholdProfile = { isWoman: false, members: [], inRsh: true, rshTramo: 3 };

describe('the check made before signing up, carried to the account by the dashboard', () => {
  // The test app empties the storage at start; this browser already holds the check's answers.
  let clear: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    clear = jest.spyOn(Storage.prototype, 'clear').mockImplementation(() => undefined);
  });
  afterEach(() => clear.mockRestore());

  test('sends nothing of a stored copy the household schema refuses, and asks as usual', async () => {
    window.localStorage.setItem(PENDING_CHECK_KEY, JSON.stringify({ household: { rshTramo: 'tres', cargas: -1 } }));
    let patched = 0;
    await renderApp('/dashboard', { user: aUser({ birthDate, household: {} }), api: { 'PATCH /api/me': () => ((patched += 1), { body: {} }) } });
    expect(await screen.findByRole('heading', { name: '¿Quiénes viven contigo?' })).toBeInTheDocument();
    expect(patched).toBe(0);
  });

  test('keeps the answers when they cannot be saved, to carry them on the next visit', async () => {
    savePendingCheck({ birthDate, household });
    let tried = 0;
    await renderApp('/dashboard', {
      user: aUser({ birthDate, household: {} }),
      api: {
        'PATCH /api/me': () => {
          tried += 1;
          return 'network-failure';
        },
      },
    });
    await waitFor(() => expect(tried).toBe(1));
    expect(await screen.findByRole('heading', { name: '¿Quiénes viven contigo?' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(PENDING_CHECK_KEY) ?? '{}')).toEqual({ birthDate, household });
  });
});
