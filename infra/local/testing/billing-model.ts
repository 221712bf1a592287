import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import type { Payment } from '../../../shared/admin';
import { receiptOf, type CheckoutStarted } from '../../../shared/billing';
import { billingKeys } from '../../../shared/data/keys';
import { testUser } from '../../../shared/testing/users';
import { eraseBilling } from '../../../lambdas/billing/billing-erasure.service';
import type { StoredSubscription } from '../../../lambdas/billing/billing.rules';
import { billItem } from '../../../lambdas/billing/billing-walk.service';
import type { PendingFirstCharge } from '../../../lambdas/billing/first-charge.repository';
import { cancelAtPeriodEnd, myPlan, refundPayment, startCheckout } from '../../../lambdas/billing/subscription.service';
import { transbankGateway } from '../../../lambdas/billing/transbank';
import { answerOneclickReturn } from '../../../lambdas/billing/oneclick-return';
import { dynamo } from '../../../lambdas/lib/clients/dynamo';
import { env } from '../../../lambdas/lib/env';
import type { LocalFaults, TransbankCall, TransbankFault } from '../faults';
import { chargesOf, fillCardForm, type EmulatedCharge, type TestStack } from './billing';

/**
 * A model test of the subscription lifecycle against the real emulators: random sequences of what a
 * person, Webpay, the billing job, an admin and Transbank's faults do to one fresh account (checkout,
 * the card form's outcomes, the return, the plan page's and the job's reconciles, renewal runs, cancel,
 * card change, refund, disable, erase), some of them at the same time, and after every step the
 * invariants of money (`violationsOf`). One stack serves every sequence; each has an account of its
 * own, so that a sequence costs what its own steps cost. The functions are called as their handlers
 * call them (the return through its module, the job's items as the worker bills them).
 */

const SIMULATED_START = Date.UTC(2027, 0, 1);

interface World {
  stack: TestStack;
  faults: LocalFaults;
}

/** One sequence's account and what the steps did, as the invariants need it. */
export interface Real {
  uid: string;
  email: string;
  /** Checkouts started, whose card form may still be filled. */
  checkouts: CheckoutStarted[];
  /** Return forms the card form answered, not followed yet. */
  returns: URLSearchParams[];
  /** When each fact became true (real ms), set once the step that made it had finished. */
  disabledAt?: number;
  erasedAt?: number;
  /** Erasure tried and failed (a Transbank fault): the bus would try again. */
  erasurePending?: boolean;
  /** The job's clock for renewals, in simulated time. */
  renewalClock: number;
  /** Transbank's charges to this account, its subscription and pending first charge after the last step (what the next step starts from). */
  charges: EmulatedCharge[];
  subscription?: StoredSubscription;
  pending?: PendingFirstCharge;
}

export interface Model {
  steps: number;
}

type Command = fc.AsyncCommand<Model, Real>;

const gateway = transbankGateway();

/** Runs `work` with Transbank's faults planned for its calls, and clears what is left of them after. */
const withFaults = async <T>(world: World, faults: readonly TransbankFault[], work: () => Promise<T>): Promise<T> => {
  world.faults.transbank = [...faults];
  try {
    return await work();
  } finally {
    world.faults.transbank = [];
  }
};

const quietly = async (work: () => Promise<unknown>): Promise<void> => {
  try {
    await work();
  } catch {
    // An outcome the person sees as a message (a 409, Transbank down): the invariants judge what was left.
  }
};

const faultArbitrary: fc.Arbitrary<TransbankFault[]> = fc.array(
  fc.record({
    call: fc.constantFrom<TransbankCall>('authorize', 'status', 'refund', 'finish', 'delete'),
    kind: fc.constantFrom<TransbankFault['kind']>('slow', 'unreachable', 'server-error', 'answer-lost'),
    delayMs: fc.constantFrom(20, 400),
  }),
  { maxLength: 2 },
);

