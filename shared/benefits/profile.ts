import { z } from 'zod';

/**
 * What the user has told us about their household, saved on their user document.
 * Every fact is optional: unknown until asked, and only asked where a rule needs it.
 */
export const householdProfileSchema = z.object({
  inRsh: z.boolean().optional(),
  /** 1 = 0–40 %, 2 = 41–50 %, 3 = 51–60 %, 4 = 61–70 %, 5 = 71–80 %, 6 = 81–90 %, 7 = 91–100 %. */
  rshTramo: z.number().int().min(1).max(7).optional(),
  /** Dependants recognised for Asignación Familiar or Subsidio Familiar. */
  cargas: z.number().int().min(0).max(20).optional(),
  hasDisabledDependant: z.boolean().optional(),
  /** Receives a pension from any regime, not counting the PGU. */
  isPensioner: z.boolean().optional(),
  /** CLP a month, not counting the PGU. */
  pensionAmount: z.number().int().min(0).optional(),
  /** Covered by a social-security regime: a formal worker who pays contributions, or a pensioner. */
  hasSocialSecurity: z.boolean().optional(),
  /** CLP a month, gross: the income the Asignación Familiar brackets use. */
  monthlyIncome: z.number().int().min(0).optional(),
  householdSize: z.number().int().min(1).max(20).optional(),
  isElectroDependent: z.boolean().optional(),
  /** The family is in Chile Solidario or the Subsistema Seguridades y Oportunidades. */
  inSeguridadesOportunidades: z.boolean().optional(),
  /** Years lived in Chile since the age of 20. */
  yearsResidentInChile: z.number().int().min(0).max(120).optional(),
  isResidentialElectricityCustomer: z.boolean().optional(),
});

export type HouseholdProfile = z.infer<typeof householdProfileSchema>;
export type ProfileFact = keyof HouseholdProfile;

type FactsOfType<T> = { [K in ProfileFact]-?: NonNullable<HouseholdProfile[K]> extends T ? K : never }[ProfileFact];
export type BooleanFact = FactsOfType<boolean>;
export type NumericFact = FactsOfType<number>;

/** What a question can ask about: a household fact, or the birth date kept on the user document. */
export type QuestionFact = ProfileFact | 'birthDate';

export type QuestionKind = 'yesno' | 'tramo' | 'integer' | 'money' | 'date';

/** Ask a question only once an earlier answer makes it relevant. */
export type AskIf = { fact: BooleanFact; equals: boolean } | { fact: NumericFact; atLeast: number };

export interface ProfileQuestion {
  fact: QuestionFact;
  kind: QuestionKind;
  text: string;
  help: string;
  options?: readonly { value: number; label: string }[];
  min?: number;
  max?: number;
  askIf?: AskIf;
}

export const tramoOptions = [
  { value: 1, label: 'Tramo 40 (0–40 %)' },
  { value: 2, label: 'Tramo 50 (41–50 %)' },
  { value: 3, label: 'Tramo 60 (51–60 %)' },
  { value: 4, label: 'Tramo 70 (61–70 %)' },
  { value: 5, label: 'Tramo 80 (71–80 %)' },
  { value: 6, label: 'Tramo 90 (81–90 %)' },
  { value: 7, label: 'Tramo 100 (91–100 %)' },
] as const;

export const birthDateQuestion: ProfileQuestion = {
  fact: 'birthDate',
  kind: 'date',
  text: '¿Cuál es tu fecha de nacimiento?',
  help: 'La usamos solo para calcular tu edad.',
};

