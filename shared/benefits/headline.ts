import type { HouseholdProfile } from './profile';
import type { MemberResult } from './household';
import { peopleOf, personKey } from './household';
import type { CalendarDate } from '../age';
import { formatClp } from './format';

/**
 * "A number a person believes": how each likely benefit counts in the headline.
 *
 * - `cash`: money paid to the household that it likely does not get yet: counted in the headline, a
 *   year of it (monthly × payments a year; yearly, one-off and per-call amounts once), estimated from
 *   the facts told (an income-linked subsidy from the income told, not its cap).
 * - `saving`: help that is not cash (a bill or rent discount, tuition, a pension increase, savings in a
 *   pension account): stated apart, a year of it, never added to the cash.
 * - `automatic`: paid without asking to those who already get what it hangs on (the aguinaldos with the
 *   PGU or a pension, the bonos of Seguridades y Oportunidades): the household probably gets it already,
 *   so it is listed, not counted.
 * - `ask`: paid automatically once granted, and we do not know whether this person already gets it
 *   (the PGU): "¿Ya recibes la PGU?" is asked once; until then it is not counted.
 * - `received`: the user said they already receive it ("ya lo recibo", or yes to "¿Ya recibes la PGU?").
 * Maybes are not in the headline: their most for a year is the separate, hedged "posibles" line.
 */
export type Counting = 'cash' | 'saving' | 'automatic' | 'ask' | 'received';

/**
 * Help that is not cash in hand: discounts, tuition, rent paid to the landlord, savings in a pension account,
 * and the reform's pension increases paid without asking. The Bono por Hijo is not one: it is claimed, and
 * paid with the pension every month, so it is cash due, a year of it.
 */
export const nonCashIds: ReadonlySet<string> = new Set([
  'subsidio-electrico',
  'subsidio-agua-potable',
  'subsidio-arriendo',
  'subsidio-arriendo-mayores',
  'gratuidad',
  'beneficio-anos-cotizados',
  'compensacion-expectativa-vida',
  'subsidio-trabajadores-jovenes',
]);

/**
 * Paid automatically with the PGU or a pension of the IPS and the other state regimes; to an AFP pensioner
 * only with the PGU or a state guarantee (IPS, cited by La Tercera, 17-11-2025, and El Ciudadano, 17-09-2025).
 */
const withPension: ReadonlySet<string> = new Set(['bono-invierno', 'aguinaldo-fiestas-patrias', 'aguinaldo-navidad']);

/** Whether the pension-linked payments reach this person without asking: with the PGU, or with a pension that is not an AFP's. */
const paidWithPension = (facts: HouseholdProfile): boolean => facts.receivesPgu === true || (facts.isPensioner === true && facts.pensionFromAfp === false);
/** Paid automatically to the families of a programme or a register: never claimed. */
const alwaysAutomatic: ReadonlySet<string> = new Set([
  'bono-proteccion',
  'bono-base-familiar',
  'bono-control-nino-sano',
  'bono-asistencia-escolar',
  'bono-logro-escolar',
  'beneficio-anos-cotizados',
  'compensacion-expectativa-vida',
]);

/** How a likely result counts, given the person's facts and the household's "ya lo recibo" list. */
export const countingOf = (result: MemberResult, facts: HouseholdProfile, received: ReadonlySet<string>, pguLikely = false): Counting => {
  if (received.has(result.key)) return 'received';
  if (result.id === 'pgu') return facts.receivesPgu === true ? 'received' : facts.receivesPgu === false ? 'cash' : 'ask';
  if (alwaysAutomatic.has(result.id)) return 'automatic';
  if (withPension.has(result.id)) {
    // Paid already to whoever gets the PGU or a state regime's pension; otherwise due once the PGU (or the PBSI) is claimed.
    if (paidWithPension(facts)) return 'automatic';
    return pguLikely && facts.receivesPgu === undefined ? 'ask' : 'cash';
  }
  if (result.id === 'aporte-familiar-permanente' && (received.has(personKey('subsidio-familiar', result.personId)) || received.has(personKey('asignacion-familiar', result.personId)))) return 'automatic';
  return nonCashIds.has(result.id) ? 'saving' : 'cash';
};

export interface HeadlineLine {
  key: string;
  id: string;
  title: string;
  personId: string;
  counting: Counting;
  /** A year of it, as computed for this person; 0 when it has no peso figure. */
  yearly: number;
  upperBound: boolean;
}

