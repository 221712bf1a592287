import { todayInChile } from '@shared/age';
import { evaluateHousehold, formatClp, headlineOf, type HouseholdProfile } from '@shared/benefits';
import { retiredHousehold } from '@shared/benefits/households.fixtures';
import type { UserDocument } from '@shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savePendingCheck } from '../../features/benefits/pending-check';
import { planOffers } from '@shared/plans';
import { aUser, renderApp } from '../../testing/render-app';

/** A retired man who said he does not get the PGU yet: it is cash he could claim. */
const retired: HouseholdProfile = { ...retiredHousehold.profile, receivesPgu: false };
const { birthDate } = retiredHousehold;
const cashText = (household: HouseholdProfile) => {
  const today = todayInChile();
  const { cash } = headlineOf(household, birthDate, today, evaluateHousehold(household, birthDate, today));
  return cash > 0 ? `Podrías recibir ${formatClp(cash)} al año` : 'No encontramos dinero por cobrar';
};

/** The PATCH /api/me of the fake API: merges the household like the handler does. */
const patchingMe = (start: UserDocument) => {
  let user = start;
  const bodies: unknown[] = [];
  const api = {
    'PATCH /api/me': ({ body }: { body: unknown }) => {
      bodies.push(body);
      const { household } = body as { household: HouseholdProfile };
      user = { ...user, household: { ...user.household, ...household } };
      return { body: user };
    },
  };
  return { api, bodies };
};

