import { todayInChile } from '@shared/age';
import { formatClp, moneyMissingPerYear, nextQuestion, type HouseholdProfile } from '@shared/benefits';
import { retiredHousehold } from '@shared/benefits/households.fixtures';
import type { UserDocument } from '@shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderApp } from '../../testing/render-app';

const retired = retiredHousehold.profile;
const { birthDate } = retiredHousehold;
const totalText = (household: HouseholdProfile) => formatClp(moneyMissingPerYear(household, birthDate, todayInChile()).total);

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
  test('shows the money a year the user may be missing; "Ya lo recibo" takes a benefit out at once, and "Deshacer" puts it back', async () => {
    const user = aUser({ birthDate, socialHomeRegister: true, household: retired });
    const { api, bodies } = patchingMe(user);
    await renderApp('/dashboard', { user, api });
    const total = await screen.findByTestId('missing-money-total');
    expect(total).toHaveTextContent(`Podrías estar dejando de recibir hasta ${totalText(retired)} al año`);

    const pgu = screen.getByRole('article', { name: 'Pensión Garantizada Universal (PGU)' });
    await userEvent.click(within(pgu).getByRole('button', { name: 'Ya lo recibo' }));
    await waitFor(() => expect(total).toHaveTextContent(totalText({ ...retired, receivedBenefitIds: ['pgu'] })));
    expect(bodies).toEqual([{ household: { receivedBenefitIds: ['pgu'] } }]);
    expect(within(pgu).getByText('Marcaste que ya lo recibes: no cuenta en tu total.')).toBeInTheDocument();

    await userEvent.click(within(pgu).getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(total).toHaveTextContent(totalText(retired)));
    expect(bodies).toEqual([{ household: { receivedBenefitIds: ['pgu'] } }, { household: { receivedBenefitIds: [] } }]);
    await waitFor(() => expect(screen.getByTestId('next-question')).toHaveTextContent('Respondiste todo lo que necesitamos por ahora.'));
  });

  test('asks first the question that decides the most "maybe" benefits', async () => {
    const user = aUser({ birthDate, household: {} });
    await renderApp('/dashboard', { user });
    const expected = nextQuestion({}, birthDate, todayInChile());
    const card = await screen.findByTestId('next-question');
    await waitFor(() => expect(card).toHaveTextContent(expected?.question.text ?? 'missing'));
    expect(screen.getByTestId('missing-money-total')).toHaveTextContent('Todavía no sumamos dinero');
  });
});
