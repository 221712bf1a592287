import fc from 'fast-check';
import { parseIsoDate, toIsoDate, type CalendarDate } from '../age';
import { benefitCatalogue } from './catalogue';
import { evaluateBenefits, factsNeeded } from './evaluate';
import { formatClp } from './format';
import { profileQuestions, type HouseholdProfile, type QuestionFact } from './profile';
import type { BenefitResult, Criterion } from './types';

const day = (value: string): CalendarDate => {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new Error(`Not a date: ${value}`);
  return parsed;
};

const resultFor = (id: string, profile: HouseholdProfile, birthDate: string | undefined, today: string): BenefitResult => {
  const result = evaluateBenefits(profile, birthDate, day(today)).find((candidate) => candidate.id === id);
  if (!result) throw new Error(`No result for ${id}`);
  return result;
};

const missingFacts = (result: BenefitResult): QuestionFact[] => result.missing.map((missing) => missing.fact);

describe('formatClp', () => {
  it('writes pesos as in Chile, with a dot for thousands and no decimals', () => {
    expect(formatClp(224_004)).toBe('$224.004');
    expect(formatClp(1_252_602)).toBe('$1.252.602');
    expect(formatClp(0)).toBe('$0');
  });
});

describe('Pensión Garantizada Universal', () => {
  const eligible: HouseholdProfile = { inRsh: true, rshTramo: 4, yearsResidentInChile: 40, isPensioner: false };

  it('can be requested from 64 years and 9 months, at the amount paid from the 65th birthday', () => {
    const dayBefore = resultFor('pgu', eligible, '1961-11-21', '2026-08-20');
    expect(dayBefore.status).toBe('no');
    expect(dayBefore.reasons).toEqual(['La PGU se puede pedir desde los 64 años y 9 meses, y se paga desde los 65.']);

    const request = resultFor('pgu', eligible, '1961-11-21', '2026-08-21');
    expect(request.status).toBe('likely');
    expect(request.amount?.value).toBe(231_732);

    const birthday = resultFor('pgu', eligible, '1961-11-21', '2026-11-21');
    expect(birthday.status).toBe('likely');
    expect(birthday.amount).toEqual({ value: 231_732, label: 'Para personas de 65 a 74 años' });
    expect(birthday.amountText).toBe('$231.732 al mes, para personas de 65 a 74 años');
  });

  it('states the amount of the age band of the person, and only it: 65 to 74, or 75 or more from September 2026', () => {
    const seventyTwo = resultFor('pgu', eligible, '1954-03-10', '2026-12-07');
    expect([seventyTwo.amount?.value, seventyTwo.amountText]).toEqual([231_732, '$231.732 al mes, para personas de 65 a 74 años']);
    expect(`${seventyTwo.amountPeriod} ${seventyTwo.summary}`).not.toMatch(/75/);
    const seventyEight = resultFor('pgu', eligible, '1948-08-08', '2026-12-07');
    expect([seventyEight.amount?.value, seventyEight.amountText]).toEqual([250_275, '$250.275 al mes, para personas de 75 años o más']);
  });

  it('pays the Ley 21.735 raise to 82-year-olds only from 1 September 2025', () => {
    expect(resultFor('pgu', eligible, '1940-03-10', '2025-08-31').amount?.value).toBe(224_004);
    expect(resultFor('pgu', eligible, '1940-03-10', '2025-09-01').amount).toEqual({ value: 250_000, label: 'Para personas de 82 años o más' });
    // An 81-year-old keeps the base amount.
    expect(resultFor('pgu', eligible, '1944-03-10', '2025-09-01').amount?.value).toBe(224_004);
  });

  it('pays the raise to 75-year-olds only from 1 September 2026', () => {
    expect(resultFor('pgu', eligible, '1950-01-15', '2026-08-31').amount?.value).toBe(231_732);
    expect(resultFor('pgu', eligible, '1950-01-15', '2026-09-01').amount).toEqual({ value: 250_275, label: 'Para personas de 75 años o más' });
  });

  it('is not for the richest 10 % (tramo 100) nor for someone outside the RSH', () => {
    expect(resultFor('pgu', { ...eligible, rshTramo: 6 }, '1950-01-15', '2026-11-21').status).toBe('likely');
    expect(resultFor('pgu', { ...eligible, rshTramo: 7 }, '1950-01-15', '2026-11-21').status).toBe('no');
    expect(resultFor('pgu', { ...eligible, inRsh: false, rshTramo: undefined }, '1950-01-15', '2026-11-21').status).toBe('no');
  });

  it('needs 20 years in Chile and a base pension under the pensión superior', () => {
    expect(resultFor('pgu', { ...eligible, yearsResidentInChile: 19 }, '1950-01-15', '2026-11-21').status).toBe('no');
    const pensioner = { ...eligible, isPensioner: true };
    expect(resultFor('pgu', { ...pensioner, pensionAmount: 1_252_601 }, '1950-01-15', '2026-11-21').status).toBe('likely');
    const atLimit = resultFor('pgu', { ...pensioner, pensionAmount: 1_252_602 }, '1950-01-15', '2026-11-21');
    expect(atLimit.status).toBe('no');
    expect(atLimit.reasons).toEqual(['Tu pensión base supera $1.252.602, el límite para recibir la PGU.']);
  });

  it('is a maybe that asks for the birth date, then for the RSH before its tramo', () => {
    const noBirthDate = resultFor('pgu', eligible, undefined, '2026-11-21');
    expect(noBirthDate.status).toBe('maybe');
    expect(noBirthDate.missing).toEqual([{ fact: 'birthDate', question: '¿Cuál es tu fecha de nacimiento?' }]);
    expect(noBirthDate.amountText).toBe('$231.732 al mes desde los 65 años; $250.275 al mes desde los 75 años');

    const nothingKnown = resultFor('pgu', {}, '1950-01-15', '2026-11-21');
    expect(nothingKnown.status).toBe('maybe');
    expect(missingFacts(nothingKnown)).toEqual(['inRsh', 'yearsResidentInChile', 'isPensioner']);
    expect(nothingKnown.missing[0]?.question).toBe('¿Estás en el Registro Social de Hogares?');
  });

  it('asks only for the pension amount once we know there is a pension', () => {
    const result = resultFor('pgu', { ...eligible, isPensioner: true }, '1950-01-15', '2026-11-21');
    expect(result.status).toBe('maybe');
    expect(missingFacts(result)).toEqual(['pensionAmount']);
  });
});

