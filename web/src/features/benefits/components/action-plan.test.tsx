import { parseIsoDate } from '@shared/age';
import { actionPlan, checkProgress, comingSoon, evaluateHousehold, headlineOf, type HouseholdProfile } from '@shared/benefits';
import { retiredHousehold, singleMotherHousehold } from '@shared/benefits/households.fixtures';
import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '../../../components/ui/provider';
import { ActionPlanView, CheckProgressLine, PlanHeadline } from './action-plan';

const today = parseIsoDate('2026-12-07') ?? { year: 2026, month: 12, day: 7 };

const planOf = (household: HouseholdProfile, birthDate: string) => {
  const results = evaluateHousehold(household, birthDate, today);
  const headline = headlineOf(household, birthDate, today, results);
  return { headline, plan: actionPlan(results, headline, comingSoon(household, birthDate, today), today) };
};

describe('the result as a plan', () => {
  test.each([
    ['a retired man who does not get the PGU', { ...retiredHousehold.profile, receivesPgu: false }, retiredHousehold.birthDate],
    ['a single mother', singleMotherHousehold.profile, singleMotherHousehold.birthDate],
  ])('for %s opens with "Cobra primero", its first card an action with its next step, then what is paid automatically, then the possibles', (_who, household, birthDate) => {
    const { plan, headline } = planOf(household, birthDate);
    expect(plan.claimFirst.length).toBeGreaterThan(0);
    render(
      <UiProvider>
        <PlanHeadline headline={headline} />
        <ActionPlanView plan={plan} />
      </UiProvider>,
    );
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = ['Cobra primero', 'Ya deberías recibirlo: revísalo aquí', 'Podrían corresponderles', 'Pronto podrás pedir'].filter((title) => sections.includes(title));
    expect(sections.filter((title) => order.includes(title))).toEqual(order);
    expect(sections[1]).toBe('Cobra primero');
    const first = within(screen.getByRole('region', { name: 'Cobra primero' })).getAllByRole('listitem')[0];
    expect(first).toHaveAttribute('data-plan-item', plan.claimFirst[0]?.key);
    expect(first).toHaveTextContent(`Siguiente paso: ${plan.claimFirst[0]?.nextStep ?? ''}`);
    // The headline says what the cards say: money to claim.
    expect(screen.getByTestId('household-headline')).toHaveAttribute('data-state', 'claim');
  });

  test('shows a progress line, not a result, while the answers that decide it are missing', () => {
    const progress = checkProgress({}, undefined, today);
    expect(progress.complete).toBe(false);
    render(
      <UiProvider>
        <CheckProgressLine progress={progress} />
      </UiProvider>,
    );
    expect(screen.getByTestId('check-progress')).toHaveTextContent(/^Paso 1 de unos \d+/);
    expect(screen.getByText('Te mostramos lo que podrías cobrar cuando tengamos las respuestas que lo deciden.')).toBeInTheDocument();
  });
});
