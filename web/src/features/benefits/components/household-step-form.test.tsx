import { parseIsoDate } from '@shared/age';
import { nextStep, type HouseholdProfile } from '@shared/benefits';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '../../../components/ui/provider';
import { HouseholdStepForm } from './household-step-form';

const today = parseIsoDate('2026-12-07') ?? { year: 2026, month: 12, day: 7 };

describe('the member list', () => {
  test('adds one partner at most: once there is one, "Agregar: Pareja" is off and the others stay on', () => {
    const household: HouseholdProfile = { isWoman: false, members: [{ id: 'pareja', relation: 'pareja', age: 70, ageOn: '2026-12-07', isWoman: true }] };
    const next = nextStep({}, undefined, today);
    expect(next?.step.id).toBe('miembros');
    if (!next) return;
    render(<HouseholdStepForm next={next} household={household} birthDate="1956-01-10" today={today} askBirthDate={false} onSubmit={() => undefined} />, { wrapper: UiProvider });
    expect(screen.getByRole('button', { name: 'Agregar: Pareja' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar: Hija o hijo' })).toBeEnabled();
  });
});
