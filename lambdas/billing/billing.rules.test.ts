import { parseIsoDate, type CalendarDate } from '../../shared/age';
import { addMonths, afterCancel, afterCharge, anchorDayOf, decide, isInBillingWindow, isRenewalDue, isUnpaidTooLong, periodEndFor, renewalPayment, type StoredSubscription } from './billing.rules';
import { aSubscription } from '../testing/billing';

const day = (iso: string): CalendarDate => parseIsoDate(iso) ?? { year: 0, month: 0, day: 0 };

const subscription = (overrides: Partial<StoredSubscription> = {}): StoredSubscription => aSubscription('user-1', overrides);

describe('the periods of the plans', () => {
  it('lasts six months for semestral and twelve for anual', () => {
    expect(periodEndFor('semestral', '2026-01-10')).toBe('2026-07-10');
    expect(periodEndFor('anual', '2026-01-10')).toBe('2027-01-10');
    expect(periodEndFor('semestral', '2026-09-01')).toBe('2027-03-01');
  });

  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('the first five days of each month', () => {
  it.each([
    ['2026-12-01', true],
    ['2026-12-05', true],
    ['2026-12-06', false],
    ['2026-12-31', false],
  ])('%s is in the billing window: %s', (date, expected) => {
    expect(isInBillingWindow(day(date))).toBe(expected);
  });

  it('makes a renewal due in the month its period ends, and not before', () => {
    const endsOn15December = subscription();
    expect(isRenewalDue(endsOn15December, day('2026-11-30'))).toBe(false);
    expect(isRenewalDue(endsOn15December, day('2026-12-01'))).toBe(true);
    // A run that was missed leaves it due later too.
    expect(isRenewalDue(endsOn15December, day('2027-01-02'))).toBe(true);
    expect(isRenewalDue(subscription({ status: 'cancelled' }), day('2026-12-01'))).toBe(false);
  });

  it('charges a due renewal on days 1 to 5 only, once a day', () => {
    const now = new Date('2026-12-03T12:00:00Z');
    expect(decide(subscription(), day('2026-12-01'), now)).toBe('charge');
    expect(decide(subscription(), day('2026-12-05'), now)).toBe('charge');
    expect(decide(subscription(), day('2026-12-06'), now)).toBe('none');
    expect(decide(subscription(), day('2026-11-03'), now)).toBe('none');
    expect(decide(subscription({ lastAttemptDate: '2026-12-03' }), day('2026-12-03'), now)).toBe('none');
    expect(decide(subscription({ lastAttemptDate: '2026-12-02' }), day('2026-12-03'), now)).toBe('charge');
  });
});

describe('what else the job decides', () => {
  const now = new Date('2026-12-08T10:00:00Z');
  it('settles a charge left in flight first, whatever the day or the past due', () => {
    const pendingCharge = { buyOrder: 'BC1', amountClp: 29_990, at: '2026-12-02T10:00:00.000Z' };
    expect(decide(subscription({ pendingCharge }), day('2026-12-08'), now)).toBe('settle');
    expect(decide(subscription({ pendingCharge, status: 'past_due', pastDueSince: '2026-12-01T10:00:00.000Z' }), day('2026-12-08'), now)).toBe('settle');
  });

  it('ends a subscription the user cancelled on its period end, never charging it', () => {
    expect(decide(subscription({ cancelAtPeriodEnd: true }), day('2026-12-02'), now)).toBe('none');
    expect(decide(subscription({ cancelAtPeriodEnd: true }), day('2026-12-14'), now)).toBe('none');
    expect(decide(subscription({ cancelAtPeriodEnd: true }), day('2026-12-15'), now)).toBe('end');
  });

  it('never charges the local demo subscriptions', () => {
    expect(decide(subscription({ demo: true }), day('2026-12-02'), now)).toBe('none');
    expect(decide(subscription(), day('2026-12-02'), now)).toBe('charge');
  });
});

describe('a paid renewal', () => {
  it('starts the next semestral period where the last one ended, at the current price, and clears a past due', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    const paid = afterCharge(subscription({ status: 'past_due', pastDueSince: '2026-12-01T10:00:00.000Z' }), 'paid', 31_990, now, day('2026-12-02'));
    expect(paid).toMatchObject({ status: 'active', priceClp: 31_990, currentPeriodStart: '2026-12-15', currentPeriodEnd: '2027-06-15', lastAttemptDate: '2026-12-02' });
    expect(paid).not.toHaveProperty('pastDueSince');
  });

  it('starts the next anual period twelve months on', () => {
    const annual = subscription({ plan: 'anual', priceClp: 49_990, currentPeriodStart: '2025-12-15', currentPeriodEnd: '2026-12-15' });
    const paid = afterCharge(annual, 'paid', 49_990, new Date('2026-12-01T10:00:00Z'), day('2026-12-01'));
    expect(paid).toMatchObject({ currentPeriodStart: '2026-12-15', currentPeriodEnd: '2027-12-15' });
    expect(renewalPayment(annual, 'paid', 49_990, new Date('2026-12-01T10:00:00Z'), 'BC0123456789abcdef01234567')).toEqual({
      uid: 'user-1',
      id: 'BC0123456789abcdef01234567',
      buyOrder: 'BC0123456789abcdef01234567',
      plan: 'anual',
      amountClp: 49_990,
      status: 'paid',
      at: '2026-12-01T10:00:00.000Z',
      periodStart: '2026-12-15',
      periodEnd: '2027-12-15',
    });
  });
});

describe('five days past due', () => {
  it('makes a failed charge past due from the first failure, and keeps that date on retries', () => {
    const first = afterCharge(subscription(), 'failed', 29_990, new Date('2026-12-01T10:00:00Z'), day('2026-12-01'));
    expect(first).toMatchObject({ status: 'past_due', pastDueSince: '2026-12-01T10:00:00.000Z', currentPeriodEnd: '2026-12-15' });
    const retry = afterCharge(first, 'failed', 29_990, new Date('2026-12-02T10:00:00Z'), day('2026-12-02'));
    expect(retry.pastDueSince).toBe('2026-12-01T10:00:00.000Z');
  });

  it('never suspends before five days after the payment was due: a renewal failed on 1 December for a period ending on the 15th is suspended on the 20th', () => {
    const pastDue = subscription({ status: 'past_due', pastDueSince: '2026-12-01T10:00:00.000Z', currentPeriodEnd: '2026-12-15' });
    expect(isUnpaidTooLong(pastDue, new Date('2026-12-06T10:00:00Z'))).toBe(false);
    expect(isUnpaidTooLong(pastDue, new Date('2026-12-19T15:00:00Z'))).toBe(false);
    expect(isUnpaidTooLong(pastDue, new Date('2026-12-20T15:00:00Z'))).toBe(true);
  });

  it('retries a past-due renewal within the window and cancels it once it is five days unpaid', () => {
    const pastDue = subscription({ status: 'past_due', pastDueSince: '2026-12-01T10:00:00.000Z', currentPeriodEnd: '2026-12-01' });
    expect(decide(pastDue, day('2026-12-04'), new Date('2026-12-04T10:00:00Z'))).toBe('charge');
    expect(isUnpaidTooLong(pastDue, new Date('2026-12-06T09:59:59Z'))).toBe(false);
    expect(decide(pastDue, day('2026-12-05'), new Date('2026-12-06T09:59:59Z'))).toBe('charge');
    expect(isUnpaidTooLong(pastDue, new Date('2026-12-06T10:00:00Z'))).toBe(true);
    expect(decide(pastDue, day('2026-12-06'), new Date('2026-12-06T10:00:00Z'))).toBe('cancel');
    // Outside the window it is not charged, but still cancelled when due.
    const lateFailure = subscription({ status: 'past_due', pastDueSince: '2026-12-05T10:00:00.000Z', currentPeriodEnd: '2026-12-01' });
    expect(decide(lateFailure, day('2026-12-08'), new Date('2026-12-08T10:00:00Z'))).toBe('none');
    expect(decide(lateFailure, day('2026-12-10'), new Date('2026-12-10T10:00:00Z'))).toBe('cancel');
  });

  it('cancels without a period change, and a cancelled subscription is left alone', () => {
    const cancelled = afterCancel(subscription({ status: 'past_due', pastDueSince: '2026-12-01T10:00:00.000Z', pendingCharge: { buyOrder: 'BC1', amountClp: 1, at: 'x' } }), new Date('2026-12-06T10:00:00Z'));
    expect(cancelled).not.toHaveProperty('pendingCharge');
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledAt: '2026-12-06T10:00:00.000Z', currentPeriodEnd: '2026-12-15' });
    expect(cancelled).not.toHaveProperty('pastDueSince');
    expect(decide(cancelled, day('2027-01-02'), new Date('2027-01-02T10:00:00Z'))).toBe('none');
  });
});

