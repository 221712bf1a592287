import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** Stored support items for the desk's handler tests: the shapes support.repository.ts writes. */
export const ticketAt = '2026-03-10T12:00:00.000Z';

export const storedTicket = (overrides: Record<string, unknown> = {}) => ({
  pk: 'USER#user-1',
  sk: `TICKET#${ticketAt}#K7M2Q9XA`,
  kind: 'ticket',
  uid: 'user-1',
  id: 'K7M2Q9XA',
  asunto: 'No veo la PGU',
  mensaje: 'No aparece la PGU en mi panel.',
  status: 'abierto',
  createdAt: ticketAt,
  updatedAt: ticketAt,
  inboxPk: 'INBOX',
  inboxStatus: 'abierto',
  email: 'ana@example.cl',
  name: 'Ana Soto',
  rut: '15.234.567-4',
  searchText: 'no veo la pgu ana@example.cl 152345674 ana soto',
  ...overrides,
});

export const storedInsurance = (overrides: Record<string, unknown> = {}) => ({
  ...storedTicket(),
  sk: `INSURANCE#${ticketAt}#R3Q8W2NZ`,
  kind: 'insurance',
  id: 'R3Q8W2NZ',
  asunto: undefined,
  mensaje: undefined,
  insuranceType: 'cesantia',
  phone: '+56 9 1234 5678',
  ...overrides,
});

export const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

/** A stored subscription of `user-1`, as the billing table holds it: what decides priority support and assisted applications. */
export const storedSubscription = (plan: 'semestral' | 'anual', status: 'active' | 'past_due' | 'cancelled') => ({
  pk: 'USER#user-1',
  sk: 'SUBSCRIPTION',
  uid: 'user-1',
  plan,
  status,
  priceClp: plan === 'anual' ? 49_990 : 29_990,
  currentPeriodStart: '2026-01-10',
  currentPeriodEnd: plan === 'anual' ? '2027-01-10' : '2026-07-10',
  createdAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
});