describe('the dashboard', () => {
  beforeEach(() => window.localStorage.clear());

  test('heads with the cash likely due and not yet received; "Ya lo recibo" takes a benefit out at once, and "Deshacer" puts it back', async () => {
    const user = aUser({ birthDate, socialHomeRegister: true, household: retired });
    const { api, bodies } = patchingMe(user);
    await renderApp('/dashboard', { user, api });
    const cash = await screen.findByTestId('headline-cash');
    expect(cash).toHaveTextContent(cashText(retired));
    expect(cashText(retired)).toMatch(/^Podrías recibir/);

    const pgu = screen.getByRole('article', { name: 'Pensión Garantizada Universal (PGU)' });
    await userEvent.click(within(pgu).getByRole('button', { name: 'Ya lo recibo' }));
    await waitFor(() => expect(cash).toHaveTextContent(cashText({ ...retired, receivedBenefitIds: ['pgu'] })));
    expect(bodies).toEqual([{ household: { receivedBenefitIds: ['pgu'] } }]);

    await userEvent.click(within(pgu).getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(cash).toHaveTextContent(cashText(retired)));
    // The first test loads the page and Chakra: room for a loaded machine.
  }, 60_000);

  test('"Ya lo recibo" on a member\'s card marks that member\'s benefit, not the user\'s own', async () => {
    // A retired couple: both 70, neither said whether they get the PGU, so both PGUs are likely.
    const couple: HouseholdProfile = {
      ...retired,
      receivesPgu: false,
      members: [{ id: 'maria', relation: 'pareja', name: 'María', birthDate: '1956-03-10', isWoman: true, isPensioner: false, receivesPgu: false, isWorking: false, yearsResidentInChile: 50 }],
    };
    const user = aUser({ birthDate, socialHomeRegister: true, household: couple });
    const { api, bodies } = patchingMe(user);
    await renderApp('/dashboard', { user, api });
    const cash = await screen.findByTestId('headline-cash');
    // The money still to claim comes first, the largest first: both PGUs, before his pension's bonuses.
    const likely = screen.getByRole('region', { name: /Es probable que te correspondan/ });
    const firstTitles = within(likely)
      .getAllByRole('heading', { level: 3 })
      .slice(0, 2)
      .map((heading) => heading.textContent);
    expect(firstTitles).toEqual(['Pensión Garantizada Universal (PGU)', 'Pensión Garantizada Universal (PGU) de María']);
    // The section shows its first cards; the rest on demand.
    await userEvent.click(screen.getByRole('button', { name: /^Ver \d+ probables más$/ }));
    const hers = screen.getByRole('article', { name: 'Pensión Garantizada Universal (PGU) de María' });
    await userEvent.click(within(hers).getByRole('button', { name: 'Ya lo recibo' }));
    await waitFor(() => expect(bodies).toEqual([{ household: { receivedBenefitIds: ['pgu:maria'] } }]));
    await waitFor(() => expect(cash).toHaveTextContent(cashText({ ...couple, receivedBenefitIds: ['pgu:maria'] })));
    expect(cash).not.toHaveTextContent(cashText(couple));
    expect(within(hers).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    const mine = screen.getByRole('article', { name: 'Pensión Garantizada Universal (PGU)' });
    expect(within(mine).getByRole('button', { name: 'Ya lo recibo' })).toBeInTheDocument();
  });

  test('shows each section\'s first cards short, the rest on "Ver … más", and a card\'s details (why, the question, how to claim it) once opened', async () => {
    const user = aUser({ birthDate, household: {} });
    await renderApp('/dashboard', { user });
    const maybe = await screen.findByRole('region', { name: /Podrían corresponderte/ });
    const first = within(maybe).getAllByRole('article');
    expect(first).toHaveLength(2);
    expect(within(first[0] as HTMLElement).queryByTestId('benefit-reasons')).not.toBeInTheDocument();
    expect(within(first[0] as HTMLElement).queryByRole('heading', { name: 'Cómo cobrarlo' })).not.toBeInTheDocument();

    await userEvent.click(within(first[0] as HTMLElement).getByText(/^Responder y ver detalles/));
    expect(await within(first[0] as HTMLElement).findByTestId('benefit-reasons')).toBeInTheDocument();
    expect(within(first[0] as HTMLElement).getByRole('heading', { name: 'Cómo cobrarlo' })).toBeInTheDocument();
    expect(await within(first[0] as HTMLElement).findByTestId('benefit-question')).toBeInTheDocument();

    const more = within(maybe).getByRole('button', { name: /^Ver \d+ por confirmar más$/ });
    await userEvent.click(more);
    expect(within(maybe).getAllByRole('article').length).toBeGreaterThan(2);
    expect(within(maybe).getByRole('button', { name: 'Mostrar menos' })).toHaveFocus();
  });

  test('asks first who lives in the household, on one screen', async () => {
    const user = aUser({ birthDate, household: {} });
    await renderApp('/dashboard', { user });
    expect(await screen.findByRole('heading', { name: '¿Quiénes viven contigo?' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Tu fecha de nacimiento')).not.toBeInTheDocument();
  });

  test('saves the answers of a check made before signing up, without asking them again', async () => {
    const household: HouseholdProfile = { isWoman: false, members: [], inRsh: true, rshTramo: 3 };
    savePendingCheck({ birthDate, household });
    // The test app starts with an empty storage; this browser already holds the check's answers.
    const clear = jest.spyOn(Storage.prototype, 'clear').mockImplementation(() => undefined);
    const user = aUser({ birthDate, household: {} });
    const { api, bodies } = patchingMe(user);
    await renderApp('/dashboard', { user, api });
    await waitFor(() => expect(bodies).toEqual([{ household, socialHomeRegister: true, fromCheck: true }]));
    await waitFor(() => expect(window.localStorage.length).toBe(0));
    clear.mockRestore();
    expect(await screen.findByRole('heading', { name: '¿Alguna de estas situaciones se da en tu hogar?' })).toBeInTheDocument();
  });

  test('an opened likely card offers the assisted application (a Chakra form loaded on the click, in its own provider), and the plan upsell links to the plans', async () => {
    const user = aUser({ birthDate, socialHomeRegister: true, household: retired });
    await renderApp('/dashboard', { user, api: { 'GET /api/billing/plan': () => ({ body: { plans: planOffers, subscription: null, payments: [], pendingPayment: null } }) } });
    expect(await screen.findByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/profile/plan');
    const pgu = screen.getByRole('article', { name: 'Pensión Garantizada Universal (PGU)' });
    await userEvent.click(within(pgu).getByText(/^Ver detalles/));
    expect(await within(pgu).findByTestId('assisted-upsell')).toHaveAttribute('href', '/profile/plan');
  });

  test('tells an account not yet activated that it is removed after 7 days, with a button to send the mail again', async () => {
    const user = aUser({ birthDate, household: retired, activated: false });
    let resent = 0;
    await renderApp('/dashboard', {
      user,
      api: {
        'POST /api/activation/resend': () => {
          resent += 1;
          return { body: { message: 'Te enviamos un nuevo enlace.' } };
        },
      },
    });
    const notice = await screen.findByTestId('activation-notice');
    expect(notice).toHaveTextContent('7 días');
    await userEvent.click(within(notice).getByRole('button', { name: 'Reenviar el correo de activación' }));
    await waitFor(() => expect(resent).toBe(1));
  });
});