describe('Bono Invierno', () => {
  const lowPension: HouseholdProfile = { isPensioner: true, pensionAmount: 200_000 };

  it('counts age on 1 May of the year: 65 that day qualifies, 65 the day after does not', () => {
    expect(resultFor('bono-invierno', lowPension, '1961-05-01', '2026-03-10').status).toBe('likely');
    expect(resultFor('bono-invierno', lowPension, '1961-04-30', '2026-03-10').status).toBe('likely');
    const dayAfter = resultFor('bono-invierno', lowPension, '1961-05-02', '2026-03-10');
    expect(dayAfter.status).toBe('no');
    expect(dayAfter.reasons).toEqual(['El Bono Invierno es para personas que tienen 65 años o más al 1 de mayo.']);
  });

  it('pays a fixed amount once a year', () => {
    const result = resultFor('bono-invierno', lowPension, '1950-01-01', '2026-03-10');
    expect(result.amount?.value).toBe(81_257);
    expect(result.amountText).toBe('$81.257 una vez al año');
    expect(result.frequency).toBe('anual');
  });

  it('takes pensions up to the limit of its year, not counting the PGU', () => {
    expect(resultFor('bono-invierno', { isPensioner: true, pensionAmount: 231_440 }, '1950-01-01', '2026-03-10').status).toBe('likely');
    expect(resultFor('bono-invierno', { isPensioner: true, pensionAmount: 231_441 }, '1950-01-01', '2026-03-10').status).toBe('no');
    expect(resultFor('bono-invierno', { isPensioner: true, pensionAmount: 222_476 }, '1950-01-01', '2025-03-10').status).toBe('no');
  });

  it('also goes to people with the PGU only: who can have it, 20 years in Chile among its requirements', () => {
    const pguOnly: HouseholdProfile = { isPensioner: false, inRsh: true, rshTramo: 5, yearsResidentInChile: 20 };
    expect(resultFor('bono-invierno', pguOnly, '1950-01-01', '2026-03-10').status).toBe('likely');
    expect(resultFor('bono-invierno', { ...pguOnly, rshTramo: 7 }, '1950-01-01', '2026-03-10').status).toBe('no');
    expect(resultFor('bono-invierno', { ...pguOnly, yearsResidentInChile: 19 }, '1950-01-01', '2026-03-10').status).toBe('no');
  });

  it('asks whether there is a pension, and the RSH and the years in Chile for the PGU-only case, when we do not know', () => {
    const result = resultFor('bono-invierno', {}, '1950-01-01', '2026-03-10');
    expect(result.status).toBe('maybe');
    expect(missingFacts(result)).toEqual(['isPensioner', 'inRsh', 'yearsResidentInChile']);
  });
});

