import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@playwright/test';
import type { Plan, Subscription } from '../shared/admin';
import { billingKeys } from '../shared/data/keys';
import { LOCAL_PREFIX } from '../infra/local/config';
import { signInAsDemo } from './app-helpers';
import { e2eDynamo } from './support';

export { desktop, mobile, signIn } from './app-helpers';
export { expectNoAxeViolations } from './axe';

/** Helpers of the admin area's browser tests (e2e/admin-*.spec.ts). */

export const billingTable = `${LOCAL_PREFIX}-billing`;


export const signInAsAdmin = (page: Page): Promise<void> => signInAsDemo(page, 'admin');
export const signInAsClient = (page: Page): Promise<void> => signInAsDemo(page, 'client');

/** The users table (from 768 px on) and one of its rows, by the user's e-mail. */
export const usersTable = (page: Page) => page.getByTestId('users-table');
export const userRow = (page: Page, email: string) => usersTable(page).getByRole('row').filter({ hasText: email });

/** The value shown for a field of the detail (`data-field`). */
export const detailField = (page: Page, field: string) => page.locator(`[data-field="${field}"] dd`);

/**
 * Writes the billing table's KPI counter items as the billing job's counters would hold them
 * (`KPI` / `PAYMENTS#<YYYY-MM>` and `PLAN#<plan>`, lambdas/billing/billing.repository.ts): there is
 * no API that creates payments, and the e2e stack starts empty. Answers a function that removes them.
 */
export const putKpiCounters = async (counters: {
  months: readonly { month: string; count: number; revenue: number }[];
  plans: readonly { plan: Plan; active: number; pastDue: number }[];
}): Promise<() => Promise<void>> => {
  const keys: { pk: string; sk: string }[] = [];
  for (const { month, count, revenue } of counters.months) {
    const key = { pk: billingKeys.kpi, sk: billingKeys.paymentsMonth(month) };
    keys.push(key);
    await e2eDynamo.send(new PutCommand({ TableName: billingTable, Item: { ...key, count, revenue } }));
  }
  for (const { plan, active, pastDue } of counters.plans) {
    const key = { pk: billingKeys.kpi, sk: billingKeys.plan(plan) };
    keys.push(key);
    await e2eDynamo.send(new PutCommand({ TableName: billingTable, Item: { ...key, active, pastDue } }));
  }
  return async () => {
    for (const key of keys) await e2eDynamo.send(new DeleteCommand({ TableName: billingTable, Key: key }));
  };
};

/** A subscription item for a user, as the billing service stores it. */
export const putSubscription = async (subscription: Subscription): Promise<void> => {
  await e2eDynamo.send(new PutCommand({ TableName: billingTable, Item: { ...billingKeys.subscription(subscription.uid), ...subscription } }));
};
