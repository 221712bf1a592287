import { parseIsoDate, type CalendarDate } from '../age';
import { evaluateBenefits } from './evaluate';
import type { HouseholdProfile } from './profile';
import type { BenefitResult } from './types';

/** Edge tests for the later benefits: each rule at its limits. */
const TODAY = '2026-11-22';

const day = (value: string): CalendarDate => {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new Error(`Not a date: ${value}`);
  return parsed;
};

const resultFor = (id: string, profile: HouseholdProfile, birthDate?: string, today = TODAY): BenefitResult => {
  const result = evaluateBenefits(profile, birthDate, day(today)).find((candidate) => candidate.id === id);
  if (!result) throw new Error(`No result for ${id}`);
  return result;
};
const statusOf = (id: string, profile: HouseholdProfile, birthDate?: string, today = TODAY) => resultFor(id, profile, birthDate, today).status;
/**
 * How a benefit reads: `possible` for one whose criteria hold but that no answer can make likely (its
 * applications are not known to be open), a settled "maybe".
 */
const shownAs = (id: string, profile: HouseholdProfile, birthDate?: string, today = TODAY): 'likely' | 'possible' | 'maybe' | 'no' => {
  const result = resultFor(id, profile, birthDate, today);
  return result.status === 'maybe' && result.decided ? 'possible' : result.status;
};

describe('Pensión Básica Solidaria de Invalidez', () => {
  const disabled: HouseholdProfile = { hasDisability: true, inRsh: true, rshTramo: 5, isPensioner: false };

  it('starts the day someone turns 18 and stops the day they turn 65', () => {
    expect(statusOf('pension-basica-solidaria-invalidez', disabled, '2008-11-23')).toBe('no');
    expect(statusOf('pension-basica-solidaria-invalidez', disabled, '2008-11-22')).toBe('likely');
    expect(statusOf('pension-basica-solidaria-invalidez', disabled, '1961-11-23')).toBe('likely');
    expect(statusOf('pension-basica-solidaria-invalidez', disabled, '1961-11-22')).toBe('no');
  });

  it('reaches the 80 % of the RSH: tramo 5 yes, tramo 6 no', () => {
    expect(statusOf('pension-basica-solidaria-invalidez', { ...disabled, rshTramo: 6 }, '1980-01-01')).toBe('no');
  });

  it('pays $250.000 until January 2026 and $250.275 from February', () => {
    expect(resultFor('pension-basica-solidaria-invalidez', disabled, '1980-01-01', '2026-01-31').amount?.value).toBe(250_000);
    expect(resultFor('pension-basica-solidaria-invalidez', disabled, '1980-01-01', '2026-02-01').amount?.value).toBe(250_275);
  });
});

describe('Bono por Hijo', () => {
  const mother: HouseholdProfile = { isWoman: true, yearsResidentInChile: 40, childrenBorn: 3, isPensioner: true };

  it('is for mothers from the day they turn 65, per child: a small increase of the pension every month, never a lump sum', () => {
    expect(statusOf('bono-por-hijo', mother, '1961-11-23')).toBe('no');
    const result = resultFor('bono-por-hijo', mother, '1961-11-22');
    expect(result.status).toBe('likely');
    expect([result.amount?.value, result.frequency, result.paymentsPerYear]).toEqual([3 * 2_100, 'mensual', 12]);
    expect(result.amountText).toBe('$6.300 al mes');
    expect(`${result.amountText} ${result.amountPeriod} ${result.whenPaid} ${result.summary}`).not.toMatch(/única vez/);
    expect(statusOf('bono-por-hijo', { ...mother, isWoman: false }, '1950-01-01')).toBe('no');
    expect(statusOf('bono-por-hijo', { ...mother, childrenBorn: 0 }, '1950-01-01')).toBe('no');
  });
});

describe('Bono Bodas de Oro', () => {
  const couple: HouseholdProfile = { inRsh: true, rshTramo: 5 };

  it.each([
    [49, 'no'],
    [50, 'likely'],
    [51, 'likely'],
    [52, 'no'],
  ])('with %i years of marriage is %s', (yearsMarried, status) => {
    expect(statusOf('bono-bodas-de-oro', { ...couple, yearsMarried })).toBe(status);
  });

  it('reaches the 80 %: tramo 5 yes, tramo 6 no', () => {
    expect(statusOf('bono-bodas-de-oro', { ...couple, yearsMarried: 50, rshTramo: 6 })).toBe('no');
  });

  it('uses the October reajuste: $445.352 until 30-09-2025, $463.166 from 01-10-2025, $482.295 from 01-10-2026', () => {
    expect(resultFor('bono-bodas-de-oro', { ...couple, yearsMarried: 50 }, undefined, '2025-09-30').amount?.value).toBe(445_352);
    expect(resultFor('bono-bodas-de-oro', { ...couple, yearsMarried: 50 }, undefined, '2025-10-01').amount?.value).toBe(463_166);
    expect(resultFor('bono-bodas-de-oro', { ...couple, yearsMarried: 50 }, undefined, '2026-09-30').amount?.value).toBe(463_166);
    expect(resultFor('bono-bodas-de-oro', { ...couple, yearsMarried: 50 }, undefined, '2026-10-01').amount?.value).toBe(482_295);
  });
});

