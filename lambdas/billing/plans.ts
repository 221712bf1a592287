import * as z from 'zod';
import type { Plan } from '../../shared/admin';

/**
 * The plan catalogue's prices, in CLP, from configuration (the terms name the plans but not their
 * prices): PLAN_PRICE_SEMESTRAL_CLP and PLAN_PRICE_ANUAL_CLP, with these defaults. Validated once,
 * on first use, and loudly.
 */
export const DEFAULT_PLAN_PRICES_CLP: Record<Plan, number> = { semestral: 29_990, anual: 49_990 };

const priceSchema = (fallback: number) => z.coerce.number().int().positive().max(100_000_000).default(fallback);
const planPricesSchema = z.object({
  PLAN_PRICE_SEMESTRAL_CLP: priceSchema(DEFAULT_PLAN_PRICES_CLP.semestral),
  PLAN_PRICE_ANUAL_CLP: priceSchema(DEFAULT_PLAN_PRICES_CLP.anual),
});

let cached: Record<Plan, number> | undefined;

export const planPrices = (): Record<Plan, number> => {
  if (!cached) {
    const blankToUndefined = (value: string | undefined) => (value === '' ? undefined : value);
    const parsed = planPricesSchema.safeParse({
      PLAN_PRICE_SEMESTRAL_CLP: blankToUndefined(process.env.PLAN_PRICE_SEMESTRAL_CLP),
      PLAN_PRICE_ANUAL_CLP: blankToUndefined(process.env.PLAN_PRICE_ANUAL_CLP),
    });
    if (!parsed.success) throw new Error(`Invalid plan prices: ${z.prettifyError(parsed.error)}`);
    cached = { semestral: parsed.data.PLAN_PRICE_SEMESTRAL_CLP, anual: parsed.data.PLAN_PRICE_ANUAL_CLP };
  }
  return cached;
};

/** For tests: read the configuration again. */
export const resetPlanPrices = (): void => {
  cached = undefined;
};
