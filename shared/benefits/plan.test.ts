import type { CalendarDate } from '../age';
import { benefitCatalogue } from './catalogue';
import { comingSoon } from './coming-soon';
import { headlineOf } from './headline';
import { evaluateHousehold } from './household';
import { OFFICIAL_DAY, officialHouseholds } from './households-official.fixtures';
import { actionPlan } from './plan';
import type { HouseholdProfile } from './profile';
import type { BenefitVersion } from './types';

const planOf = (household: HouseholdProfile, birthDate: string, day: CalendarDate, claimed?: ReadonlySet<string>, catalogue: readonly BenefitVersion[] = benefitCatalogue) => {
  const results = evaluateHousehold(household, birthDate, day, catalogue);
  return actionPlan(results, headlineOf(household, birthDate, day, results), comingSoon(household, birthDate, day, catalogue), day, claimed);
};

const fixture = (start: string) => {
  const found = officialHouseholds.find((household) => household.name.startsWith(start));
  if (!found) throw new Error(`No household ${start}`);
  return found;
};

describe('"Cobra primero": what needs the person’s action, the most money first, each with its next step', () => {
  const couple = fixture('a retired couple, 72 and 70');
  const plan = planOf(couple.household, couple.birthDate, OFFICIAL_DAY);

  it('opens with María’s PGU, then her other money by how much it pays a year, and the water discount to apply for', () => {
    expect(plan.claimFirst.map((item) => [item.key, item.yearly])).toEqual([
      ['pgu:maria', 231_732 * 12],
      ['bono-invierno:maria', 81_257],
      ['bono-por-hijo:maria', 3 * 2_100 * 12],
      ['aguinaldo-navidad:maria', 29_055],
      ['aguinaldo-fiestas-patrias:maria', 25_280],
      ['subsidio-agua-potable', 0],
    ]);
    expect(plan.claimFirst[0]?.nextStep).toBe('Revisa si cumples los requisitos en ChileAtiende con tu RUT y tu fecha de nacimiento.');
  });

  it('puts what is paid without asking apart, to check ("ya deberías recibirlo: revísalo aquí"), and what he already receives last', () => {
    expect(plan.checkPaid.map((item) => item.key)).toEqual(expect.arrayContaining(['bono-invierno', 'aguinaldo-navidad', 'aguinaldo-fiestas-patrias']));
    expect(plan.checkPaid.every((item) => item.counting === 'automatic' && /revis/i.test(item.nextStep))).toBe(true);
    expect(plan.received.map((item) => item.key)).toEqual(['pgu']);
  });

  it('moves what the person marked "Ya postulé" out of "Cobra primero", to follow it', () => {
    const followed = planOf(couple.household, couple.birthDate, OFFICIAL_DAY, new Set(['pgu:maria']));
    expect(followed.claimFirst.map((item) => item.key)).not.toContain('pgu:maria');
    expect(followed.claimed.map((item) => item.key)).toEqual(['pgu:maria']);
  });
});

describe('deadlines', () => {
  it('puts a call that closes within 30 days before larger amounts, the nearest first', () => {
    const family = fixture('a worker of 30 on $550.000');
    const day: CalendarDate = { year: 2026, month: 12, day: 7 };
    // The electricity subsidy (a saving of $39.348) with a call closing in a week; the Asignación Familiar pays more.
    const withCall = benefitCatalogue.map((version) => (version.id === 'subsidio-electrico' ? { ...version, applicationWindows: [{ from: '2026-12-01', to: '2026-12-14' }] } : version));
    const plan = planOf(family.household, family.birthDate, day, undefined, withCall);
    expect(plan.claimFirst[0]).toMatchObject({ key: 'subsidio-electrico', deadline: '2026-12-14' });
    expect(plan.claimFirst[1]?.key).toBe('asignacion-familiar');
    // The same call a month and a half from closing: ordered by money.
    const later = planOf(family.household, family.birthDate, day, undefined, withCall.map((version) => (version.id === 'subsidio-electrico' ? { ...version, applicationWindows: [{ from: '2026-12-01', to: '2027-01-20' }] } : version)));
    expect(later.claimFirst.map((item) => item.key).slice(0, 2)).toEqual(['asignacion-familiar', 'aporte-familiar-permanente']);
  });
});

describe('possibles and coming soon', () => {
  it('lists what is only possible with why, settled ones first, and what is coming soon by date', () => {
    const renters = fixture('a couple with two children renting');
    const plan = planOf(renters.household, renters.birthDate, OFFICIAL_DAY);
    expect(plan.possible[0]).toMatchObject({ key: 'subsidio-arriendo' });
    expect(plan.possible[0]?.nextStep).toMatch(/^Se postula solo durante los llamados/);
    const turning = fixture('a man who turns 65 on 20-12-2026');
    const soon = planOf(turning.household, turning.birthDate, turning.day ?? OFFICIAL_DAY).comingSoon;
    expect(soon.map((item) => item.date)).toEqual([...soon.map((item) => item.date)].sort());
  });
});
