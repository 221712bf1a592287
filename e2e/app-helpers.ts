import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccounts } from '../infra/local/config';
import { totpCode } from '../infra/local/testing/totp';
import { registerViaApi } from './support';

/** Helpers of the signed-in area's browser tests (e2e/app-*.spec.ts). */
export const mobile = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 900 };

/** Signs in through /login and waits for the dashboard. */
export const signIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficios que podrías cobrar' })).toBeVisible();
};

/**
 * Where a test that set up an account's second factor keeps its authenticator secret (under test-results/,
 * which each run starts empty), so that later sign-ins of that account answer Cognito's code.
 */
export const totpSecretFile = (email: string): string => join(__dirname, '..', 'test-results', `totp-${email.replace(/[^a-z0-9]+/gi, '_')}.txt`);

/**
 * Fills /login's form and sends it; an account with a second factor then gets the code step, answered
 * with its app's current code (the secret the test that set it up kept).
 */
export const submitSignIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  if (!existsSync(totpSecretFile(email))) return;
  await page.getByLabel('Código de verificación').fill(totpCode(readFileSync(totpSecretFile(email), 'utf8').trim()));
  await page.getByRole('button', { name: 'Verificar' }).click();
};

/** Where e2e/sessions.setup.ts keeps a demo account's session; under test-results/, which each run starts empty. */
export const sessionFile = (who: keyof typeof demoAccounts): string => join(__dirname, '..', 'test-results', `session-${who}.json`);

interface StoredSession {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * A demo account, signed in with the session e2e/sessions.setup.ts made through /login, on the dashboard:
 * for tests about what a signed-in user sees, not about signing in. The tokens go into this page's
 * localStorage from a same-origin response that loads no app (the health check), so the app starts signed in.
 */
export const signInAsDemo = async (page: Page, who: keyof typeof demoAccounts): Promise<void> => {
  const session = JSON.parse(readFileSync(sessionFile(who), 'utf8')) as StoredSession;
  await page.goto('/api/health');
  const origin = new URL(page.url()).origin;
  const entries = session.origins.find((stored) => stored.origin === origin)?.localStorage ?? [];
  if (entries.length === 0) throw new Error(`No session of the demo ${who} for ${origin} in ${sessionFile(who)}`);
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficios que podrías cobrar' })).toBeVisible();
};

/** A fresh client (Paula Muñoz, born 14-03-1992, not activated), signed in: for tests that change data. */
export const signInAsNewClient = async (page: Page, request: APIRequestContext, label: string, extra: Record<string, unknown> = {}) => {
  const account = await registerViaApi(request, label, extra);
  await signIn(page, account.email, account.password);
  return account;
};

/** The signed-in user's document, read from the API with the page's own token. */
export const readMe = async (page: Page, request: APIRequestContext): Promise<Record<string, unknown>> => {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    return key ? localStorage.getItem(key) : null;
  });
  const response = await request.get('/api/me', { headers: { authorization: `Bearer ${token ?? ''}` } });
  return (await response.json()) as Record<string, unknown>;
};

/** The card of one benefit on the dashboard (an article named by its heading). */
export const benefitCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/**
 * A benefit's card, shown and opened: its section's "Ver … más" pressed when it is not among the first
 * cards, and its "Ver detalles" opened (why, the open question, how to claim it, the official link).
 */
export const openBenefit = async (page: Page, name: string) => {
  const card = benefitCard(page, name);
  const more = page.getByRole('button', { name: /^Ver \d+ .+ más$/ });
  await expect(card.or(more).first()).toBeVisible();
  while (!(await card.isVisible()) && (await more.count()) > 0) await more.first().click();
  const details = card.getByTestId('benefit-details');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  return card;
};

/** A real 1×1 PNG. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFgwJ/lK3QnQAAAABJRU5ErkJggg==', 'base64');