describe('Subsidio Familiar', () => {
  const family: HouseholdProfile = { hasSocialSecurity: false, inRsh: true, cargas: 3 };

  it('reaches the 60 % of the RSH: tramo 3 yes, tramo 4 no', () => {
    expect(resultFor('subsidio-familiar', { ...family, rshTramo: 3 }, undefined, '2026-11-21').status).toBe('likely');
    const tramo4 = resultFor('subsidio-familiar', { ...family, rshTramo: 4 }, undefined, '2026-11-21');
    expect(tramo4.status).toBe('no');
    expect(tramo4.reasons).toEqual(['El Subsidio Familiar es para hogares hasta el tramo 60 del Registro Social de Hogares.']);
  });

  it('pays per carga, and double for one with a disability', () => {
    const result = resultFor('subsidio-familiar', { ...family, rshTramo: 1 }, undefined, '2026-11-21');
    expect(result.amount).toEqual({ value: 66_021, label: '$22.007 por carga × 3 cargas' });
    expect(result.amountText).toBe('$66.021 al mes');
    const withDisability = resultFor('subsidio-familiar', { ...family, rshTramo: 1, hasDisabledDependant: true }, undefined, '2026-11-21');
    expect(withDisability.amount?.value).toBe(88_028);
  });

  it('uses the amount of the version in force: $21.243 until June 2025', () => {
    expect(resultFor('subsidio-familiar', { ...family, rshTramo: 1 }, undefined, '2025-06-30').amount?.value).toBe(3 * 21_243);
    expect(resultFor('subsidio-familiar', { ...family, rshTramo: 1 }, undefined, '2025-07-01').amount?.value).toBe(3 * 22_007);
  });

  it('is not for people with social security, nor without cargas', () => {
    expect(resultFor('subsidio-familiar', { ...family, rshTramo: 1, hasSocialSecurity: true }, undefined, '2026-11-21').status).toBe('no');
    expect(resultFor('subsidio-familiar', { ...family, rshTramo: 1, cargas: 0 }, undefined, '2026-11-21').status).toBe('no');
  });
});