describe('periods anchored to their first day', () => {
  it('a plan taken on 31 August renews on 28 February, then on 31 August again: no drift through short months', () => {
    const subscription: StoredSubscription = {
      uid: 'u1',
      plan: 'semestral',
      status: 'active',
      priceClp: 29_990,
      currentPeriodStart: '2026-08-31',
      currentPeriodEnd: '2027-02-28',
      createdAt: '2026-08-31T15:00:00.000Z',
      updatedAt: '2026-08-31T15:00:00.000Z',
    };
    const renewed = afterCharge(subscription, 'paid', 29_990, new Date('2027-02-02T12:00:00Z'), { year: 2027, month: 2, day: 2 });
    expect(renewed).toMatchObject({ currentPeriodStart: '2027-02-28', currentPeriodEnd: '2027-08-31' });
    expect(renewalPayment(subscription, 'paid', 29_990, new Date('2027-02-02T12:00:00Z'), 'BC1')).toMatchObject({ periodStart: '2027-02-28', periodEnd: '2027-08-31' });
  });

  it('the anchor is the first charge\'s day in Chile: 23:30 on 31 January in Santiago is the 31st', () => {
    expect(anchorDayOf({ createdAt: '2027-02-01T02:30:00.000Z', currentPeriodStart: '2027-01-31' })).toBe(31);
  });
});
