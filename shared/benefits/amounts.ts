import { ageOn, type CalendarDate } from '../age';
import { formatClp } from './format';
import type { HouseholdProfile, QuestionFact } from './profile';
import type { BenefitAmount, Frequency } from './types';

/** What the rules read: the household profile, the birth date and the day of the evaluation. */
export interface Facts {
  profile: HouseholdProfile;
  birth: CalendarDate | undefined;
  /** When only an age was told: the earliest and latest birth dates it allows (and `birth` is undefined). */
  birthRange?: { earliest: CalendarDate; latest: CalendarDate };
  today: CalendarDate;
}

export const frequencySuffix: Record<Frequency, string> = {
  mensual: 'al mes',
  anual: 'una vez al año',
  único: 'por única vez',
  'por convocatoria': 'por convocatoria',
};

const plural = (count: number, singular: string, pluralForm: string): string => `${String(count)} ${count === 1 ? singular : pluralForm}`;

const householdLabel = (from: number, to: number | null): string =>
  to === null ? `Hogar de ${String(from)} o más personas` : from === to ? `Hogar de ${plural(from, 'persona', 'personas')}` : `Hogar de ${String(from)} a ${String(to)} personas`;

export interface ComputedAmount {
  value: number;
  label: string;
  /** What the value counts, when it is not the whole payment (e.g. "por carga"). */
  per?: string;
  /** A "hasta" figure: the real amount depends on facts we do not ask. */
  upperBound?: boolean;
  /** Whom this amount is for, when the benefit pays others another (an age band): said after the amount. */
  qualifier?: string;
}

/** This user's amount, where the facts it depends on are known. */
export const computeAmount = (amount: BenefitAmount, facts: Facts): ComputedAmount | undefined => {
  const { cargas, monthlyIncome, householdSize, hasDisabledDependant } = facts.profile;
  switch (amount.kind) {
    case 'fixed':
      return { value: amount.value, label: 'Monto del beneficio' };
    case 'range':
      return { value: amount.max, label: `Hasta ${formatClp(amount.max)}, según tu situación`, upperBound: true };
    case 'variable':
      return undefined;
    case 'perUnit': {
      const units = facts.profile[amount.fact];
      if (units === undefined || units === 0) return { value: amount.value, label: `Por cada ${amount.unit}`, per: `por ${amount.unit}` };
      return {
        value: Math.min(amount.value * units, amount.cap ?? Number.MAX_SAFE_INTEGER),
        label: `${formatClp(amount.value)} por ${amount.unit} × ${String(units)}${amount.upTo === undefined ? '' : ` (${formatClp(amount.upTo)} en el mejor tramo)`}`,
      };
    }
    case 'basePlusPerCarga': {
      const count = cargas ?? 0;
      return { value: amount.base + amount.perCarga * count, label: `${formatClp(amount.base)} más ${formatClp(amount.perCarga)} por cada carga (${String(count)})` };
    }
    case 'perCarga': {
      if (cargas === 0 && amount.perFamilyWithoutCargas === true) return { value: amount.value, label: 'Por familia' };
      if (cargas === undefined || cargas === 0) return { value: amount.value, label: 'Por cada carga', per: 'por carga' };
      const withDisability = hasDisabledDependant === true && amount.disabledValue !== undefined;
      const value = amount.value * cargas + (withDisability && amount.disabledValue !== undefined ? amount.disabledValue - amount.value : 0);
      const label = `${formatClp(amount.value)} por carga × ${plural(cargas, 'carga', 'cargas')}${withDisability ? ', una de ellas con discapacidad (se paga el doble)' : ''}`;
      return { value, label };
    }
    case 'incomeBrackets': {
      if (monthlyIncome === undefined) return undefined;
      const bracket = amount.brackets.find((candidate) => monthlyIncome <= candidate.upTo);
      if (!bracket) return undefined;
      if (amount.single === true) return { value: bracket.perCarga, label: bracket.name };
      if (cargas === undefined || cargas === 0) return { value: bracket.perCarga, label: `${bracket.name}, por cada carga`, per: 'por carga' };
      return { value: bracket.perCarga * cargas, label: `${bracket.name}: ${formatClp(bracket.perCarga)} por carga × ${plural(cargas, 'carga', 'cargas')}` };
    }
    case 'byHouseholdSize': {
      if (householdSize === undefined) return undefined;
      const band = amount.bands.find((candidate) => householdSize >= candidate.from && (candidate.to === null || householdSize <= candidate.to));
      return band && { value: band.value, label: householdLabel(band.from, band.to) };
    }
    case 'incomeLinked': {
      if (monthlyIncome === undefined) return { value: amount.max, label: `Hasta ${formatClp(amount.max)}, según tu ingreso`, upperBound: true };
      return { value: incomeLinkedValue(amount, monthlyIncome), label: `Estimado para un ingreso de ${formatClp(monthlyIncome)} al mes` };
    }
    case 'share': {
      const base = facts.profile[amount.fact];
      if (base === undefined) return undefined;
      return { value: Math.round(base * amount.rate), label: `Hasta el ${String(Math.round(amount.rate * 100))} % de ${formatClp(base)}`, upperBound: true };
    }
    case 'byAge': {
      // Only an age told: the youngest it allows (the lower amount, where a band starts in between).
      const birth = facts.birth ?? facts.birthRange?.latest;
      if (!birth) return undefined;
      const age = ageOn(birth, facts.today);
      const found = amount.bands.findIndex((candidate) => age >= candidate.from);
      // Younger than every band (the PGU requested at 64 years and 9 months): the amount paid from the youngest band's age.
      const index = found === -1 ? amount.bands.length - 1 : found;
      const band = amount.bands[index];
      if (!band) return undefined;
      const older = amount.bands[index - 1];
      const ages = older ? `de ${String(band.from)} a ${String(older.from - 1)} años` : `de ${String(band.from)} años o más`;
      return { value: band.value, label: `Para personas ${ages}`, ...(amount.bands.length > 1 ? { qualifier: `para personas ${ages}` } : {}) };
    }
  }
};