describe('Asignación Familiar', () => {
  const worker: HouseholdProfile = { hasSocialSecurity: true, cargas: 2 };
  const withIncome = (monthlyIncome: number, today = '2026-11-21'): BenefitResult =>
    resultFor('asignacion-familiar', { ...worker, monthlyIncome }, undefined, today);

  it('puts an income exactly at a bracket limit in that bracket', () => {
    expect(withIncome(631_976).amount).toEqual({ value: 44_014, label: 'Tramo A: $22.007 por carga × 2 cargas' });
    expect(withIncome(631_977).amount).toEqual({ value: 27_010, label: 'Tramo B: $13.505 por carga × 2 cargas' });
    expect(withIncome(923_067).amount?.value).toBe(27_010);
    expect(withIncome(923_068).amount?.value).toBe(2 * 4_267);
    expect(withIncome(1_439_668).status).toBe('likely');
  });

  it('stops above the tramo C limit', () => {
    const result = withIncome(1_439_669);
    expect(result.status).toBe('no');
    expect(result.amount).toBeUndefined();
    expect(result.reasons).toEqual(['Tu ingreso mensual supera $1.439.668, el límite de la Asignación Familiar.']);
  });

  it('uses the brackets from 1 July 2024 before 2025-07-01', () => {
    expect(withIncome(586_227, '2025-03-01').amount?.value).toBe(2 * 21_243);
    expect(withIncome(586_228, '2025-03-01').amount?.value).toBe(2 * 13_036);
    expect(withIncome(1_335_451, '2025-03-01').status).toBe('no');
  });

  it('is not for people without social security', () => {
    expect(resultFor('asignacion-familiar', { hasSocialSecurity: false, cargas: 2, monthlyIncome: 400_000 }, undefined, '2026-11-21').status).toBe('no');
  });

  it('asks for the cargas and still shows the amount per carga of the bracket', () => {
    const result = resultFor('asignacion-familiar', { hasSocialSecurity: true, monthlyIncome: 500_000 }, undefined, '2026-11-21');
    expect(result.status).toBe('maybe');
    expect(missingFacts(result)).toEqual(['cargas']);
    expect(result.amountText).toBe('$22.007 por carga al mes');
  });
});

describe('Aporte Familiar Permanente', () => {
  it('pays once a year per carga of Asignación Familiar or Subsidio Familiar', () => {
    const result = resultFor('aporte-familiar-permanente', { cargas: 2, monthlyIncome: 800_000 }, undefined, '2026-11-21');
    expect(result.status).toBe('likely');
    expect(result.amount?.value).toBe(133_668);
    expect(result.amountText).toBe('$133.668 una vez al año');
    expect(resultFor('aporte-familiar-permanente', { cargas: 1, rshTramo: 2 }, undefined, '2026-11-21').status).toBe('likely');
  });

  it('pays once per family in Seguridades y Oportunidades', () => {
    const result = resultFor('aporte-familiar-permanente', { cargas: 0, inSeguridadesOportunidades: true }, undefined, '2026-11-21');
    expect(result.status).toBe('likely');
    expect(result.amount).toEqual({ value: 66_834, label: 'Por familia' });
  });

  it('uses the 2025 amount until January 2026', () => {
    expect(resultFor('aporte-familiar-permanente', { cargas: 1, rshTramo: 1 }, undefined, '2026-01-31').amount?.value).toBe(64_574);
  });

  it('says no without cargas or a programme, explaining who it is for', () => {
    const result = resultFor('aporte-familiar-permanente', { cargas: 0, inSeguridadesOportunidades: false }, undefined, '2026-11-21');
    expect(result.status).toBe('no');
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]).toContain('Chile Solidario');
  });

  it('with cargas but unknown income and tramo, asks for both and the programme', () => {
    const result = resultFor('aporte-familiar-permanente', { cargas: 2 }, undefined, '2026-11-21');
    expect(result.status).toBe('maybe');
    expect(missingFacts(result)).toEqual(['monthlyIncome', 'inRsh', 'inSeguridadesOportunidades']);
  });
});

describe('Bolsillo Familiar Electrónico (an expired rule)', () => {
  it('says it is no longer in force after its end, whatever the profile', () => {
    const result = resultFor('bolsillo-familiar-electronico', { cargas: 2, inSeguridadesOportunidades: true }, undefined, '2026-11-21');
    expect(result.status).toBe('no');
    expect(result.reasons).toEqual(['Este beneficio ya no está vigente (terminó el 30-09-2024).']);
    expect(result.amount).toBeUndefined();
    expect(result.missing).toEqual([]);
  });

  it('was likely while it was paid, per carga', () => {
    const result = resultFor('bolsillo-familiar-electronico', { cargas: 2 }, undefined, '2024-09-30');
    expect(result.status).toBe('likely');
    expect(result.amount?.value).toBe(27_000);
  });

  it('between its two periods, names the end of the first', () => {
    expect(resultFor('bolsillo-familiar-electronico', { cargas: 2 }, undefined, '2024-05-15').reasons).toEqual([
      'Este beneficio ya no está vigente (terminó el 30-04-2024).',
    ]);
  });

  it('before it started, says when it starts', () => {
    expect(resultFor('bolsillo-familiar-electronico', { cargas: 2 }, undefined, '2023-04-30').reasons).toEqual([
      'Este beneficio todavía no está vigente (empieza el 01-05-2023).',
    ]);
  });
});

