import { BatchGetCommand, BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Payment, Plan, SubscriptionStatus } from '../../shared/admin';
import { todayInChile, toIsoDate, type CalendarDate } from '../../shared/age';
import { authKeys, billingKeys } from '../../shared/data/keys';
import { checkDigit } from '../../shared/rut';
import type { UserDocument } from '../../shared/user';
import { planPriceClp } from '../../shared/plans';
import { addToCounters, paymentItem, subscriptionItem, type CounterDelta } from '../../lambdas/billing/billing.repository';
import { addMonths, BILLING_WINDOW_LAST_DAY, periodEndFor, yearMonth, type StoredSubscription } from '../../lambdas/billing/billing.rules';
import { dynamo } from '../../lambdas/lib/clients/dynamo';
import { env } from '../../lambdas/lib/env';
import { toUserItem } from '../../lambdas/users/users.repository';

/**
 * Fills the local stack with realistic Chilean users for the admin area and its figures: user
 * documents with their e-mail and RUT claims (documents only: no Cognito account, since cognito-local
 * keeps every user in one JSON file), subscriptions that follow the billing rules, about two payments
 * each over the past months, and the KPI counters that count them. BatchWrite in parallel chunks.
 * Needs the functions' environment (TABLE_*), as the ops scripts set it.
 */

const firstNames = [
  'Sofía', 'Isidora', 'Agustina', 'Emilia', 'Florencia', 'Josefa', 'Trinidad', 'Antonella', 'Martina', 'Catalina', 'Valentina', 'Javiera',
  'Constanza', 'Camila', 'Francisca', 'Fernanda', 'Daniela', 'Carolina', 'María José', 'Paula', 'Macarena', 'Bárbara', 'Ignacia', 'Antonia',
  'Benjamín', 'Vicente', 'Martín', 'Matías', 'Joaquín', 'Agustín', 'Tomás', 'Cristóbal', 'Maximiliano', 'Sebastián', 'Diego', 'Nicolás',
  'Felipe', 'Ignacio', 'José', 'Juan Pablo', 'Francisco', 'Rodrigo', 'Gonzalo', 'Claudio', 'Andrés', 'Pablo', 'Cristián', 'Jorge', 'Luis',
  'Carlos', 'Alejandro', 'Héctor', 'Patricio', 'Álvaro', 'Bastián', 'Renato',
];
const surnames = [
  'González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda', 'Morales', 'Rodríguez', 'López',
  'Fuentes', 'Hernández', 'Torres', 'Araya', 'Flores', 'Espinoza', 'Valenzuela', 'Castillo', 'Tapia', 'Reyes', 'Gutiérrez', 'Castro',
  'Pizarro', 'Álvarez', 'Vásquez', 'Sánchez', 'Fernández', 'Ramírez', 'Carrasco', 'Gómez', 'Cortés', 'Herrera', 'Núñez', 'Jara', 'Vergara',
  'Rivera', 'Figueroa', 'Riquelme', 'García', 'Miranda', 'Bravo', 'Vera', 'Molina', 'Vega', 'Campos', 'Sandoval', 'Orellana', 'Cárdenas',
  'Olivares', 'Alarcón', 'Gallardo', 'Ortiz', 'Garrido', 'Salazar', 'Guzmán', 'Henríquez', 'Saavedra', 'Navarro', 'Aguilera', 'Parra',
  'Romero', 'Aravena', 'Vidal', 'Moreno', 'Peña', 'Cáceres', 'Yáñez', 'Ibáñez', 'Lagos', 'Quezada', 'Poblete', 'Cifuentes', 'Bustos',
];
/** Reserved example domains (RFC 2606): nobody receives these, and the seed never mails anyway. */
const domains = ['example.com', 'example.org', 'example.net'];

/** A small seeded PRNG (mulberry32): the same sequence numbers give the same people. */
const random = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
};
type Random = ReturnType<typeof random>;

