import type { ApplicationWindow, BenefitStatus, BenefitVersion, Condition, Criterion, CriterionTree, IsoDate } from './types';

/**
 * The catalogue's rules without its texts: what the functions need to give a user a status for each
 * benefit (ids, validity, criteria), to find the next day that status may change, and to link a
 * reminder to the benefit's page. `rules.generated.ts` holds them as plain data, written from the
 * authored catalogue (`catalogue/*.ts`, the one people edit) by `npm run generate:rules`; a function
 * loads that plain data much faster than the catalogue's modules with every text.
 */

/** A criterion without its Spanish texts. */
export type RuleCriterion = CriterionTree<Condition, unknown>;

/** One version of a benefit, without its texts. A `BenefitVersion` is one too. */
export interface BenefitRule {
  id: string;
  validFrom: IsoDate;
  /** null: open-ended, until a newer version is added. */
  validTo: IsoDate | null;
  /** The benefit's own page, where a reminder mail sends the user. */
  officialUrl: string;
  /** All must hold. */
  criteria: readonly RuleCriterion[];
  /** New applications are not confirmed open (the version's `hedge`, without its text): at most "maybe". */
  hedged?: true;
  /** Applications only during these calls: outside them at most "maybe". */
  applicationWindows?: readonly ApplicationWindow[];
}

/** The call open on `isoDay`, if the benefit is applied for in calls. */
export const windowOn = (rule: Pick<BenefitRule, 'applicationWindows'>, isoDay: string): ApplicationWindow | undefined =>
  rule.applicationWindows?.find((window) => window.from <= isoDay && isoDay <= window.to);

/** Whether new applications are taken on `isoDay`, as far as we know: not hedged, and in a call if it has calls. */
export const takesApplicationsOn = (rule: Pick<BenefitRule, 'hedged' | 'applicationWindows'>, isoDay: string): boolean =>
  rule.hedged !== true && (rule.applicationWindows === undefined || windowOn(rule, isoDay) !== undefined);

/** A status as shown: "likely" becomes "maybe" while applications are not known to be taken. */
export const cappedStatus = (status: BenefitStatus, rule: Pick<BenefitRule, 'hedged' | 'applicationWindows'>, isoDay: string): BenefitStatus =>
  status === 'likely' && !takesApplicationsOn(rule, isoDay) ? 'maybe' : status;

export const isValidOn = (version: Pick<BenefitRule, 'validFrom' | 'validTo'>, isoDay: string): boolean =>
  version.validFrom <= isoDay && (version.validTo === null || isoDay <= version.validTo);

/** The version of benefit `id` valid on `isoDay`, if any. */
export const versionOn = <V extends BenefitRule>(catalogue: readonly V[], id: string, isoDay: string): V | undefined =>
  catalogue.find((version) => version.id === id && isValidOn(version, isoDay));

/** Each benefit of the catalogue once, in catalogue order, with all its versions and the one valid on `isoDay`. */
export const benefitsOn = <V extends BenefitRule>(catalogue: readonly V[], isoDay: string): { id: string; versions: V[]; current: V | undefined }[] =>
  [...new Set(catalogue.map((version) => version.id))].map((id) => {
    const versions = catalogue.filter((version) => version.id === id);
    return { id, versions, current: versions.find((version) => isValidOn(version, isoDay)) };
  });

const withoutTexts = (criterion: Criterion): RuleCriterion => {
  if ('allOf' in criterion) return { allOf: criterion.allOf.map(withoutTexts) };
  if ('anyOf' in criterion) return { anyOf: criterion.anyOf.map(withoutTexts) };
  const { reason: _reason, need: _need, met: _met, ...condition } = criterion;
  return condition;
};

/** The rules of the authored catalogue: what `npm run generate:rules` writes, and what its test compares. */
export const rulesOf = (catalogue: readonly BenefitVersion[]): BenefitRule[] =>
  catalogue.map((version) => ({
    id: version.id,
    validFrom: version.validFrom,
    validTo: version.validTo,
    officialUrl: version.officialUrl,
    criteria: version.criteria.map(withoutTexts),
    ...(version.hedge === undefined ? {} : { hedged: true as const }),
    ...(version.applicationWindows === undefined ? {} : { applicationWindows: version.applicationWindows }),
  }));
