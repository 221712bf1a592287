import type { BooleanFact, NumericFact } from '../profile';
import type { Criterion } from '../types';

/** The day the first seven benefits were checked. */
export const CHECKED_ON_FIRST = '2026-11-21';
/** The day the later benefits' amounts and rules were checked against their sources. */
export const CHECKED_ON = '2026-11-22';

/** A ChileAtiende search for a benefit, where we could not verify the address of its own ficha. */
export const chileAtiendeSearch = (query: string): string => `https://www.chileatiende.gob.cl/buscar?query=${encodeURIComponent(query)}`;

export const rshTramoNeed = 'Nos falta saber tu tramo del Registro Social de Hogares.';

export const hasCargas: Criterion = {
  fact: 'cargas',
  op: 'gte',
  value: 1,
  reason: 'Necesitas tener al menos una carga familiar reconocida.',
  need: 'Nos falta saber cuántas cargas familiares tienes.',
  met: 'Tienes cargas familiares reconocidas.',
};

export const inSeguridadesOportunidades: Criterion = {
  fact: 'inSeguridadesOportunidades',
  op: 'is',
  value: true,
  reason: 'Tu familia no participa en Chile Solidario ni en Seguridades y Oportunidades.',
  need: 'Nos falta saber si tu familia participa en Chile Solidario o en Seguridades y Oportunidades.',
  met: 'Tu familia participa en Chile Solidario o en Seguridades y Oportunidades.',
};

const tramoPercent = ['40', '50', '60', '70', '80', '90', '100'] as const;

/** The household is at or below an RSH tramo (1 = 40 %, 3 = 60 %, 5 = 80 %…). */
export const tramoAtMost = (tramo: number, benefit: string): Criterion => {
  const percent = tramoPercent[tramo - 1] ?? String(tramo);
  return {
    fact: 'rshTramo',
    op: 'lte',
    value: tramo,
    reason: `${benefit} es para hogares hasta el tramo ${percent} del Registro Social de Hogares.`,
    need: rshTramoNeed,
    met: `Tu hogar está en el tramo ${percent} o menos.`,
  };
};

/** A yes/no fact that must be `value`. */
export const fact = (name: BooleanFact, value: boolean, texts: { reason: string; need: string; met: string }): Criterion => ({
  fact: name,
  op: 'is',
  value,
  ...texts,
});

const birthNeed = 'Nos falta tu fecha de nacimiento para saber tu edad.';

export const ageAtLeast = (age: number, benefit: string): Criterion => ({
  fact: 'age',
  op: 'gte',
  value: age,
  reason: `${benefit} es para personas de ${String(age)} años o más.`,
  need: birthNeed,
  met: `Tienes ${String(age)} años o más.`,
});

/** Younger than `age`: "hasta los 24 años, 11 meses" is `ageBelow(25)`. */
export const ageBelow = (age: number, benefit: string): Criterion => ({
  fact: 'age',
  op: 'lt',
  value: age,
  reason: `${benefit} es para personas menores de ${String(age)} años.`,
  need: birthNeed,
  met: `Tienes menos de ${String(age)} años.`,
});

export const atLeast = (name: NumericFact, value: number, texts: { reason: string; need: string; met: string }): Criterion => ({
  fact: name,
  op: 'gte',
  value,
  ...texts,
});

export const incomeBelow = (limit: number, benefit: string, inclusive = false): Criterion => ({
  fact: 'monthlyIncome',
  op: inclusive ? 'lte' : 'lt',
  value: limit,
  reason: `${benefit} pide un ingreso mensual ${inclusive ? 'de hasta' : 'menor que'} $${limit.toLocaleString('es-CL')}.`,
  need: 'Nos falta saber tu ingreso mensual.',
  met: `Tu ingreso mensual es ${inclusive ? 'de hasta' : 'menor que'} $${limit.toLocaleString('es-CL')}.`,
});

export const isWorking = fact('isWorking', true, {
  reason: 'Es para personas que trabajan de manera formal, con cotizaciones al día.',
  need: 'Nos falta saber si trabajas con contrato o boletas y cotizas.',
  met: 'Trabajas de manera formal.',
});

export const isWoman = fact('isWoman', true, {
  reason: 'Es un beneficio para mujeres.',
  need: 'Nos falta saber si eres mujer.',
  met: 'Eres mujer.',
});

/** Receives (or would receive) the PGU: 65+, not the richest 10 %, 20 years in Chile. */
export const receivesPgu: Criterion = {
  allOf: [
    ageAtLeast(65, 'La PGU'),
    tramoAtMost(6, 'La PGU'),
    atLeast('yearsResidentInChile', 20, {
      reason: 'La PGU pide haber vivido al menos 20 años en Chile desde los 20 años de edad.',
      need: 'Nos falta saber cuántos años has vivido en Chile.',
      met: 'Has vivido al menos 20 años en Chile.',
    }),
  ],
};

/** Receives (or would receive) the Pensión Básica Solidaria de Invalidez. */
export const pbsiCriteria: readonly Criterion[] = [
    ageAtLeast(18, 'La pensión de invalidez'),
    ageBelow(65, 'La Pensión Básica Solidaria de Invalidez'),
    fact('hasDisability', true, {
      reason: 'No tienes una invalidez o discapacidad.',
      need: 'Nos falta saber si tienes una discapacidad o invalidez.',
      met: 'Tienes una discapacidad o invalidez.',
    }),
    tramoAtMost(5, 'La Pensión Básica Solidaria de Invalidez'),
];

export const receivesPbsi: Criterion = { allOf: pbsiCriteria };