/** Every household question, in the order the UI asks them. */
export const profileQuestions: readonly ProfileQuestion[] = [
  {
    fact: 'inRsh',
    kind: 'yesno',
    text: '¿Estás en el Registro Social de Hogares?',
    help: 'Es el registro del Estado que se usa para entregar la mayoría de los beneficios. Si tienes dudas, revisa tu Cartola Hogar en ChileAtiende con tu ClaveÚnica.',
  },
  {
    fact: 'rshTramo',
    kind: 'tramo',
    text: '¿En qué tramo de calificación socioeconómica estás?',
    help: 'Aparece en tu Cartola Hogar. Un tramo más bajo corresponde a un hogar con más necesidades.',
    options: tramoOptions,
    askIf: { fact: 'inRsh', equals: true },
  },
  {
    fact: 'cargas',
    kind: 'integer',
    text: '¿Cuántas cargas familiares tienes reconocidas?',
    help: 'Son las personas que dependen de ti y que tienes inscritas para la Asignación Familiar o el Subsidio Familiar, por ejemplo tus hijas o hijos menores de 18 años. Si no tienes, responde 0.',
    min: 0,
    max: 20,
  },
  {
    fact: 'hasDisabledDependant',
    kind: 'yesno',
    text: '¿Alguna de tus cargas tiene una discapacidad acreditada?',
    help: 'Por ejemplo, con la certificación de la COMPIN. En ese caso el Subsidio Familiar paga el doble por esa carga.',
    askIf: { fact: 'cargas', atLeast: 1 },
  },
  {
    fact: 'isPensioner',
    kind: 'yesno',
    text: '¿Recibes alguna pensión, sin contar la PGU?',
    help: 'Por ejemplo, de una AFP, del IPS, de Capredena o de Dipreca.',
  },
  {
    fact: 'pensionAmount',
    kind: 'money',
    text: '¿Cuánto recibes de pensión al mes, sin contar la PGU?',
    help: 'Un monto aproximado en pesos basta.',
    min: 0,
    askIf: { fact: 'isPensioner', equals: true },
  },
  {
    fact: 'hasSocialSecurity',
    kind: 'yesno',
    text: '¿Tienes previsión social?',
    help: 'Sí, si trabajas con contrato o cotizas como independiente, o si recibes una pensión. Si trabajas de manera informal o no trabajas, responde que no.',
  },
  {
    fact: 'monthlyIncome',
    kind: 'money',
    text: '¿Cuánto ganas al mes, aproximadamente?',
    help: 'Tu sueldo o pensión bruta, antes de descuentos. Con este monto calculamos tu tramo de la Asignación Familiar.',
    min: 0,
  },
  {
    fact: 'householdSize',
    kind: 'integer',
    text: '¿Cuántas personas viven en tu hogar, contándote a ti?',
    help: 'Cuenta a todas las personas que viven contigo y comparten los gastos.',
    min: 1,
    max: 20,
  },
  {
    fact: 'isElectroDependent',
    kind: 'yesno',
    text: '¿Alguien en tu hogar es electrodependiente?',
    help: 'Es decir, necesita un equipo médico eléctrico y está inscrito en el Registro de Pacientes Electrodependientes.',
  },
  {
    fact: 'inSeguridadesOportunidades',
    kind: 'yesno',
    text: '¿Tu familia participa en Chile Solidario o en Seguridades y Oportunidades?',
    help: 'Seguridades y Oportunidades también se conoce como Ingreso Ético Familiar. Si no lo conoces, lo más probable es que no.',
  },
  {
    fact: 'yearsResidentInChile',
    kind: 'integer',
    text: '¿Cuántos años has vivido en Chile desde que cumpliste 20?',
    help: 'Pueden ser años seguidos o no. La PGU pide al menos 20 años, y haber vivido en Chile 4 de los últimos 5.',
    min: 0,
    max: 120,
  },
  {
    fact: 'isResidentialElectricityCustomer',
    kind: 'yesno',
    text: '¿Tienes un número de cliente de la luz para tu casa?',
    help: 'Aparece en tu boleta de la luz. Sirve si eres dueña o dueño de la vivienda, o si arriendas.',
  },
];

export const questionFor = (fact: QuestionFact): ProfileQuestion | undefined =>
  fact === 'birthDate' ? birthDateQuestion : profileQuestions.find((question) => question.fact === fact);

/** Whether the UI should show a question now, given the answers so far. */
export const shouldAsk = (question: ProfileQuestion, profile: HouseholdProfile): boolean => {
  const condition = question.askIf;
  if (!condition) return true;
  if ('equals' in condition) return profile[condition.fact] === condition.equals;
  const value = profile[condition.fact];
  return value !== undefined && value >= condition.atLeast;
};
