import { householdFactsSchema, householdProfileSchema } from './household-schema';
import { profileQuestions, questionFor, shouldAsk, tramoOptions } from './profile';

describe('householdProfileSchema', () => {
  it('accepts an empty profile: every fact is unknown until asked', () => {
    expect(householdProfileSchema.parse({})).toEqual({});
  });

  it('accepts a full profile', () => {
    const profile = {
      inRsh: true,
      rshTramo: 1,
      cargas: 2,
      hasDisabledDependant: false,
      isPensioner: true,
      pensionAmount: 180_000,
      hasSocialSecurity: true,
      monthlyIncome: 0,
      householdSize: 4,
      isElectroDependent: false,
      inSeguridadesOportunidades: false,
      yearsResidentInChile: 45,
      isResidentialElectricityCustomer: true,
    };
    expect(householdProfileSchema.parse(profile)).toEqual(profile);
  });

  it.each([
    ['a tramo outside 1..7', { rshTramo: 8 }],
    ['tramo 0', { rshTramo: 0 }],
    ['more than 20 cargas', { cargas: 21 }],
    ['a negative income', { monthlyIncome: -1 }],
    ['cents', { pensionAmount: 1000.5 }],
    ['an empty household', { householdSize: 0 }],
    ['a yes/no as text', { inRsh: 'sí' }],
  ])('refuses %s', (_label, profile) => {
    expect(householdProfileSchema.safeParse(profile).success).toBe(false);
  });
});

describe('profileQuestions', () => {
  it('has one question for every fact of the profile', () => {
    expect(profileQuestions.map((question) => question.fact).sort()).toEqual(Object.keys(householdFactsSchema.shape).sort());
  });

  it('asks in plain Spanish, with help text', () => {
    for (const question of profileQuestions) {
      expect(question.text).toMatch(/^¿.+\?$/);
      expect(question.help.length).toBeGreaterThan(10);
    }
    expect(questionFor('inRsh')?.text).toBe('¿Estás en el Registro Social de Hogares?');
    expect(questionFor('rshTramo')?.text).toBe('¿En qué tramo de calificación socioeconómica estás?');
    expect(questionFor('birthDate')?.kind).toBe('date');
  });

  it('offers the seven tramos by their percentage', () => {
    expect(questionFor('rshTramo')?.options).toBe(tramoOptions);
    expect(tramoOptions.map((option) => option.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(tramoOptions[0].label).toBe('Tramo 40 (0–40 %)');
    expect(tramoOptions[6].label).toBe('Tramo 100 (91–100 %)');
  });

  it('asks for the tramo only of someone in the RSH, and the pension amount only of a pensioner', () => {
    const tramo = questionFor('rshTramo');
    const pension = questionFor('pensionAmount');
    const disability = questionFor('hasDisabledDependant');
    if (!tramo || !pension || !disability) throw new Error('missing question');
    expect(shouldAsk(tramo, {})).toBe(false);
    expect(shouldAsk(tramo, { inRsh: false })).toBe(false);
    expect(shouldAsk(tramo, { inRsh: true })).toBe(true);
    expect(shouldAsk(pension, { isPensioner: true })).toBe(true);
    expect(shouldAsk(disability, { cargas: 0 })).toBe(false);
    expect(shouldAsk(disability, { cargas: 1 })).toBe(true);
  });
});
