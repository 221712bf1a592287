import { billingKeys } from '../../shared/data/keys';
import { env } from './env';

/**
 * The KPI counters: items of the billing table's KPI partition that billing (payments, plans,
 * applications), users (benefit coverage) and claims (the benefits funnel) ADD to, each in its own transactions. Here, below all three,
 * so that none imports another for it; their reads and writes are kpi-counters.repository.ts.
 */

/** A change of counters: ADD each delta to the counter item (`PAYMENTS#…`, `PLAN#…`, `BENEFIT#…`). */
export interface CounterDelta {
  sk: string;
  add: Record<string, number>;
}

/** The Update of one KPI counter item (ADD, so concurrent changes add up), for a repository's UpdateCommand or transaction. */
export const counterUpdate = (delta: CounterDelta) => {
  const entries = Object.entries(delta.add).filter(([, value]) => value !== 0);
  return {
    TableName: env().TABLE_BILLING,
    Key: { pk: billingKeys.kpi, sk: delta.sk },
    UpdateExpression: `ADD ${entries.map((_entry, index) => `#a${index} :a${index}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#a${index}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:a${index}`, value])),
  };
};
