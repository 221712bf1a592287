import { todayInChile, toIsoDate, weekOfInChile, type CalendarDate } from '../../shared/age';
import { isBenefitId } from '../../shared/benefits/ids';
import { decisionDueOn, nextFollowUpOn, notAfter, recoveredOf, type BenefitClaim, type BenefitClaimsAnswer, type BenefitsWeekCounter } from '../../shared/claims';
import type { ClaimBody } from '../../shared/contracts/me/put-claim';
import { billingKeys } from '../../shared/data/keys';
import type { UserDocument } from '../../shared/user';
import type { CounterDelta } from '../lib/kpi-counters';
import { messages, type MessageKey } from '../../shared/messages';
import { HttpError } from '../lib/errors';
import { outboxWrite } from '../lib/events';
import type { PageCursor } from '../lib/dynamo';
import { remindersOnItem } from '../users/profile.repository';
import { getUser } from '../users/users.repository';
import { advanceFollowUp, dueFollowUpsPage, getClaim, listClaims, presentClaim, removeClaim, saveClaim, type StoredClaim } from './claims.repository';

/**
 * "Ya postulé" and what came of it (shared/claims.ts): the person's own claims, the weekly counters they
 * move, and the follow-ups the reminders job asks ("¿Te lo aprobaron?").
 */

type WeekDeltas = Map<string, Partial<Record<BenefitsWeekCounter, number>>>;

/** What a claim adds to the weekly counters: its mark in the week it was marked, its decision in the week it was told. */
const contribution = (claim: StoredClaim | undefined, sign: 1 | -1, into: WeekDeltas): void => {
  if (!claim) return;
  const add = (week: string, counter: BenefitsWeekCounter, value: number) => {
    const counters = into.get(week) ?? {};
    counters[counter] = (counters[counter] ?? 0) + sign * value;
    into.set(week, counters);
  };
  add(claim.markedWeek, 'claimsMarked', 1);
  if (claim.decidedWeek && claim.status === 'approved') {
    add(claim.decidedWeek, 'claimsApproved', 1);
    add(claim.decidedWeek, 'moneyRecovered', claim.amountReceived ?? 0);
  }
  if (claim.decidedWeek && claim.status === 'rejected') add(claim.decidedWeek, 'claimsRejected', 1);
};

/** The counter changes from `before` to `after` (either may be none), only the counters that move. */
export const claimCounterDeltas = (before: StoredClaim | undefined, after: StoredClaim | undefined): CounterDelta[] => {
  const weeks: WeekDeltas = new Map();
  contribution(before, -1, weeks);
  contribution(after, 1, weeks);
  return [...weeks]
    .map(([week, add]) => ({ sk: billingKeys.benefitsWeek(week), add: Object.fromEntries(Object.entries(add).filter(([, value]) => value !== 0)) }))
    .filter((delta) => Object.keys(delta.add).length > 0);
};

/** The person a claim's key names, if the household has them: `self`, or a member of the saved household. */
const personOfKey = (user: Pick<UserDocument, 'household'>, key: string): { benefitId: string; personId: string } | undefined => {
  const [benefitId = '', memberId] = key.split(':');
  if (!isBenefitId(benefitId)) return undefined;
  if (memberId === undefined) return { benefitId, personId: 'self' };
  return (user.household?.members ?? []).some((member) => member.id === memberId) ? { benefitId, personId: memberId } : undefined;
};

/** A 400 that names its field, as a form shows it next to that field. */
const fieldError = (field: string, key: MessageKey) => new HttpError(400, 'bad-request', key, { [field]: messages[key] });

/** The claim a body makes of `previous` (none: a new one), on `now`. */
export const claimFrom = (uid: string, key: string, target: { benefitId: string; personId: string }, body: ClaimBody, previous: StoredClaim | undefined, now: Date): StoredClaim => {
  const at = now.toISOString();
  const week = weekOfInChile(now);
  const benefitId = target.benefitId as BenefitClaim['benefitId'];
  const dueOn = decisionDueOn(benefitId, body.appliedOn);
  const sameApplication = previous?.appliedOn === body.appliedOn;
  const sameDecision =
    previous?.status === body.status && previous.decidedOn === body.decidedOn && previous.amountReceived === body.amountReceived;
  const base = {
    uid,
    key,
    benefitId,
    personId: target.personId,
    status: body.status,
    appliedOn: body.appliedOn,
    decisionDueOn: dueOn,
    createdAt: previous?.createdAt ?? at,
    updatedAt: at,
    markedWeek: previous?.markedWeek ?? week,
    version: (previous?.version ?? 0) + 1,
  };
  if (body.status === 'applied') {
    // Awaiting a decision: asked on its due day, then every two weeks; the same application keeps its count.
    const followUps = sameApplication && previous.status === 'applied' ? previous.followUps : 0;
    const followUpOn = sameApplication && previous.status === 'applied' ? previous.followUpOn : dueOn;
    return { ...base, followUps, ...(followUpOn === undefined ? {} : { followUpOn }) };
  }
  return {
    ...base,
    followUps: previous?.followUps ?? 0,
    decidedOn: body.decidedOn,
    ...(body.status === 'approved' && body.amountReceived !== undefined ? { amountReceived: body.amountReceived } : {}),
    decidedWeek: sameDecision && previous.decidedWeek ? previous.decidedWeek : week,
  };
};

