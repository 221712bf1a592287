import { formatClp, formatCount } from './money';

describe('money and counts, as Chile writes them', () => {
  it('writes pesos with a dollar sign and thousands dots, never shortened', () => {
    expect(formatClp(15_000)).toBe('$15.000');
    expect(formatClp(1_990)).toBe('$1.990');
    expect(formatClp(1_234_567_890)).toBe('$1.234.567.890');
    expect(formatClp(999)).toBe('$999');
    expect(formatClp(0)).toBe('$0');
  });

  it('rounds to whole pesos and puts the sign before the dollar', () => {
    expect(formatClp(1499.5)).toBe('$1.500');
    expect(formatClp(-2_500)).toBe('-$2.500');
    expect(formatClp(-0.4)).toBe('$0');
  });

  it('shows a dash for what is not an amount', () => {
    expect(formatClp(Number.NaN)).toBe('—');
    expect(formatClp(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatCount(Number.NaN)).toBe('—');
  });

  it('writes counts with thousands dots from four digits on', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1_234)).toBe('1.234');
    expect(formatCount(100_000)).toBe('100.000');
    expect(formatCount(-1_000)).toBe('-1.000');
  });
});
