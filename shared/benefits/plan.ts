import type { CalendarDate } from '../age';
import type { ComingSoon } from './coming-soon';
import type { Counting, Headline } from './headline';
import type { MemberResult } from './household';
import type { IsoDate } from './types';

/**
 * "What to do first": a household's results as an ordered plan. `claimFirst` ("Cobra primero") holds what
 * needs the person's own action, money due or a saving to apply for, the nearest deadline first, then the
 * most money a year; `checkPaid` ("Ya deberías recibirlo: revísalo aquí") what is paid without asking, to
 * check; `claimed` what the person marked "Ya postulé" and is waiting for; then the possibles, what is
 * coming soon, and what they already receive.
 */
export interface PlanItem {
  /** The result's key (`pgu`, `pgu:maria`): also the claim's and "ya lo recibo"'s. */
  key: string;
  id: string;
  personId: string;
  /** "PGU de María". */
  title: string;
  amountText: string;
  /** A year of it (0 without a peso figure). */
  yearly: number;
  /** How it counts (likely results only). */
  counting?: Counting;
  /** The one thing to do next, in Spanish: the first step of how to claim it, where to check it, or what we still need. */
  nextStep: string;
  /** The last day to apply, when a call is open. */
  deadline?: IsoDate;
  officialUrl: string;
}

export interface ActionPlan {
  claimFirst: PlanItem[];
  checkPaid: PlanItem[];
  claimed: PlanItem[];
  possible: PlanItem[];
  comingSoon: ComingSoon[];
  received: PlanItem[];
}

/** A deadline this close comes before any amount. */
export const URGENT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFrom = (today: CalendarDate, iso: IsoDate): number => (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(today.year, today.month - 1, today.day)) / DAY_MS;

/** Where to check a benefit that is paid without asking: its "revisa…" step, or its first. */
const checkStep = (steps: readonly string[]): string => steps.find((step) => /revis/i.test(step)) ?? steps[0] ?? '';

/**
 * The plan of a household's results (`evaluateHousehold`), as the headline counts them (`headlineOf`), with
 * what is coming soon (`comingSoon`) and the keys the person marked "Ya postulé" (`claimed`).
 */
export const actionPlan = (
  results: readonly MemberResult[],
  headline: Pick<Headline, 'lines'>,
  soon: readonly ComingSoon[],
  today: CalendarDate,
  claimed: ReadonlySet<string> = new Set(),
): ActionPlan => {
  const counting = new Map(headline.lines.map((line) => [line.key, line]));
  const item = (result: MemberResult, nextStep: string): PlanItem => {
    const line = counting.get(result.key);
    return {
      key: result.key,
      id: result.id,
      personId: result.personId,
      title: result.title,
      amountText: result.amountText,
      yearly: line?.yearly ?? (result.amount ? result.amount.value * result.paymentsPerYear : 0),
      ...(line ? { counting: line.counting } : {}),
      nextStep,
      ...(result.deadline ? { deadline: result.deadline } : {}),
      officialUrl: result.officialUrl,
    };
  };
  const likely = results.filter((result) => result.status === 'likely');
  const how = (result: MemberResult): Counting | undefined => counting.get(result.key)?.counting;
  const toClaim = likely.filter((result) => ['cash', 'saving', 'ask'].includes(how(result) ?? ''));
  const urgent = (entry: PlanItem): boolean => entry.deadline !== undefined && daysFrom(today, entry.deadline) <= URGENT_DAYS;
  const claimFirst = toClaim
    .filter((result) => !claimed.has(result.key))
    .map((result) => item(result, result.howToClaim[0] ?? ''))
    .sort((a, b) => {
      const [aUrgent, bUrgent] = [urgent(a), urgent(b)];
      if (aUrgent !== bUrgent) return aUrgent ? -1 : 1;
      if (aUrgent && bUrgent && a.deadline !== b.deadline) return (a.deadline ?? '').localeCompare(b.deadline ?? '');
      return b.yearly - a.yearly || a.title.localeCompare(b.title, 'es');
    });
  const maybes = results.filter((result) => result.status === 'maybe');
  return {
    claimFirst,
    checkPaid: likely.filter((result) => how(result) === 'automatic').map((result) => item(result, checkStep(result.howToClaim))),
    claimed: toClaim.filter((result) => claimed.has(result.key)).map((result) => item(result, result.whenPaid)),
    // Settled possibles first (no answer changes them), each with why it is only possible or what we still need.
    possible: [...maybes.filter((result) => result.decided), ...maybes.filter((result) => !result.decided)].map((result) =>
      item(result, result.decided ? (result.reasons[0] ?? '') : `Nos falta saber: ${result.missing[0]?.question ?? result.reasons[0] ?? ''}`),
    ),
    comingSoon: [...soon].sort((a, b) => a.date.localeCompare(b.date)),
    received: likely.filter((result) => how(result) === 'received').map((result) => item(result, checkStep(result.howToClaim))),
  };
};