// ---------------------------------------------------------------- the commands

/** The person chooses a plan (or a new card) and Transbank starts the inscription. */
class Checkout implements Command {
  constructor(
    readonly world: World,
    readonly purpose: 'subscribe' | 'change-card',
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    if (real.erasedAt) return;
    await quietly(async () => real.checkouts.push(await startCheckout(gateway, real.uid, real.email, this.purpose === 'subscribe' ? { purpose: 'subscribe', plan: 'semestral' } : { purpose: 'change-card' })));
  }
  toString = () => `checkout(${this.purpose})`;
}

/** The person on Webpay's card form: a card that later charges approve, reject or leave unanswered, a declined card, an abort, or a form left to time out. */
class CardForm implements Command {
  constructor(
    readonly world: World,
    readonly outcome: 'approve' | 'reject' | 'timeout' | 'declined-card' | 'abort' | 'form-timeout' | 'timeout-without-token',
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const checkout = real.checkouts.shift();
    if (!checkout) return;
    if (this.outcome === 'form-timeout') real.returns.push(new URLSearchParams({ TBK_TOKEN: checkout.token }));
    else if (this.outcome === 'timeout-without-token') real.returns.push(new URLSearchParams({ TBK_ORDEN_COMPRA: 'OC0000000001', TBK_ID_SESION: 'sesion0001' }));
    else {
      const card = this.outcome === 'declined-card' ? '5186059559590568' : '4051885600446623';
      const behaviour = this.outcome === 'approve' || this.outcome === 'reject' || this.outcome === 'timeout' ? this.outcome : 'approve';
      const form = await fillCardForm(this.world.stack, checkout, card, behaviour, this.outcome === 'abort' ? 'anular' : 'inscribir');
      real.returns.push(new URLSearchParams(form.fields));
    }
  }
  toString = () => `cardForm(${this.outcome})`;
}

/** Checkout, the card form and the return as one step: the way most people go through it. */
class Subscribe implements Command {
  constructor(
    readonly world: World,
    readonly purpose: 'subscribe' | 'change-card',
    readonly outcome: CardForm['outcome'],
    readonly faults: TransbankFault[],
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await new Checkout(this.world, this.purpose).run(model, real);
    await new CardForm(this.world, this.outcome).run(model, real);
    await new Return(this.world, this.faults).run(model, real);
  }
  toString = () => `subscribe(${this.purpose}, ${this.outcome}, ${JSON.stringify(this.faults)})`;
}

/** Checkout and the card form, the browser not back yet: the person is still on Webpay's side while other steps happen. */
class OnCardForm implements Command {
  constructor(
    readonly world: World,
    readonly purpose: 'subscribe' | 'change-card',
    readonly outcome: CardForm['outcome'],
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await new Checkout(this.world, this.purpose).run(model, real);
    await new CardForm(this.world, this.outcome).run(model, real);
  }
  toString = () => `onCardForm(${this.purpose}, ${this.outcome})`;
}

/** The browser comes back from Webpay: the return route finishes the inscription and charges. */
class Return implements Command {
  constructor(
    readonly world: World,
    readonly faults: TransbankFault[],
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const form = real.returns.shift();
    if (!form) return;
    await withFaults(this.world, this.faults, () => quietly(() => answerOneclickReturn(form)));
  }
  toString = () => `return(${JSON.stringify(this.faults)})`;
}

/** The plan page's load (settles a pending first charge) or the job's first-charge item, minutes or hours later. */
class Reconcile implements Command {
  constructor(
    readonly world: World,
    readonly by: 'plan-page' | 'job',
    readonly minutesLater: number,
    readonly faults: TransbankFault[],
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    await withFaults(this.world, this.faults, () =>
      quietly(async () => {
        if (this.by === 'plan-page') await myPlan(real.uid, gateway, new Date(Date.now() + this.minutesLater * 60_000));
        else await billItem({ kind: 'first-charge', uid: real.uid, at: new Date(Date.now() + this.minutesLater * 60_000).toISOString() }, gateway);
      }),
    );
  }
  toString = () => `reconcile(${this.by}, +${this.minutesLater} min, ${JSON.stringify(this.faults)})`;
}