/** An income-linked subsidy for a monthly income, rounded to the peso. */
export const incomeLinkedValue = (amount: Extract<BenefitAmount, { kind: 'incomeLinked' }>, income: number): number => {
  if (income >= amount.limit) return 0;
  if (income > amount.fullUntil) return Math.round((amount.max * (amount.limit - income)) / (amount.limit - amount.fullUntil));
  return Math.round(Math.min(amount.max, amount.rate * income));
};

/** The amount in general, for someone whose own amount we cannot compute. */
export const describeAmount = (amount: BenefitAmount, frequency: Frequency): string => {
  const suffix = frequencySuffix[frequency];
  switch (amount.kind) {
    case 'fixed':
      return `${formatClp(amount.value)} ${suffix}`;
    case 'range':
      return `Hasta ${formatClp(amount.max)} ${suffix}, según tu situación`;
    case 'variable':
      return amount.description;
    case 'perUnit':
      return amount.upTo === undefined
        ? `${formatClp(amount.value)} por ${amount.unit} ${suffix}`
        : `Entre ${formatClp(amount.value)} y ${formatClp(amount.upTo)} por ${amount.unit} ${suffix}`;
    case 'basePlusPerCarga':
      return `${formatClp(amount.base)} ${suffix}, más ${formatClp(amount.perCarga)} por cada carga`;
    case 'perCarga':
      return amount.disabledValue === undefined
        ? `${formatClp(amount.value)} por carga ${suffix}`
        : `${formatClp(amount.value)} por carga ${suffix} (${formatClp(amount.disabledValue)} por una carga con discapacidad)`;
    case 'incomeBrackets': {
      const values = amount.brackets.map((bracket) => bracket.perCarga);
      const per = amount.single === true ? '' : ' por carga';
      return `Entre ${formatClp(Math.min(...values))} y ${formatClp(Math.max(...values))}${per} ${suffix}, según tu ingreso`;
    }
    case 'byHouseholdSize': {
      const values = amount.bands.map((band) => band.value);
      return `Entre ${formatClp(Math.min(...values))} y ${formatClp(Math.max(...values))} ${suffix}, según cuántas personas viven en tu hogar`;
    }
    case 'incomeLinked':
      return `Hasta ${formatClp(amount.max)} ${suffix}, según tu ingreso (menos cuanto más cerca de ${formatClp(amount.limit)})`;
    case 'share':
      return amount.description;
    case 'byAge':
      return [...amount.bands]
        .reverse()
        .map((band) => `${formatClp(band.value)} ${suffix} desde los ${String(band.from)} años`)
        .join('; ');
  }
};

/** The facts an amount reads, so that the UI asks them too. */
export const amountFacts = (amount: BenefitAmount): QuestionFact[] => {
  switch (amount.kind) {
    case 'fixed':
    case 'range':
    case 'variable':
      return [];
    case 'perUnit':
      return [amount.fact];
    case 'basePlusPerCarga':
      return ['cargas'];
    case 'perCarga':
      return amount.disabledValue === undefined ? ['cargas'] : ['cargas', 'hasDisabledDependant'];
    case 'incomeBrackets':
      return amount.single === true ? ['monthlyIncome'] : ['monthlyIncome', 'cargas'];
    case 'byHouseholdSize':
      return ['householdSize'];
    case 'byAge':
      return ['birthDate'];
    case 'incomeLinked':
      return ['monthlyIncome'];
    case 'share':
      return [amount.fact];
  }
};