const emailPart = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/**
 * RUT bodies of adults (6,000,000 to 24,999,999), one per sequence number: a multiplicative
 * permutation of the range, so that sequence numbers never share a RUT.
 */
const RUT_BASE = 6_000_000;
const RUT_SPAN = 19_000_000;
const RUT_STRIDE = 7_919;
const rutFor = (sequence: number): string => {
  const body = String(RUT_BASE + ((sequence * RUT_STRIDE) % RUT_SPAN));
  return `${body}-${checkDigit(body)}`;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);
const atOn = (isoDate: string, rng: Random) => `${isoDate}T${String(rng.int(10, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}.000Z`;

export interface SeededUser {
  user: UserDocument;
  subscription?: StoredSubscription;
  payments: Payment[];
}

/** One person, and their subscription and payments, consistent with the billing rules as of `now`. */
export const seededUser = (sequence: number, now: Date, uid: string): SeededUser => {
  const rng = random(sequence * 2_654_435_761);
  const today: CalendarDate = todayInChile(now);
  const firstName = rng.pick(firstNames);
  const paternal = rng.pick(surnames);
  const lastName = `${paternal} ${rng.pick(surnames)}`;
  const birthDate = toIsoDate({ year: today.year - rng.int(19, 79), month: rng.int(1, 12), day: rng.int(1, 28) });
  const email = `${emailPart(firstName)}.${emailPart(paternal)}${sequence}@${rng.pick(domains)}`;
  const prices = { semestral: planPriceClp('semestral'), anual: planPriceClp('anual') };

  let subscription: StoredSubscription | undefined;
  const payments: Payment[] = [];
  let createdAt = new Date(now.getTime() - rng.int(1, 730) * DAY_MS - rng.int(0, DAY_MS - 1));

  if (rng.chance(0.9)) {
    const plan: Plan = rng.chance(0.65) ? 'semestral' : 'anual';
    const periodDays = plan === 'semestral' ? 182 : 365;
    // The current period started in the last period's length; 1 to 3 periods were paid, mostly 2.
    let currentStart = isoDay(daysBefore(now, rng.int(0, periodDays - 1)));
    let periods = rng.chance(0.2) ? 1 : rng.chance(0.85) ? 2 : 3;
    const roll = rng.next();
    const status: SubscriptionStatus = roll < 0.03 ? 'past_due' : roll < 0.07 ? 'cancelled' : 'active';
    if (status === 'past_due') {
      // Its renewal fell due this month and the charge failed: the period ends this month.
      currentStart = addMonths(`${yearMonth(today)}-${String(rng.int(1, 28)).padStart(2, '0')}`, -(plan === 'semestral' ? 6 : 12));
    } else if (yearMonth(periodEndFor(plan, currentStart)) <= yearMonth(today) && (status === 'cancelled' || today.day > BILLING_WINDOW_LAST_DAY)) {
      // This month's window already renewed it.
      currentStart = periodEndFor(plan, currentStart);
      periods += 1;
    }
    const firstStart = addMonths(currentStart, -(periods - 1) * (plan === 'semestral' ? 6 : 12));
    createdAt = new Date(Date.parse(`${firstStart}T12:00:00.000Z`) - rng.int(0, 20) * DAY_MS);
    let start = firstStart;
    for (let index = 0; index < periods; index += 1) {
      // The first payment at sign-up; each renewal in the first five days of the month its previous period ended.
      const chargedOn = index === 0 ? start : `${start.slice(0, 8)}${String(rng.int(1, Math.min(BILLING_WINDOW_LAST_DAY, Number(start.slice(8, 10))))).padStart(2, '0')}`;
      const at = atOn(chargedOn, rng);
      if (Date.parse(at) <= now.getTime()) {
        payments.push({ uid, id: `seed-${start}`, plan, amountClp: prices[plan], status: 'paid', at, periodStart: start, periodEnd: periodEndFor(plan, start) });
      }
      start = periodEndFor(plan, start);
    }
    const currentEnd = periodEndFor(plan, currentStart);
    const updatedAt = payments.at(-1)?.at ?? createdAt.toISOString();
    // Demo data of the local stack only: no card, so the billing job never charges it (billing.rules.ts `decide`).
    subscription = { uid, plan, status: 'active', priceClp: prices[plan], currentPeriodStart: currentStart, currentPeriodEnd: currentEnd, createdAt: `${firstStart}T12:00:00.000Z`, updatedAt, demo: true };
    if (status === 'past_due') {
      const pastDueSince = new Date(now.getTime() - rng.int(0, 4 * DAY_MS));
      payments.push({ uid, id: `seed-${currentEnd}-failed`, plan, amountClp: prices[plan], status: 'failed', at: pastDueSince.toISOString(), periodStart: currentEnd, periodEnd: periodEndFor(plan, currentEnd) });
      subscription = { ...subscription, status, pastDueSince: pastDueSince.toISOString(), updatedAt: pastDueSince.toISOString() };
    } else if (status === 'cancelled') {
      const cancelledAt = new Date(Math.max(Date.parse(updatedAt), now.getTime() - rng.int(1, 60) * DAY_MS)).toISOString();
      subscription = { ...subscription, status, cancelledAt, updatedAt: cancelledAt };
    }
  }

  const user: UserDocument = {
    uid,
    firstName,
    lastName,
    rut: rutFor(sequence),
    birthDate,
    email,
    userType: 'client',
    uniqueChileanPasswordConnection: rng.chance(0.55),
    socialHomeRegister: rng.chance(0.4),
    createdAt: createdAt.toISOString(),
    activated: rng.chance(0.92),
    provider: 'password',
    ...(rng.chance(0.07) ? { signupIntent: 'enterprise' as const } : {}),
  };
  return { user, subscription, payments };
};

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } };

