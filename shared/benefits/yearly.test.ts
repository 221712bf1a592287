import type { CalendarDate } from '../age';
import { evaluateBenefits } from './evaluate';
import type { BenefitResult } from './types';
import { missingMoney, moneyMissingPerYear, yearlyValue } from './yearly';

const today: CalendarDate = { year: 2026, month: 11, day: 22 };

const result = (overrides: Partial<BenefitResult>): BenefitResult => {
  const [base] = evaluateBenefits({ inRsh: true, rshTramo: 4, yearsResidentInChile: 40, isPensioner: false }, '1950-01-01', today);
  if (!base) throw new Error('no result');
  return { ...base, ...overrides };
};

describe('yearlyValue', () => {
  it('counts monthly ×12 (or the payments of the year), annual, one-off and per call once', () => {
    expect(yearlyValue({ amount: { value: 1_000, label: '' }, paymentsPerYear: 12 })).toBe(12_000);
    expect(yearlyValue({ amount: { value: 48_000, label: '' }, paymentsPerYear: 10 })).toBe(480_000);
    expect(yearlyValue({ amount: { value: 81_257, label: '' }, paymentsPerYear: 1 })).toBe(81_257);
    expect(yearlyValue({ amount: undefined, paymentsPerYear: 12 })).toBe(0);
  });

  it('gives every frequency its payments a year', () => {
    const results = evaluateBenefits({}, undefined, today);
    for (const each of results) expect(each.paymentsPerYear).toBe(each.frequency === 'mensual' ? each.paymentsPerYear : 1);
    expect(results.find((each) => each.id === 'subsidio-electrico')?.paymentsPerYear).toBe(1);
    expect(results.find((each) => each.id === 'pgu')?.paymentsPerYear).toBe(12);
  });
});

describe('missingMoney', () => {
  it('sums the likely benefits not received, largest first, and lists those without a peso figure apart', () => {
    const money = missingMoney([
      result({ id: 'a', name: 'A', status: 'likely', amount: { value: 10_000, label: '' }, paymentsPerYear: 12 }),
      result({ id: 'b', name: 'B', status: 'likely', amount: { value: 50_000, label: '', upperBound: true }, paymentsPerYear: 12 }),
      result({ id: 'c', name: 'C', status: 'maybe', amount: { value: 99_000, label: '' }, paymentsPerYear: 1 }),
      result({ id: 'd', name: 'D', status: 'likely', amount: undefined, amountText: 'Variable' }),
      result({ id: 'e', name: 'E', status: 'likely', amount: { value: 7_000, label: '' }, paymentsPerYear: 1 }),
    ]);
    expect(money.total).toBe(120_000 + 600_000 + 7_000);
    expect(money.lines.map((line) => line.id)).toEqual(['b', 'a', 'e']);
    expect(money.includesUpperBounds).toBe(true);
    expect(money.withoutAmount).toEqual([{ id: 'd', name: 'D', amountText: 'Variable' }]);
  });

  it('leaves out what the user marked "ya lo recibo"', () => {
    const likely = result({ id: 'a', status: 'likely', amount: { value: 10_000, label: '' }, paymentsPerYear: 12 });
    expect(missingMoney([likely], ['a']).total).toBe(0);
  });

  it('reads the received ids from the saved profile', () => {
    const profile = { inRsh: true, rshTramo: 4, yearsResidentInChile: 40, isPensioner: false };
    expect(moneyMissingPerYear(profile, '1950-01-01', today).lines.map((line) => line.id)).toContain('pgu');
    expect(moneyMissingPerYear({ ...profile, receivedBenefitIds: ['pgu'] }, '1950-01-01', today).lines.map((line) => line.id)).not.toContain('pgu');
  });
});