describe('Aguinaldos for pensioners', () => {
  const pgu: HouseholdProfile = { inRsh: true, rshTramo: 4, yearsResidentInChile: 40, cargas: 2 };

  it('go to PGU holders from 65, with the increase per carga', () => {
    expect(statusOf('aguinaldo-navidad', pgu, '1961-11-23')).not.toBe('likely');
    const navidad = resultFor('aguinaldo-navidad', pgu, '1961-11-22');
    expect(navidad.status).toBe('likely');
    expect(navidad.amount?.value).toBe(29_055 + 2 * 16_415);
    expect(resultFor('aguinaldo-fiestas-patrias', pgu, '1950-01-01').amount?.value).toBe(25_280 + 2 * 12_969);
  });
});

describe('Pensión de sobrevivencia', () => {
  it('has no peso figure: it depends on the pension of who died', () => {
    const result = resultFor('pension-sobrevivencia', { isSurvivorOfContributor: true });
    expect(result.status).toBe('likely');
    expect(result.amount).toBeUndefined();
    expect(result.amountText).toContain('porcentaje');
  });
});

describe('Seguridades y Oportunidades bonuses', () => {
  it('the Bono de Protección counts its highest monthly figure as "hasta"', () => {
    const result = resultFor('bono-proteccion', { inSeguridadesOportunidades: true });
    expect(result.amount).toEqual({ value: 24_523, label: 'Hasta $24.523, según tu situación', upperBound: true });
    expect(result.amountText).toBe('Hasta $24.523 al mes');
  });

  it('the 2026 Bono de Protección version is not in force the day before it starts', () => {
    expect(resultFor('bono-proteccion', { inSeguridadesOportunidades: true }, undefined, '2026-01-31').reasons).toEqual([
      'Este beneficio todavía no está vigente (empieza el 01-02-2026).',
    ]);
  });

  it('the Bono Logro Escolar pays per top student, only in tramo 40', () => {
    const family: HouseholdProfile = { inSeguridadesOportunidades: true, inRsh: true, rshTramo: 1, topStudents: 2 };
    expect(resultFor('bono-logro-escolar', family).amount?.value).toBe(2 * 51_036);
    expect(resultFor('bono-logro-escolar', family, undefined, '2025-09-15').amount?.value).toBe(2 * 49_310);
    expect(statusOf('bono-logro-escolar', { ...family, rshTramo: 2 })).toBe('no');
    expect(statusOf('bono-logro-escolar', { ...family, topStudents: 0 })).toBe('no');
  });
});

describe('Asignación Maternal', () => {
  const pregnant: HouseholdProfile = { isPregnant: true, hasSocialSecurity: true };

  it('puts an income exactly at a bracket limit in that bracket, once per pregnancy', () => {
    const atLimit = resultFor('asignacion-maternal', { ...pregnant, monthlyIncome: 631_976, cargas: 3 });
    expect(atLimit.amount).toEqual({ value: 22_007, label: 'Tramo A' });
    expect(atLimit.paymentsPerYear).toBe(9);
    expect(resultFor('asignacion-maternal', { ...pregnant, monthlyIncome: 631_977 }).amount?.value).toBe(13_505);
    expect(statusOf('asignacion-maternal', { ...pregnant, monthlyIncome: 1_439_668 })).toBe('likely');
    expect(statusOf('asignacion-maternal', { ...pregnant, monthlyIncome: 1_439_669 })).toBe('no');
  });
});

describe('Subsidio de Discapacidad', () => {
  it('reaches the 60 %: tramo 3 yes, tramo 4 no', () => {
    const child: HouseholdProfile = { hasChildWithSevereDisability: true, inRsh: true };
    expect(statusOf('subsidio-discapacidad', { ...child, rshTramo: 3 })).toBe('likely');
    expect(statusOf('subsidio-discapacidad', { ...child, rshTramo: 4 })).toBe('no');
  });
});

