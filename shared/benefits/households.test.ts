import type { CalendarDate } from '../age';
import { evaluateBenefits } from './evaluate';
import type { HouseholdProfile } from './profile';
import { moneyMissingPerYear } from './yearly';
import { nobodyElse, retiredHousehold, singleMotherHousehold } from './households.fixtures';

/** Six households a careful reader of ChileAtiende would know what to tell, on a fixed day. */
const today: CalendarDate = { year: 2026, month: 11, day: 22 };


interface Case {
  name: string;
  profile: HouseholdProfile;
  birthDate: string;
  likely: string[];
  /** Whose criteria hold, but only possible while applications are not confirmed open (settled maybes). */
  possible?: string[];
  total: number;
}

const cases: Case[] = [
  {
    name: 'a retired couple (72, pension of $210.000, tramo 60)',
    birthDate: '1954-03-10',
    profile: retiredHousehold.profile,
    // PGU 65–74 ($231.732 × 12) + Bono Invierno + both aguinaldos; the water subsidy has no peso figure.
    likely: ['pgu', 'bono-invierno', 'aguinaldo-fiestas-patrias', 'aguinaldo-navidad', 'subsidio-agua-potable'],
    total: 231_732 * 12 + 81_257 + 25_280 + 29_055,
  },
  {
    name: 'a single mother with two children in school (tramo 40, no social security)',
    birthDate: '1992-05-14',
    profile: singleMotherHousehold.profile,
    // SUF 2 × $22.007 × 12 + Aporte Familiar Permanente 2 × $66.834 + Subsidio Eléctrico (3 people).
    likely: ['subsidio-familiar', 'aporte-familiar-permanente', 'subsidio-electrico', 'subsidio-agua-potable'],
    possible: ['subsidio-unificado-empleo'],
    total: 2 * 22_007 * 12 + 2 * 66_834 + 39_348,
  },
  {
    name: 'a 22-year-old student with Gratuidad (tramo 50)',
    birthDate: '2004-08-01',
    profile: {
      ...nobodyElse,
      inRsh: true,
      rshTramo: 2,
      cargas: 0,
      isPensioner: false,
      hasSocialSecurity: false,
      monthlyIncome: 0,
      householdSize: 4,
      yearsResidentInChile: 2,
      isResidentialElectricityCustomer: false,
      isWoman: false,
      isWorking: false,
      isHigherEducationStudent: true,
      hasStudentAid: true,
    },
    // BAES $48.000 × 10 months; Gratuidad and the new employment subsidy have no peso figure.
    likely: ['beca-alimentacion-baes', 'gratuidad', 'subsidio-agua-potable'],
    possible: ['subsidio-unificado-empleo'],
    total: 48_000 * 10,
  },
  {
    name: 'a 23-year-old worker on the minimum wage (tramo 40)',
    birthDate: '2003-02-10',
    profile: {
      ...nobodyElse,
      inRsh: true,
      rshTramo: 1,
      cargas: 0,
      isPensioner: false,
      hasSocialSecurity: true,
      monthlyIncome: 539_000,
      householdSize: 3,
      yearsResidentInChile: 3,
      isResidentialElectricityCustomer: false,
      isWoman: false,
      isWorking: true,
    },
    // The Subsidio al Empleo Joven is being replaced: possible, not counted.
    likely: ['subsidio-agua-potable'],
    possible: ['subsidio-empleo-joven'],
    total: 0,
  },
  {
    name: 'a 45-year-old woman with a disability and no pension (tramo 50)',
    birthDate: '1981-06-20',
    profile: {
      ...nobodyElse,
      inRsh: true,
      rshTramo: 2,
      cargas: 0,
      isPensioner: false,
      hasSocialSecurity: false,
      monthlyIncome: 0,
      householdSize: 2,
      yearsResidentInChile: 25,
      isResidentialElectricityCustomer: true,
      isWoman: true,
      isWorking: false,
      hasDisability: true,
    },
    // PBSI $250.275 × 12 + both aguinaldos (PBSI holders get them).
    likely: ['pension-basica-solidaria-invalidez', 'aguinaldo-fiestas-patrias', 'aguinaldo-navidad', 'subsidio-agua-potable'],
    possible: ['subsidio-unificado-empleo'],
    total: 250_275 * 12 + 25_280 + 29_055,
  },
  {
    name: 'a middle-income family renting (tramo 70, $850.000, two cargas)',
    birthDate: '1986-09-09',
    profile: {
      ...nobodyElse,
      inRsh: true,
      rshTramo: 4,
      cargas: 2,
      isPensioner: false,
      hasSocialSecurity: true,
      monthlyIncome: 850_000,
      householdSize: 4,
      yearsResidentInChile: 20,
      isResidentialElectricityCustomer: true,
      isWoman: false,
      isWorking: true,
      isRenting: true,
      housingSavingsUf: 5,
      householdIncome: 850_000,
    },
    // Asignación Familiar tramo B 2 × $13.505 × 12 + Aporte Familiar Permanente; the Subsidio de Arriendo only in a call.
    likely: ['asignacion-familiar', 'aporte-familiar-permanente'],
    possible: ['subsidio-arriendo'],
    total: 2 * 13_505 * 12 + 2 * 66_834,
  },
];

describe.each(cases)('$name', ({ profile, birthDate, likely, possible = [], total }) => {
  const results = evaluateBenefits(profile, birthDate, today);

  it('is told exactly the likely benefits a careful reader would expect', () => {
    expect(results.filter((result) => result.status === 'likely').map((result) => result.id).sort()).toEqual([...likely].sort());
  });

  it('has nothing left undecided: every question of the profile was answered, and only what waits for a call is possible', () => {
    expect(results.filter((result) => !result.decided).map((result) => result.id)).toEqual([]);
    expect(results.filter((result) => result.status === 'maybe').map((result) => result.id).sort()).toEqual([...possible].sort());
  });

  it('is told the yearly total', () => {
    expect(moneyMissingPerYear(profile, birthDate, today).total).toBe(total);
  });
});

describe('"ya lo recibo"', () => {
  it('leaves out of the total what the retired couple already receives', () => {
    const [couple] = cases;
    if (!couple) throw new Error('no case');
    const money = moneyMissingPerYear({ ...couple.profile, receivedBenefitIds: ['pgu', 'bono-invierno'] }, couple.birthDate, today);
    expect(money.total).toBe(25_280 + 29_055);
    expect(money.lines.map((line) => line.id)).toEqual(['aguinaldo-navidad', 'aguinaldo-fiestas-patrias']);
  });
});