describe('Subsidio Eléctrico', () => {
  const customer: HouseholdProfile = { isResidentialElectricityCustomer: true, inRsh: true, householdSize: 3 };

  it('reaches the 40 %: tramo 1 yes, tramo 2 no unless someone is electro-dependent', () => {
    expect(resultFor('subsidio-electrico', { ...customer, rshTramo: 1 }, undefined, '2026-11-21').status).toBe('likely');
    expect(resultFor('subsidio-electrico', { ...customer, rshTramo: 2, isElectroDependent: false }, undefined, '2026-11-21').status).toBe('no');
    expect(resultFor('subsidio-electrico', { ...customer, rshTramo: 7, isElectroDependent: true }, undefined, '2026-11-21').status).toBe('likely');
  });

  it('at tramo 2, asks whether someone is electro-dependent', () => {
    const result = resultFor('subsidio-electrico', { ...customer, rshTramo: 2 }, undefined, '2026-11-21');
    expect(result.status).toBe('maybe');
    expect(result.missing).toEqual([{ fact: 'isElectroDependent', question: '¿Alguien en tu hogar es electrodependiente?' }]);
  });

  it('needs the RSH and a residential electricity account', () => {
    expect(resultFor('subsidio-electrico', { isResidentialElectricityCustomer: true, inRsh: false, isElectroDependent: true }, undefined, '2026-11-21').status).toBe('no');
    expect(resultFor('subsidio-electrico', { ...customer, rshTramo: 1, isResidentialElectricityCustomer: false }, undefined, '2026-11-21').status).toBe('no');
  });

  it.each([
    [1, 30_270, 'Hogar de 1 persona'],
    [2, 39_348, 'Hogar de 2 a 3 personas'],
    [3, 39_348, 'Hogar de 2 a 3 personas'],
    [4, 54_486, 'Hogar de 4 o más personas'],
    [9, 54_486, 'Hogar de 4 o más personas'],
  ])('for a household of %i pays %i', (householdSize, value, label) => {
    const result = resultFor('subsidio-electrico', { ...customer, rshTramo: 1, householdSize }, undefined, '2026-11-21');
    expect(result.amount).toEqual({ value, label });
    expect(result.amountText).toBe(`${formatClp(value)} por convocatoria`);
  });
});

