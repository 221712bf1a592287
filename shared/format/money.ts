/**
 * Amounts and counts as Chile writes them: whole pesos with a dollar sign and thousands dots
 * (`$15.000`, `$1.990`, `-$2.500`), never shortened (`$15 k`); counts with thousands dots (`1.234`).
 * Written by hand rather than with Intl: es-CL leaves four-digit numbers without their dot.
 */
const withDots = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A count: `1.234`; rounded to a whole number. */
export const formatCount = (value: number): string => {
  if (!Number.isFinite(value)) return '—';
  const whole = Math.round(value);
  return `${whole < 0 ? '-' : ''}${withDots(Math.abs(whole))}`;
};

/** Pesos: `$15.000`; Chilean pesos have no cents, so a fraction is rounded. */
export const formatClp = (value: number): string => {
  if (!Number.isFinite(value)) return '—';
  const whole = Math.round(value);
  return `${whole < 0 ? '-' : ''}$${withDots(Math.abs(whole))}`;
};