describe('Education', () => {
  const student: HouseholdProfile = { isHigherEducationStudent: true, hasStudentAid: true, inRsh: true };

  it('BAES and Gratuidad reach the 60 %: tramo 3 yes, tramo 4 no', () => {
    expect(resultFor('beca-alimentacion-baes', { ...student, rshTramo: 3 }).paymentsPerYear).toBe(10);
    expect(statusOf('beca-alimentacion-baes', { ...student, rshTramo: 4 })).toBe('no');
    expect(statusOf('gratuidad', { ...student, rshTramo: 3 })).toBe('likely');
    expect(statusOf('gratuidad', { ...student, rshTramo: 4 })).toBe('no');
    expect(statusOf('beca-alimentacion-baes', { ...student, rshTramo: 1, hasStudentAid: false })).toBe('no');
  });

  it('the Beca Presidente de la República needs a 6,0 and tramo 40', () => {
    const top: HouseholdProfile = { hasSecondaryStudentWithTopGrades: true, inRsh: true, rshTramo: 1 };
    expect(resultFor('beca-presidente-republica', top).amount?.value).toBe(431_588);
    expect(statusOf('beca-presidente-republica', { ...top, rshTramo: 2 })).toBe('no');
  });
});

describe('Employment subsidies', () => {
  const young: HouseholdProfile = { isWorking: true, inRsh: true, rshTramo: 1, monthlyIncome: 539_000 };

  // Being replaced by the Subsidio Unificado al Empleo, whose start is not confirmed: never more than possible.
  it('the Subsidio al Empleo Joven ends the day someone turns 25', () => {
    expect(shownAs('subsidio-empleo-joven', young, '2001-11-23')).toBe('possible');
    expect(shownAs('subsidio-empleo-joven', young, '2001-11-22')).toBe('no');
  });

  it('the Subsidio al Empleo Joven needs an income below $662.348', () => {
    expect(shownAs('subsidio-empleo-joven', { ...young, monthlyIncome: 662_347 }, '2004-01-01')).toBe('possible');
    expect(shownAs('subsidio-empleo-joven', { ...young, monthlyIncome: 662_348 }, '2004-01-01')).toBe('no');
  });

  it('the Bono al Trabajo de la Mujer is for women from 25 until they turn 60', () => {
    const woman = { ...young, isWoman: true };
    expect(shownAs('bono-trabajo-mujer', woman, '2001-11-22')).toBe('possible');
    expect(shownAs('bono-trabajo-mujer', woman, '1966-11-23')).toBe('possible');
    expect(shownAs('bono-trabajo-mujer', woman, '1966-11-22')).toBe('no');
    expect(shownAs('bono-trabajo-mujer', { ...woman, isWoman: false }, '1990-01-01')).toBe('no');
  });

  it('the Subsidio Unificado al Empleo covers its four priority groups, and is only possible while its start is not confirmed', () => {
    const jobless: HouseholdProfile = { isWorking: false, isWoman: false, hasDisability: false };
    expect(shownAs('subsidio-unificado-empleo', jobless, '2004-01-01')).toBe('possible');
    expect(shownAs('subsidio-unificado-empleo', jobless, '1986-01-01')).toBe('no');
    expect(shownAs('subsidio-unificado-empleo', { ...jobless, isWoman: true }, '1986-01-01')).toBe('possible');
    expect(shownAs('subsidio-unificado-empleo', jobless, '1971-11-22')).toBe('possible');
    expect(shownAs('subsidio-unificado-empleo', jobless, '1961-11-22')).toBe('no');
    expect(shownAs('subsidio-unificado-empleo', { ...jobless, hasDisability: true }, '1986-01-01')).toBe('possible');
    expect(resultFor('subsidio-unificado-empleo', jobless, '2004-01-01').reasons[0]).toMatch(/^Sence no ha confirmado/);
  });

  it('the Ingreso Mínimo Garantizado was paid until 30-06-2024 and is no longer in force the day after', () => {
    const worker: HouseholdProfile = { isWorking: true, monthlyIncome: 450_000, inRsh: true, rshTramo: 6 };
    expect(statusOf('ingreso-minimo-garantizado', worker, undefined, '2024-06-30')).toBe('likely');
    const dayAfter = resultFor('ingreso-minimo-garantizado', worker, undefined, '2024-07-01');
    expect(dayAfter.status).toBe('no');
    expect(dayAfter.reasons).toEqual(['Este beneficio ya no está vigente (terminó el 30-06-2024).']);
  });

  it('the Seguro de Cesantía needs 10 contributions, or 5 with a fixed-term contract', () => {
    const jobless: HouseholdProfile = { lostJobWithContract: true, hadFixedTermContract: false };
    expect(statusOf('seguro-cesantia', { ...jobless, afcContributions: 10 })).toBe('likely');
    expect(statusOf('seguro-cesantia', { ...jobless, afcContributions: 9 })).toBe('no');
    expect(statusOf('seguro-cesantia', { ...jobless, hadFixedTermContract: true, afcContributions: 5 })).toBe('likely');
    expect(statusOf('seguro-cesantia', { ...jobless, hadFixedTermContract: true, afcContributions: 4 })).toBe('no');
  });
});