/** The billing job's item for this subscription on a day of its renewal window (or later): the clock only goes forward. */
class RenewalRun implements Command {
  constructor(
    readonly world: World,
    readonly hoursLater: number,
    readonly faults: TransbankFault[],
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const subscription = await subscriptionOf(real.uid);
    if (!subscription || subscription.status === 'cancelled') return;
    // The first day its renewal can be charged, 10:00 in Chile, or later.
    const windowStart = Date.parse(`${subscription.currentPeriodEnd.slice(0, 7)}-01T13:00:00.000Z`);
    real.renewalClock = Math.max(real.renewalClock, windowStart) + this.hoursLater * 3_600_000;
    await withFaults(this.world, this.faults, () => quietly(() => billItem({ kind: 'subscription', uid: real.uid, at: new Date(real.renewalClock).toISOString() }, gateway)));
  }
  toString = () => `renewalRun(+${this.hoursLater} h, ${JSON.stringify(this.faults)})`;
}

class Cancel implements Command {
  check = () => true;
  async run(_model: Model, real: Real) {
    if (real.erasedAt) return;
    await quietly(() => cancelAtPeriodEnd(real.uid));
  }
  toString = () => 'cancel';
}

/** An admin refunds the newest paid payment. */
class Refund implements Command {
  constructor(
    readonly world: World,
    readonly faults: TransbankFault[],
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const payment = (await paymentsOf(real.uid)).find((candidate) => candidate.status === 'paid' && !candidate.refundedAt);
    if (!payment) return;
    await withFaults(this.world, this.faults, () => quietly(() => refundPayment(gateway, 'admin-model', real.uid, payment.id)));
  }
  toString = () => `refund(${JSON.stringify(this.faults)})`;
}

/** An admin disables the account (the document's flag, as the admin's edit writes it). */
class Disable implements Command {
  check = () => true;
  async run(_model: Model, real: Real) {
    if (real.erasedAt || real.disabledAt) return;
    await dynamo.send(new UpdateCommand({ TableName: env().TABLE_USERS, Key: { uid: real.uid }, UpdateExpression: 'SET disabled = :yes', ExpressionAttributeValues: { ':yes': true } }));
    real.disabledAt = Date.now();
  }
  toString = () => 'disable';
}

/** An admin deletes the account: the document goes, then the billing eraser runs (the bus's consumer), again if Transbank failed it. */
class Erase implements Command {
  constructor(
    readonly world: World,
    readonly faults: TransbankFault[],
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    if (!real.erasedAt) {
      await dynamo.send(new DeleteCommand({ TableName: env().TABLE_USERS, Key: { uid: real.uid } }));
      real.erasedAt = Date.now();
    }
    try {
      await withFaults(this.world, this.faults, () => eraseBilling(real.uid, new Date()));
      real.erasurePending = false;
    } catch {
      real.erasurePending = true;
    }
  }
  toString = () => `erase(${JSON.stringify(this.faults)})`;
}

/** Two steps at the same time: the races the review found (a reconcile and a second tab, a cancel and the job, an erasure and a return). */
class Together implements Command {
  constructor(
    readonly first: Command,
    readonly second: Command,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    // The faults of both are planned at once: whichever call comes first takes one.
    await Promise.all([this.first.run(model, real), this.second.run(model, real)]);
  }
  toString = () => `together(${this.first.toString()}, ${this.second.toString()})`;
}

// ---------------------------------------------------------------- reading what is

const subscriptionOf = async (uid: string): Promise<StoredSubscription | undefined> =>
  (await dynamo.send(new GetCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.subscription(uid), ConsistentRead: true }))).Item as StoredSubscription | undefined;