/** BatchWriteItem of up to 25 items, retrying what DynamoDB leaves unprocessed. */
const batchWrite = async (tableName: string, requests: WriteRequest[]): Promise<void> => {
  let pending = requests;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 10) throw new Error(`BatchWrite to ${tableName} left ${pending.length} items unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
    pending = (result.UnprocessedItems?.[tableName] ?? []) as WriteRequest[];
  }
};

/** Which of these uniqueness keys are already claimed (a real account's e-mail or RUT is never overwritten). */
const claimedKeys = async (keys: { pk: string; sk: string }[]): Promise<Set<string>> => {
  const claimed = new Set<string>();
  const table = env().TABLE_AUTH;
  for (let index = 0; index < keys.length; index += 100) {
    let pending: Record<string, unknown>[] = keys.slice(index, index + 100);
    for (let attempt = 0; pending.length > 0 && attempt < 10; attempt += 1) {
      const result = await dynamo.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ProjectionExpression: 'pk' } } }));
      for (const item of result.Responses?.[table] ?? []) claimed.add(String(item.pk));
      pending = result.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return claimed;
};

/** Reserves `count` sequence numbers (an atomic counter in the auth table): runs never repeat a person. */
const reserveSequence = async (count: number): Promise<number> => {
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: env().TABLE_AUTH,
      Key: { pk: 'SEED#SEQUENCE', sk: 'USERS' },
      UpdateExpression: 'ADD #next :count',
      ExpressionAttributeNames: { '#next': 'next' },
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.next ?? count) - count;
};

export interface SeedResult {
  users: number;
  subscriptions: number;
  payments: number;
  skipped: number;
  seconds: number;
}

export interface SeedOptions {
  count: number;
  now?: Date;
  /** Chunks written at once. */
  concurrency?: number;
  onProgress?: (done: number) => void;
}

const CHUNK_USERS = 100;
const WRITES_PER_CHUNK = 4;

export const seedUsers = async (options: SeedOptions): Promise<SeedResult> => {
  const started = Date.now();
  const now = options.now ?? new Date();
  const first = await reserveSequence(options.count);
  const result: SeedResult = { users: 0, subscriptions: 0, payments: 0, skipped: 0, seconds: 0 };
  const paymentMonths = new Map<string, { count: number; revenue: number }>();
  const planCounts = new Map<Plan, { active: number; pastDue: number }>();
  const runId = now.getTime().toString(36);

  const writeChunk = async (from: number, to: number) => {
    const people = Array.from({ length: to - from }, (_unused, offset) => seededUser(first + from + offset, now, `seed-${runId}-${first + from + offset}`));
    const claimed = await claimedKeys(people.flatMap(({ user }) => [authKeys.uniqueEmail(user.email), authKeys.uniqueRut(user.rut)]));
    const kept = people.filter(({ user }) => !claimed.has(authKeys.uniqueEmail(user.email).pk) && !claimed.has(authKeys.uniqueRut(user.rut).pk));
    result.skipped += people.length - kept.length;
    const users: WriteRequest[] = kept.map(({ user }) => ({ PutRequest: { Item: { ...toUserItem(user) } } }));
    const claims = kept.flatMap(({ user }) => [authKeys.uniqueEmail(user.email), authKeys.uniqueRut(user.rut)].map((key) => ({ PutRequest: { Item: { ...key, uid: user.uid } } })));
    const billing = kept.flatMap(({ subscription, payments }) => [
      ...(subscription ? [{ PutRequest: { Item: subscriptionItem(subscription) } }] : []),
      ...payments.map((payment) => ({ PutRequest: { Item: paymentItem(payment) } })),
    ]);
    const batches: [string, WriteRequest[]][] = [];
    for (const [table, requests] of [[env().TABLE_USERS, users], [env().TABLE_AUTH, claims], [env().TABLE_BILLING, billing]] as const) {
      for (let index = 0; index < requests.length; index += 25) batches.push([table, requests.slice(index, index + 25)]);
    }
    // A few batches of a chunk at a time: the chunks themselves run in parallel.
    for (let index = 0; index < batches.length; index += WRITES_PER_CHUNK) {
      await Promise.all(batches.slice(index, index + WRITES_PER_CHUNK).map(([table, requests]) => batchWrite(table, requests)));
    }
    for (const { subscription, payments } of kept) {
      result.users += 1;
      for (const payment of payments) {
        result.payments += 1;
        if (payment.status !== 'paid') continue;
        const month = paymentMonths.get(payment.at.slice(0, 7)) ?? { count: 0, revenue: 0 };
        month.count += 1;
        month.revenue += payment.amountClp;
        paymentMonths.set(payment.at.slice(0, 7), month);
      }
      if (subscription) {
        result.subscriptions += 1;
        const counts = planCounts.get(subscription.plan) ?? { active: 0, pastDue: 0 };
        if (subscription.status === 'active') counts.active += 1;
        if (subscription.status === 'past_due') counts.pastDue += 1;
        planCounts.set(subscription.plan, counts);
      }
    }
    options.onProgress?.(result.users);
  };

  const chunks: [number, number][] = [];
  for (let from = 0; from < options.count; from += CHUNK_USERS) chunks.push([from, Math.min(options.count, from + CHUNK_USERS)]);
  let next = 0;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) await writeChunk(...chunk);
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, chunks.length) }, worker));

  // The KPI counters, as the events would have kept them.
  const deltas: CounterDelta[] = [
    ...[...paymentMonths].map(([month, counts]) => ({ sk: billingKeys.paymentsMonth(month), add: counts })),
    ...[...planCounts].map(([plan, counts]) => ({ sk: billingKeys.plan(plan), add: counts })),
  ];
  await addToCounters(deltas);
  result.seconds = (Date.now() - started) / 1000;
  return result;
};