describe('Housing', () => {
  it('the water subsidy reaches tramo 60, or any family of Seguridades y Oportunidades', () => {
    expect(statusOf('subsidio-agua-potable', { inRsh: true, rshTramo: 3, inSeguridadesOportunidades: false })).toBe('likely');
    expect(statusOf('subsidio-agua-potable', { inRsh: true, rshTramo: 4, inSeguridadesOportunidades: false })).toBe('no');
    expect(statusOf('subsidio-agua-potable', { inRsh: true, rshTramo: 4, inSeguridadesOportunidades: true })).toBe('likely');
  });

  it('the rent subsidy reaches tramo 70, and people living alone only from 60 (judged during the 2025 call)', () => {
    const renter: HouseholdProfile = { isRenting: true, inRsh: true, rshTramo: 4, householdSize: 3, householdIncome: 700_000, housingSavingsUf: 4 };
    const inCall = '2025-10-20';
    expect(shownAs('subsidio-arriendo', renter, '1990-01-01', inCall)).toBe('likely');
    // The family income band (7–25 UF for 3 people, 8 UF more for each one beyond) and the 4 UF saved.
    expect(shownAs('subsidio-arriendo', { ...renter, householdIncome: 1_100_000 }, '1990-01-01', inCall)).toBe('no');
    expect(shownAs('subsidio-arriendo', { ...renter, householdIncome: 1_100_000, householdSize: 4 }, '1990-01-01', inCall)).toBe('likely');
    expect(shownAs('subsidio-arriendo', { ...renter, householdIncome: 250_000 }, '1990-01-01', inCall)).toBe('no');
    expect(shownAs('subsidio-arriendo', { ...renter, housingSavingsUf: 3 }, '1990-01-01', inCall)).toBe('no');
    const { householdIncome: _income, ...untold } = renter;
    expect(shownAs('subsidio-arriendo', untold, '1990-01-01', inCall)).toBe('maybe');
    expect(shownAs('subsidio-arriendo', { ...renter, rshTramo: 5 }, '1990-01-01', inCall)).toBe('no');
    expect(shownAs('subsidio-arriendo', { ...renter, householdSize: 1 }, '1965-10-21', inCall)).toBe('no');
    expect(shownAs('subsidio-arriendo', { ...renter, householdSize: 1 }, '1965-10-20', inCall)).toBe('likely');
  });

  it('the rent subsidy is likely only while a call is open, with its last day as the deadline; possible otherwise', () => {
    const renter: HouseholdProfile = { isRenting: true, inRsh: true, rshTramo: 4, householdSize: 3, householdIncome: 700_000, housingSavingsUf: 4 };
    expect(resultFor('subsidio-arriendo', renter, '1990-01-01', '2025-11-14')).toMatchObject({ status: 'likely', deadline: '2025-11-14' });
    const closed = resultFor('subsidio-arriendo', renter, '1990-01-01', '2025-11-15');
    expect([closed.status, closed.decided, closed.deadline]).toEqual(['maybe', true, undefined]);
    expect(closed.reasons[0]).toBe('Se postula solo durante los llamados y hoy no hay uno abierto (el último cerró el 14-11-2025): te avisamos cuando se anuncie el próximo.');
    expect(resultFor('subsidio-arriendo', renter, '1990-01-01', '2025-10-06').reasons[0]).toBe('Se postula solo durante los llamados: el próximo se abre el 07-10-2025.');
  });

  it("the older people's call asks for an income of their own of 5 UF (the PGU counts), and is only possible while no call is announced", () => {
    const older: HouseholdProfile = { isRenting: true, inRsh: true, rshTramo: 1, receivesPgu: false, isPensioner: false, monthlyIncome: 100_000 };
    expect(shownAs('subsidio-arriendo-mayores', older, '1958-01-01')).toBe('no');
    expect(shownAs('subsidio-arriendo-mayores', { ...older, monthlyIncome: 198_810 }, '1958-01-01')).toBe('possible');
    expect(shownAs('subsidio-arriendo-mayores', { ...older, receivesPgu: true }, '1958-01-01')).toBe('possible');
  });
});

describe('Death of a relative', () => {
  it('pays the cuota mortuoria for an AFP affiliate, and the asignación por muerte otherwise', () => {
    const afp = { paidFuneral: true, deceasedWasAfpAffiliate: true };
    expect(resultFor('cuota-mortuoria', afp).amount?.value).toBe(15 * 39_762);
    expect(statusOf('asignacion-por-muerte', afp)).toBe('no');
    expect(statusOf('asignacion-por-muerte', { ...afp, deceasedWasAfpAffiliate: false })).toBe('likely');
    expect(statusOf('cuota-mortuoria', { paidFuneral: false })).toBe('no');
  });
});
