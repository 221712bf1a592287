import type { HouseholdProfile } from './profile';

/** Households of the tests (shared rules, the dashboard, the browser), each with every question answered. */
export const nobodyElse: HouseholdProfile = {
  isElectroDependent: false,
  inSeguridadesOportunidades: false,
  hasDisabledDependant: false,
  hasChildWithSevereDisability: false,
  isPregnant: false,
  childrenBorn: 0,
  yearsMarried: 0,
  topStudents: 0,
  hasSecondaryStudentWithTopGrades: false,
  isHigherEducationStudent: false,
  lostJobWithContract: false,
  paidFuneral: false,
  isSurvivorOfContributor: false,
  isRenting: false,
  hasDisability: false,
  pensionFromAfp: false,
  monthsContributed: 60,
};

/** A retired man of 72 (born 10-03-1954), pension of $210.000, married 47 years, tramo 60. */
export const retiredHousehold: { birthDate: string; profile: HouseholdProfile } = {
  birthDate: '1954-03-10',
  profile: {
  ...nobodyElse,
  inRsh: true,
  rshTramo: 3,
  cargas: 0,
  isPensioner: true,
  pensionAmount: 210_000,
  hasSocialSecurity: true,
  monthlyIncome: 210_000,
  householdSize: 2,
  yearsResidentInChile: 52,
  isResidentialElectricityCustomer: true,
  isWoman: false,
  isWorking: false,
  yearsMarried: 47,
},
};

/** A single mother (born 14-05-1992) with two children in school, tramo 40, no social security. */
export const singleMotherHousehold: { birthDate: string; profile: HouseholdProfile } = {
  birthDate: '1992-05-14',
  profile: {
  ...nobodyElse,
  inRsh: true,
  rshTramo: 1,
  cargas: 2,
  isPensioner: false,
  hasSocialSecurity: false,
  monthlyIncome: 150_000,
  householdSize: 3,
  yearsResidentInChile: 14,
  isResidentialElectricityCustomer: true,
  isWoman: true,
  isWorking: false,
  childrenBorn: 2,
  topStudents: 1,
},
};