/**
 * What the headline can say without contradicting the cards: `claim`, there is cash to claim (`cash`, and
 * the cash lines without a peso figure); `pending`, nothing to claim found yet while answers that decide
 * results, or "¿Ya recibes la PGU?", are still to come; `nothing-new`, every result is decided and none
 * is money to claim.
 */
export type HeadlineState = 'claim' | 'pending' | 'nothing-new';

export interface Headline {
  state: HeadlineState;
  /** Cash likely due and not yet received, for a year. */
  cash: number;
  /** Non-cash help likely due (discounts, tuition, pension increases), for a year. */
  savings: number;
  /**
   * The most the maybes could add in a year: "y hasta $Y más si …". Only the maybes no answer can settle (a
   * call not open, a start date not confirmed): the ones still waiting for an answer are not a figure yet.
   */
  possible: number;
  /** The questions that would settle the biggest maybes, for the "si …" of the possible line. */
  possibleIf: string[];
  /** Cash to claim with no peso figure (the Seguro de Cesantía): money to claim, not in `cash`. */
  cashWithoutAmount: HeadlineLine[];
  /** Whether a line of `cash` is a "hasta" figure. */
  cashHasUpperBounds: boolean;
  lines: HeadlineLine[];
  /** Likely benefits not counted until "¿Ya recibes la PGU?" is answered. */
  toAsk: HeadlineLine[];
}

const yearlyOf = (result: MemberResult): number => (result.amount ? result.amount.value * result.paymentsPerYear : 0);

/** The headline of a household's results (see `Counting`). */
export const headlineOf = (household: HouseholdProfile, birthDate: string | undefined, today: CalendarDate, results: readonly MemberResult[]): Headline => {
  const facts = new Map(peopleOf(household, birthDate, today).map((person) => [person.id, person.facts]));
  const received = new Set<string>(household.receivedBenefitIds ?? []);
  const pguFor = new Set(results.filter((result) => result.id === 'pgu' && result.status === 'likely').map((result) => result.personId));
  const lines = results
    .filter((result) => result.status === 'likely')
    .map((result): HeadlineLine => ({
      key: result.key,
      id: result.id,
      title: result.title,
      personId: result.personId,
      counting: countingOf(result, facts.get(result.personId) ?? {}, received, pguFor.has(result.personId)),
      yearly: yearlyOf(result),
      upperBound: result.amount?.upperBound === true,
    }))
    .sort((a, b) => b.yearly - a.yearly);
  const maybes = results.filter((result) => result.status === 'maybe' && !nonCashIds.has(result.id)).sort((a, b) => yearlyOf(b) - yearlyOf(a));
  const sum = (counting: Counting) => lines.filter((line) => line.counting === counting).reduce((total, line) => total + line.yearly, 0);
  const toAsk = lines.filter((line) => line.counting === 'ask');
  const claimable = lines.some((line) => line.counting === 'cash');
  const settled = results.every((result) => result.decided) && toAsk.length === 0;
  return {
    state: claimable ? 'claim' : settled ? 'nothing-new' : 'pending',
    cash: sum('cash'),
    savings: sum('saving'),
    possible: maybes.filter((result) => result.decided).reduce((total, result) => total + yearlyOf(result), 0),
    possibleIf: [...new Set(maybes.flatMap((result) => result.missing.map((missing) => missing.question)))].slice(0, 2),
    cashHasUpperBounds: lines.some((line) => line.counting === 'cash' && line.upperBound),
    cashWithoutAmount: lines.filter((line) => line.counting === 'cash' && line.yearly === 0),
    lines,
    toAsk,
  };
};

/** The headline's sentence, in Spanish: what the cards below it show, never more nor less. */
export const headlineSentence = (headline: Pick<Headline, 'state' | 'cash' | 'toAsk'>): string => {
  switch (headline.state) {
    case 'claim':
      return headline.cash > 0
        ? `Podrías recibir ${formatClp(headline.cash)} al año que hoy no estás cobrando.`
        : 'Encontramos dinero que hoy no estás cobrando; su monto depende de tu situación.';
    case 'pending':
      return headline.toAsk.length > 0
        ? 'Dinos si ya recibes la PGU y te decimos cuánto podrías recibir.'
        : 'Responde las preguntas que faltan y te decimos cuánto podrías recibir.';
    case 'nothing-new':
      return 'No encontramos dinero por cobrar que no estés recibiendo ya.';
  }
};
