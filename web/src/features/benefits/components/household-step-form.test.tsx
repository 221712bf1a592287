import { parseIsoDate } from '@shared/age';
import { nextStep, questionSteps, type HouseholdProfile, type NextStep } from '@shared/benefits';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../../../components/ui/provider';
import { HouseholdStepForm } from './household-step-form';

const today = parseIsoDate('2026-12-07') ?? { year: 2026, month: 12, day: 7 };

const membersStep = (household: HouseholdProfile, onSubmit: (patch: Partial<HouseholdProfile>, birthDate?: string) => void, askBirthDate = false) => {
  const next = nextStep({}, undefined, today);
  if (next?.step.id !== 'miembros') throw new Error('the first step is not the member list');
  render(<HouseholdStepForm next={next} household={household} birthDate={askBirthDate ? undefined : '1956-01-10'} today={today} askBirthDate={askBirthDate} onSubmit={onSubmit} />, { wrapper: UiProvider });
};

describe('the member list', () => {
  test('adds one partner at most: once there is one, "Agregar: Pareja" is off and the others stay on', () => {
    membersStep({ isWoman: false, members: [{ id: 'pareja', relation: 'pareja', age: 70, ageOn: '2026-12-07', isWoman: true }] }, () => undefined);
    expect(screen.getByRole('button', { name: 'Agregar: Pareja' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar: Hija o hijo' })).toBeEnabled();
  });

  test('asks each member their age, not a date, and saves it as told today', async () => {
    const saved: Partial<HouseholdProfile>[] = [];
    membersStep({}, (patch) => saved.push(patch));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Eres' }), 'mujer');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar: Hija o hijo' }));
    expect(screen.queryByLabelText('Fecha de nacimiento')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Edad'), '7');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sexo' }), 'hombre');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(saved).toEqual([{ isWoman: true, members: [{ id: 'hijo-1', relation: 'hijo', age: 7, ageOn: '2026-12-07', isWoman: false }] }]);
  });

  test('keeps a saved birth date while the age is not changed', async () => {
    const saved: Partial<HouseholdProfile>[] = [];
    membersStep({ isWoman: false, members: [{ id: 'pareja', relation: 'pareja', birthDate: '1956-06-02', isWoman: true, name: 'María', isPensioner: false }] }, (patch) => saved.push(patch));
    expect(screen.getByLabelText('Edad')).toHaveValue('70');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(saved[0]?.members).toEqual([{ id: 'pareja', relation: 'pareja', birthDate: '1956-06-02', isWoman: true, name: 'María', isPensioner: false }]);
  });

  test('says what is missing at each field, moves the focus there, and saves nothing', async () => {
    const saved: Partial<HouseholdProfile>[] = [];
    membersStep({}, (patch) => saved.push(patch), true);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar: Pareja' }));
    await userEvent.type(screen.getByLabelText('Edad'), '7a');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(saved).toEqual([]);
    const birth = screen.getByLabelText('Tu fecha de nacimiento');
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escribe tu fecha de nacimiento.')).toBeInTheDocument();
    expect(screen.getByText('Dinos si eres mujer u hombre: algunos beneficios dependen de eso.')).toBeInTheDocument();
    const member = screen.getByText('Pareja (cónyuge o conviviente civil)').closest('[data-member]') as HTMLElement;
    expect(within(member).getByLabelText('Edad')).toHaveAttribute('aria-invalid', 'true');
    expect(within(member).getByText('Escribe su edad en años (0 si tiene menos de un año).')).toBeInTheDocument();
    expect(within(member).getByText('Elige su sexo.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa las respuestas marcadas.');
    await focusMovesTo(birth);
  });
});

describe('the birth dates a rule near an age limit needs', () => {
  // A child told to be 17: the Subsidio Familiar ends at 18, so the day decides.
  const household: HouseholdProfile = { isWoman: true, inRsh: true, rshTramo: 1, members: [{ id: 'hijo-1', relation: 'hijo', name: 'Tomás', age: 17, ageOn: '2026-12-07', isWoman: false }] };

  test('asks the date of the member it concerns, refuses one the age told rules out, and saves the date in place of the age', async () => {
    const step = questionSteps.find((candidate) => candidate.id === 'fechas');
    if (!step) throw new Error('no dates step');
    const next: NextStep = { step, facts: ['birthDate'], personIds: ['hijo-1'], decides: ['subsidio-familiar:hijo-1'] };
    const saved: Partial<HouseholdProfile>[] = [];
    render(<HouseholdStepForm next={next} household={household} birthDate="1990-01-01" today={today} askBirthDate={false} onSubmit={(patch) => saved.push(patch)} />, { wrapper: UiProvider });
    const field = screen.getByLabelText(/^Fecha de nacimiento \(Tomás/);
    await userEvent.type(field, '2000-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(saved).toEqual([]);
    expect(screen.getByText(/Esa fecha no coincide con la edad que nos dijiste/)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '2009-03-20');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(saved).toEqual([{ members: [{ id: 'hijo-1', relation: 'hijo', name: 'Tomás', birthDate: '2009-03-20', isWoman: false }] }]);
  });
});

/** The focus moves on the next frame, once the messages are drawn. */
const focusMovesTo = async (element: HTMLElement) => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(element).toHaveFocus();
};