const paymentsOf = async (uid: string): Promise<(Payment & { erasedAt?: string })[]> =>
  ((await dynamo.send(new QueryCommand({ TableName: env().TABLE_BILLING, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :payment)', ExpressionAttributeValues: { ':pk': billingKeys.user(uid), ':payment': billingKeys.paymentPrefix }, ConsistentRead: true }))).Items ?? []) as (Payment & { erasedAt?: string })[];
const pendingFirstChargeOf = async (uid: string): Promise<PendingFirstCharge | undefined> =>
  (await dynamo.send(new GetCommand({ TableName: env().TABLE_BILLING, Key: billingKeys.firstChargePending(uid), ConsistentRead: true }))).Item as PendingFirstCharge | undefined;

const approvedAndKept = (charge: EmulatedCharge): boolean => charge.details.some((detail) => detail.response_code === 0 && (detail.status === 'AUTHORIZED' || detail.status === 'CAPTURED' || detail.status === 'PARTIALLY_NULLIFIED'));

/** What a step may not leave behind; each string is one violation. `before`: the charges before the step, and why none may follow. */
export const violationsOf = async (stack: TestStack, real: Real, before: { charges: EmulatedCharge[]; mayNotCharge: string | undefined }): Promise<{ violations: string[]; charges: EmulatedCharge[]; subscription: StoredSubscription | undefined; pending: PendingFirstCharge | undefined }> => {
  const [charges, subscription, payments, pending] = await Promise.all([chargesOf(stack, real.uid), subscriptionOf(real.uid), paymentsOf(real.uid), pendingFirstChargeOf(real.uid)]);
  const violations: string[] = [];
  // No charge for a deleted, disabled or cancelled account: once one of them held, no new charge reaches Transbank.
  const known = new Set(before.charges.map((charge) => `${charge.buy_order}@${charge.transaction_date}`));
  const fresh = charges.filter((charge) => !known.has(`${charge.buy_order}@${charge.transaction_date}`));
  if (before.mayNotCharge && fresh.length > 0) violations.push(`charged ${fresh.map((charge) => charge.buy_order).join(', ')} although ${before.mayNotCharge}`);
  // Never sent twice: one charge a buy order, whatever Transbank does with a repeated one.
  const orders = charges.map((charge) => charge.buy_order);
  for (const order of new Set(orders)) if (orders.filter((candidate) => candidate === order).length > 1) violations.push(`buy order ${order} charged twice`);
  // At most one charge a period: the paid, unrefunded payments pay distinct periods.
  const kept = payments.filter((payment) => payment.status === 'paid' && !payment.refundedClp);
  for (const start of new Set(kept.map((payment) => payment.periodStart))) if (kept.filter((payment) => payment.periodStart === start).length > 1) violations.push(`two payments for the period from ${start}`);
  // Every charge Transbank approved (and did not reverse) is a payment with a receipt, or the charge still awaited.
  const awaited = new Set([pending?.buyOrder, subscription?.pendingCharge?.buyOrder].filter((order): order is string => order !== undefined));
  for (const charge of charges.filter(approvedAndKept)) {
    const payment = payments.find((candidate) => candidate.buyOrder === charge.buy_order && candidate.status === 'paid');
    if (!payment && !awaited.has(charge.buy_order)) violations.push(`approved charge ${charge.buy_order} has no payment`);
    if (payment && !payment.erasedAt && !receiptOf(payment)) violations.push(`payment ${payment.id} has no receipt`);
  }
  // No active plan without a paid period, or a charge of it younger than its maximum age.
  if (subscription?.status === 'active') {
    const paid = payments.some((payment) => payment.status === 'paid' && !payment.refundedClp && payment.periodEnd === subscription.currentPeriodEnd);
    if (!paid) violations.push(`active until ${subscription.currentPeriodEnd} without a paid period`);
  }
  // Nothing of an erased account but anonymised payments (and a charge awaited, marked erased, for the job).
  if (real.erasedAt && !real.erasurePending) {
    if (subscription && (subscription.status !== 'cancelled' || subscription.card || subscription.pendingCharge)) violations.push('an erased account keeps a subscription');
    if (payments.some((payment) => !payment.erasedAt || payment.card)) violations.push('an erased account keeps a payment not anonymised');
    if (pending && !pending.erasedAt) violations.push('an erased account keeps a pending charge');
  }
  return { violations, charges, subscription, pending };
};

/** Why no charge may follow now, as the finished steps left it (read after the last step). */
const reasonNotToCharge = (real: Real): string | undefined => {
  if (real.erasedAt) return 'the account was erased';
  if (real.disabledAt) return 'the account was disabled';
  // A cancelled plan: no renewal (a new checkout may start another plan, so only while none is open).
  const { subscription, pending } = real;
  if (subscription?.cancelAtPeriodEnd && !pending && real.checkouts.length === 0 && real.returns.length === 0 && !subscription.pendingCharge) return 'its user cancelled the plan';
  return undefined;
};

// ---------------------------------------------------------------- the run

const commandsOf = (world: World): fc.Arbitrary<Command>[] => {
  const purpose = fc.constantFrom<'subscribe' | 'change-card'>('subscribe', 'subscribe', 'change-card');
  const outcome = fc.constantFrom<CardForm['outcome']>('approve', 'approve', 'approve', 'reject', 'timeout', 'declined-card', 'abort', 'form-timeout', 'timeout-without-token');
  const single: fc.Arbitrary<Command>[] = [
    fc.tuple(purpose, outcome, faultArbitrary).map(([chosen, result, faults]) => new Subscribe(world, chosen, result, faults)),
    fc.tuple(purpose, outcome, faultArbitrary).map(([chosen, result, faults]) => new Subscribe(world, chosen, result, faults)),
    fc.tuple(purpose, outcome).map(([chosen, result]) => new OnCardForm(world, chosen, result)),
    fc.tuple(purpose, outcome).map(([chosen, result]) => new OnCardForm(world, chosen, result)),
    purpose.map((chosen) => new Checkout(world, chosen)),
    outcome.map((result) => new CardForm(world, result)),
    faultArbitrary.map((faults) => new Return(world, faults)),
    faultArbitrary.map((faults) => new Return(world, faults)),
    fc.tuple(fc.constantFrom<'plan-page' | 'job'>('plan-page', 'job'), fc.constantFrom(0, 3, 90), faultArbitrary).map(([by, minutes, faults]) => new Reconcile(world, by, minutes, faults)),
    fc.tuple(fc.constantFrom(0, 3, 26), faultArbitrary).map(([hours, faults]) => new RenewalRun(world, hours, faults)),
    fc.constant(new Cancel()),
    faultArbitrary.map((faults) => new Refund(world, faults)),
    fc.constant(new Disable()),
    faultArbitrary.map((faults) => new Erase(world, faults)),
  ];
  const together = fc.tuple(fc.oneof(...single), fc.oneof(...single)).map(([first, second]) => new Together(first, second));
  return [...single, together];
};

let sequence = 0;

/** A fresh account for a sequence: activated, enabled, its document as registration leaves it. */
const freshAccount = async (): Promise<Real> => {
  sequence += 1;
  const uid = `model-${process.pid}-${Date.now().toString(36)}-${sequence}`;
  const email = `${uid}@prueba.cl`;
  await dynamo.send(new PutCommand({ TableName: env().TABLE_USERS, Item: { ...testUser({ uid, email }), activated: true } }));
  return { uid, email, checkouts: [], returns: [], renewalClock: SIMULATED_START, charges: [] };
};

export interface ModelRun {
  sequences: number;
  violations: number;
  /** The shrunk sequence and what it broke, when one was found. */
  counterexample?: string;
  elapsedMs: number;
  /** Time spent by kind of step (its run alone) and in checking the invariants, in ms. */
  timeByKind: Record<string, { count: number; ms: number }>;
}

/** Runs `sequences` random sequences of at most `maxSteps` steps; stops at the first violation, shrunk. */
/**
 * Runs `sequences` random sequences of at most `maxSteps` steps, `parallel` of them at a time (each on
 * its own account; Transbank's planned faults are shared, so with more than one at a time a fault may
 * hit another sequence's call: more disorder, the same invariants, a counterexample less exact). Each
 * lane stops at its first violation, shrunk.
 */
export const runBillingModel = async (world: World, options: { sequences: number; maxSteps: number; seed?: number; parallel?: number }): Promise<ModelRun> => {
  const lanes = Math.max(1, options.parallel ?? 1);
  const seed = options.seed ?? Date.now() % 2_147_483_647;
  const started = Date.now();
  const runs = await Promise.all(
    Array.from({ length: lanes }, (_unused, lane) => runLane(world, { sequences: Math.ceil(options.sequences / lanes), maxSteps: options.maxSteps, seed: seed + lane })),
  );
  const timeByKind: ModelRun['timeByKind'] = {};
  for (const run of runs) {
    for (const [kind, entry] of Object.entries(run.timeByKind)) {
      const total = (timeByKind[kind] ??= { count: 0, ms: 0 });
      total.count += entry.count;
      total.ms += entry.ms;
    }
  }
  const failed = runs.filter((run) => run.counterexample);
  return {
    sequences: runs.reduce((sum, run) => sum + run.sequences, 0),
    violations: failed.length,
    ...(failed.length > 0 ? { counterexample: failed.map((run) => run.counterexample).join('\n') } : {}),
    elapsedMs: Date.now() - started,
    timeByKind,
  };
};

const runLane = async (world: World, options: { sequences: number; maxSteps: number; seed: number }): Promise<ModelRun> => {
  const started = Date.now();
  let ran = 0;
  const timeByKind: ModelRun['timeByKind'] = {};
  const spent = (kind: string, since: number) => {
    const entry = (timeByKind[kind] ??= { count: 0, ms: 0 });
    entry.count += 1;
    entry.ms += Date.now() - since;
  };
  const checked = (command: Command): Command => ({
    check: (model) => command.check(model),
    run: async (model, real) => {
      const before = { charges: real.charges, mayNotCharge: reasonNotToCharge(real) };
      let since = Date.now();
      await command.run(model, real);
      spent(command.toString().replace(/\(.*$/, ''), since);
      model.steps += 1;
      since = Date.now();
      const { violations, ...after } = await violationsOf(world.stack, real, before);
      Object.assign(real, after);
      spent('invariants', since);
      if (violations.length > 0) throw new Error(`after ${command.toString()}: ${violations.join('; ')}`);
    },
    toString: () => command.toString(),
  });
  const result = await fc.check(
    fc.asyncProperty(fc.commands(commandsOf(world).map((arbitrary) => arbitrary.map(checked)), { maxCommands: options.maxSteps }), async (commands) => {
      ran += 1;
      const since = Date.now();
      const real = await freshAccount();
      spent('account', since);
      await fc.asyncModelRun(() => ({ model: { steps: 0 }, real }), commands);
    }),
    { numRuns: options.sequences, seed: options.seed },
  );
  return {
    sequences: ran,
    violations: result.failed ? 1 : 0,
    ...(result.failed ? { counterexample: `${fc.stringify(result.counterexample?.[0])}: ${result.errorInstance instanceof Error ? result.errorInstance.message : fc.stringify(result.errorInstance)} (seed ${result.seed}, path ${result.counterexamplePath ?? ''})` } : {}),
    elapsedMs: Date.now() - started,
    timeByKind,
  };
};