const sameContent = (a: StoredClaim, b: StoredClaim): boolean => {
  const { updatedAt: _a, version: _av, ...left } = a;
  const { updatedAt: _b, version: _bv, ...right } = b;
  return JSON.stringify(left, Object.keys(left).sort()) === JSON.stringify(right, Object.keys(right).sort());
};

/**
 * PUT /api/me/claims/{key}: the claim as the person tells it now. A benefit of the catalogue, for the user
 * or a member of their saved household; dates not after today. With `remind`, benefit reminders are turned
 * on in the same transaction (and audited), so "¿Te lo aprobaron?" can come by mail.
 */
export const saveMyClaim = async (user: UserDocument, key: string, body: ClaimBody, now: Date = new Date()): Promise<BenefitClaim> => {
  const target = personOfKey(user, key);
  if (!target) throw fieldError('key', isBenefitId(key.split(':')[0] ?? '') ? 'claims/unknown-person' : 'claims/unknown-benefit');
  const today = todayInChile(now);
  if (!notAfter(body.appliedOn, today)) throw fieldError('appliedOn', 'claims/future-date');
  if (body.decidedOn !== undefined && !notAfter(body.decidedOn, today)) throw fieldError('decidedOn', 'claims/future-date');
  const turnOn = body.remind === true && user.benefitReminders !== true;
  const reminders = turnOn ? [remindersOnItem(user.uid), outboxWrite('BenefitRemindersChanged', { uid: user.uid, enabled: true, via: 'claim', at: now.toISOString() })] : [];
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const previous = await getClaim(user.uid, key);
    const claim = claimFrom(user.uid, key, target, body, previous, now);
    if (previous && sameContent(previous, claim) && !turnOn) return presentClaim(previous);
    if (await saveClaim(claim, previous, claimCounterDeltas(previous, claim), reminders)) return presentClaim(claim);
  }
  throw new HttpError(503, 'internal');
};

/** DELETE /api/me/claims/{key}: a mark made by mistake, and what was told of it, gone; its counters with it. */
export const deleteMyClaim = async (uid: string, key: string): Promise<void> => {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const previous = await getClaim(uid, key);
    if (!previous) return;
    if (await removeClaim(previous, claimCounterDeltas(previous, undefined))) return;
  }
  throw new HttpError(503, 'internal');
};

/** GET /api/me/claims: the newest first, with the money recovered so far. */
export const listMyClaims = async (uid: string): Promise<BenefitClaimsAnswer> => {
  const claims = (await listClaims(uid)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map(presentClaim);
  return { claims, recovered: recoveredOf(claims) };
};

export interface DueFollowUp {
  uid: string;
  key: string;
  dueOn: string;
}

/** One page of the claims whose "¿Te lo aprobaron?" is due on `today`. */
export const dueFollowUps = (today: CalendarDate, cursor: PageCursor | undefined): Promise<{ due: DueFollowUp[]; next?: PageCursor }> => dueFollowUpsPage(toIsoDate(today), cursor);

/**
 * A follow-up due: its mail's event goes when the claim still awaits that decision and its owner has
 * benefit reminders on (an unsubscribed person gets none); either way the next one moves two weeks on,
 * until the last. The mailer reads both again before it sends.
 */
export const followUp = async ({ uid, key, dueOn }: DueFollowUp, today: CalendarDate): Promise<'sent' | 'skipped'> => {
  const claim = await getClaim(uid, key);
  if (claim?.status !== 'applied' || claim.followUpOn !== dueOn) return 'skipped';
  const user = await getUser(uid);
  const mail = user?.benefitReminders === true;
  const day = toIsoDate(today);
  const event = mail ? outboxWrite('BenefitClaimFollowUpDue', { uid, key, dueOn, at: new Date().toISOString() }) : undefined;
  const moved = await advanceFollowUp(claim, dueOn, nextFollowUpOn(day, claim.followUps + 1), event);
  return moved && mail ? 'sent' : 'skipped';
};

/** Whether a follow-up mail is still due when it is about to go: the claim awaits that decision, the owner wants reminders. */
export const followUpStillDue = async (uid: string, key: string): Promise<{ user: UserDocument; claim: StoredClaim } | undefined> => {
  const [user, claim] = await Promise.all([getUser(uid), getClaim(uid, key)]);
  return user?.benefitReminders === true && claim?.status === 'applied' ? { user, claim } : undefined;
};