describe('evaluateBenefits', () => {
  const benefitIds = [...new Set(benefitCatalogue.map((version) => version.id))];

  it('sorts likely first, then maybe, then no', () => {
    const results = evaluateBenefits({ hasSocialSecurity: false, inRsh: true, rshTramo: 1, cargas: 2 }, '1990-01-01', day('2026-11-21'));
    const ranks = results.map((result) => ['likely', 'maybe', 'no'].indexOf(result.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(results[0]?.status).toBe('likely');
  });

  const tramo = fc.option(fc.integer({ min: 1, max: 7 }), { nil: undefined });
  const yesNo = fc.option(fc.boolean(), { nil: undefined });
  const count = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: undefined });
  const profileArbitrary: fc.Arbitrary<HouseholdProfile> = fc.record({
    inRsh: yesNo,
    rshTramo: tramo,
    cargas: count(0, 20),
    hasDisabledDependant: yesNo,
    isPensioner: yesNo,
    pensionAmount: count(0, 3_000_000),
    hasSocialSecurity: yesNo,
    monthlyIncome: count(0, 5_000_000),
    householdSize: count(1, 20),
    isElectroDependent: yesNo,
    inSeguridadesOportunidades: yesNo,
    yearsResidentInChile: count(0, 90),
    isResidentialElectricityCustomer: yesNo,
  });
  const dayArbitrary = fc
    .date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
    .map((value) => day(value.toISOString().slice(0, 10)));
  const birthArbitrary = fc.option(
    fc.date({ min: new Date('1920-01-01T00:00:00Z'), max: new Date('2008-12-31T00:00:00Z'), noInvalidDate: true }).map((value) => value.toISOString().slice(0, 10)),
    { nil: undefined },
  );

  it('gives every benefit exactly one result, whatever the profile and the day', () => {
    fc.assert(
      fc.property(profileArbitrary, birthArbitrary, dayArbitrary, (profile, birthDate, today) => {
        const ids = evaluateBenefits(profile, birthDate, today).map((result) => result.id);
        expect([...ids].sort()).toEqual([...benefitIds].sort());
      }),
    );
  });

  it('explains every result, and asks questions exactly when the answer is maybe', () => {
    fc.assert(
      fc.property(profileArbitrary, birthArbitrary, dayArbitrary, (profile, birthDate, today) => {
        for (const result of evaluateBenefits(profile, birthDate, today)) {
          expect(result.reasons.length).toBeGreaterThan(0);
          expect(result.missing.length > 0).toBe(result.status === 'maybe');
          if (result.status === 'no') expect(result.amount).toBeUndefined();
        }
      }),
    );
  });

  // The facts a version requires outright: its top-level conditions, not alternatives inside anyOf.
  const requiredFacts = (criteria: readonly Criterion[]): QuestionFact[] =>
    criteria.flatMap((criterion) => {
      if ('anyOf' in criterion) return [];
      if ('allOf' in criterion) return requiredFacts(criterion.allOf);
      return [criterion.fact === 'age' || criterion.fact === 'ageMonths' ? 'birthDate' : criterion.fact];
    });

  // Forget a fact, and the answers that would reveal it (a tramo means being in the RSH).
  const forget = (profile: HouseholdProfile, fact: QuestionFact): HouseholdProfile => {
    const implied: Partial<Record<QuestionFact, readonly QuestionFact[]>> = { inRsh: ['rshTramo'], isPensioner: ['pensionAmount'] };
    const forgotten = new Set<string>([fact, ...(implied[fact] ?? [])]);
    return Object.fromEntries(Object.entries(profile).filter(([key]) => !forgotten.has(key)));
  };

  it('is never likely while a fact the rule requires is unknown', () => {
    fc.assert(
      fc.property(profileArbitrary, birthArbitrary, dayArbitrary, (profile, birthDate, today) => {
        const isoDay = toIsoDate(today);
        for (const version of benefitCatalogue) {
          if (version.validFrom > isoDay || (version.validTo !== null && version.validTo < isoDay)) continue;
          for (const fact of requiredFacts(version.criteria)) {
            const results = evaluateBenefits(forget(profile, fact), fact === 'birthDate' ? undefined : birthDate, today);
            expect(results.find((result) => result.id === version.id)?.status).not.toBe('likely');
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('factsNeeded', () => {
  it('lists every fact the catalogue uses, in the order the questions are asked (not "¿Es tu carga?", a member’s question the steps ask)', () => {
    expect(factsNeeded()).toEqual(['birthDate', ...profileQuestions.map((question) => question.fact).filter((fact) => fact !== 'cargaOfUser')]);
  });

  it('lists only what a catalogue needs, with the questions they depend on', () => {
    const electricity = benefitCatalogue.filter((version) => version.id === 'subsidio-electrico');
    expect(factsNeeded(electricity)).toEqual(['inRsh', 'rshTramo', 'householdSize', 'isElectroDependent', 'isResidentialElectricityCustomer']);
  });

  it('with a day, ignores the versions not in force', () => {
    const bolsillo = benefitCatalogue.filter((version) => version.id === 'bolsillo-familiar-electronico');
    expect(factsNeeded(bolsillo, day('2026-11-21'))).toEqual([]);
    expect(factsNeeded(bolsillo, day('2024-08-01'))).toEqual(['cargas', 'inSeguridadesOportunidades']);
  });
});
