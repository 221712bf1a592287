import { axeViolations } from './axe';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoAccounts } from '../infra/local/config';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { benefitIds } from '../shared/benefits/ids';
import { retiredHousehold } from '../shared/benefits/households.fixtures';
import { PENDING_CHECK_KEY } from '../web/src/features/benefits/pending-check-key';
import { billingKeys } from '../shared/data/keys';
import { billingTable, putKpiCounters, putSubscription } from './admin-helpers';
import { submitSignIn } from './app-helpers';
import { e2eStack } from './stack';
import { activateViaMail, e2eDynamo, registerCompanyViaApi, registerViaApi } from './support';

/**
 * Every page of the web app's route table, as each kind of user that may see it, at a 390 px phone
 * and at desktop width: no horizontal overflow, no table that drops or cuts a column, no page error,
 * no axe violation (colour contrast included), and no raw code or English word a person would read.
 * The accounts have the longest names a person types (a 60-character e-mail, company name and offer
 * title). A page added to web/src/app/routes.tsx without a visit here fails the first test.
 */
test.describe.configure({ timeout: 600_000 });

type Kind = 'anonymous' | 'client' | 'company' | 'admin';
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** The client, who is also the student, and the company's two offers: the one applied to has a title of 60 characters. */
const studentName = 'Rosa González Pérez';
const appliedTitle = 'Práctica en marketing digital y redes sociales de la empresa';
const reportedTitle = 'Práctica en atención de clientes';

/** What the pages are visited with: made once in beforeAll. */
interface Fixture {
  clientUid: string;
  /** No account has it: the activation page shows its error and stays. */
  unknownUid: string;
  ticketId: string;
  /** The client's paid charge: its receipt page. */
  paymentId: string;
  /** The company's published offer the client applied to: its applicants and edit pages. */
  appliedOfferId: string;
  /** Another published offer of the company, reported by the client: its apply page, and the admin's moderation list. */
  openOfferId: string;
}

/**
 * Each page of the route table by its route id: the URL to visit, who may see it, and for a page of
 * the internships' data what it must show (the setup's offers and application, not an error or an empty state).
 */
const visits = (fixture: Fixture): Record<string, { url: string; kinds: readonly Kind[]; shows?: string | Partial<Record<Kind, string>> }> => ({
  landing: { url: '/', kinds: ['anonymous', 'client', 'company', 'admin'] },
  terms: { url: '/terms', kinds: ['anonymous', 'client', 'company'] },
  check: { url: '/revisa', kinds: ['anonymous'] },
  login: { url: '/login', kinds: ['anonymous'] },
  register: { url: '/register', kinds: ['anonymous'] },
  activate: { url: `/activate/${fixture.unknownUid}`, kinds: ['anonymous'] },
  'recovery-password': { url: '/recovery-password', kinds: ['anonymous'] },
  'set-new-password': { url: `/set-new-password/${fixture.clientUid}?token=caducado`, kinds: ['anonymous'] },
  'reminders-unsubscribe': { url: '/reminders/unsubscribe?token=caducado', kinds: ['anonymous', 'client'] },
  'job-alerts-unsubscribe': { url: '/alertas/baja#token=caducado', kinds: ['anonymous', 'client'] },
  dashboard: { url: '/dashboard', kinds: ['client', 'admin'] },
  'registro-social-hogares': { url: '/registrosocialhogares', kinds: ['client', 'admin'] },
  seguros: { url: '/seguros', kinds: ['client', 'admin'] },
  support: { url: '/support', kinds: ['client', 'company', 'admin'] },
  'support-ticket': { url: `/support/tickets/${fixture.ticketId}`, kinds: ['client'] },
  'profile-index': { url: '/profile', kinds: ['client', 'company'] },
  'profile-info': { url: '/profile/info', kinds: ['client', 'company', 'admin'] },
  'profile-plan': { url: '/profile/plan', kinds: ['client', 'company', 'admin'] },
  'profile-receipt': { url: `/profile/plan/comprobantes/${fixture.paymentId}`, kinds: ['client'] },
  'admin-index': { url: '/admin', kinds: ['admin'] },
  'admin-users': { url: '/admin/users', kinds: ['admin'] },
  'admin-user': { url: `/admin/users/${fixture.clientUid}`, kinds: ['admin'] },
  'admin-user-edit': { url: `/admin/users/${fixture.clientUid}/edit`, kinds: ['admin'] },
  'admin-kpis': { url: '/admin/kpis', kinds: ['admin'] },
  'admin-support': { url: '/admin/support', kinds: ['admin'] },
  'admin-support-item': { url: `/admin/support/${fixture.clientUid}/${fixture.ticketId}`, kinds: ['admin'] },
  'admin-internships': { url: '/admin/internships', kinds: ['admin'], shows: reportedTitle },
  // The internships: the public listing, a person's student pages, a company's area.
  internships: { url: '/internships/', kinds: ['anonymous', 'client', 'company', 'admin'], shows: appliedTitle },
  'intern-dashboard': { url: '/intern/dashboard/', kinds: ['client', 'admin'], shows: { client: appliedTitle } },
  'intern-applications': { url: '/intern/myapplications/', kinds: ['client', 'admin'], shows: { client: appliedTitle } },
  'intern-application': { url: `/intern/myapplications/${fixture.appliedOfferId}`, kinds: ['client'], shows: appliedTitle },
  'intern-alerts': { url: '/intern/alertas?area=comunicaciones', kinds: ['client', 'admin'] },
  'internship-apply': { url: `/intern/postular/${fixture.openOfferId}`, kinds: ['client'], shows: reportedTitle },
  'company-dashboard': { url: '/company/dashboard/', kinds: ['company'], shows: studentName },
  'company-offers': { url: '/company/myinternships', kinds: ['company'], shows: appliedTitle },
  'company-offer-new': { url: '/company/myinternships/new', kinds: ['company'] },
  'company-offer-edit': { url: `/company/myinternships/${fixture.appliedOfferId}/edit`, kinds: ['company'], shows: appliedTitle },
  'company-applicants': { url: `/company/myinternships/${fixture.appliedOfferId}`, kinds: ['company'], shows: studentName },
  'company-page': { url: '/company/page', kinds: ['company'] },
  'company-applications': { url: '/company/postulantes', kinds: ['company'], shows: studentName },
  'interns-search': { url: '/interns/', kinds: ['company'], shows: studentName },
});


/** Text a person must never read: codes, internals and English words. Matched as whole words, case-sensitive. */
const forbiddenWords = [
  // Event and audit codes, API fields, provider states.
  'support.status-changed',
  'support.replied',
  'payment.paid',
  'payment.failed',
  'payment.refunded',
  'subscription.cancel-requested',
  'subscription.changed',
  'amountClp',
  'priceClp',
  'CONFIRMED',
  'UNCONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'EXTERNAL_PROVIDER',
  'past_due',
  'en-proceso',
  'undefined',
  'null',
  'NaN',
  'true',
  'false',
  'Invalid Date',
  '[object Object]',
  // English a Chilean reader would stumble on.
  'Loading',
  'Submit',
  'Cancel',
  'Close',
  'Search',
  'Delete',
  'Save',
  'Next',
  'Previous',
  'Back',
  'Sign in',
  'Sign out',
  'Logout',
  'Email',
  'Password',
  'Profile',
  'Settings',
  'User',
  'Status',
];

/** Patterns of what a person must never read, each with what it catches. */
const forbiddenPatterns: readonly [RegExp, string][] = [
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/, 'an internal id (uuid)'],
  [/\b[a-z]+\.[a-z]+(?:-[a-z]+)+\b/, 'a dotted event code'],
  [/\b\d{1,2}-\d{1,2}-\d{2}\b(?!\d|-)/, 'a date with a two-digit year'],
  [/\$\s?\d+(?:[.,]\d+)?\s?(?:k|K|mil|M)\b/, 'a shortened amount'],
  [/\b1 (?:suscripciones|usuarios|personas|solicitudes|tickets|pagos|beneficios|meses|días|respuestas)\b/, 'a plural after 1'],
  [/\bEntre (\S+ de \d{4}) y \1\b/, 'a range of one month'],
  [/\b\d{7,8}-[\dkK]\b/, 'a RUT without dots'],
];

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (word: string): RegExp => new RegExp(`(?<![\\w-])${escape(word)}(?![\\w-])`);

/** The route ids of web/src/app/routes.tsx that are pages: a path or an index, and a module of its own (a layout has children instead). */
const pageRouteIds = (): string[] => {
  const source = readFileSync(join(__dirname, '../web/src/app/routes.tsx'), 'utf8');
  return [...source.matchAll(/\{\s*id: '([^']+)',\s*(?:path|index)\b[^\n]*\blazy:/g)].map((match) => match[1] ?? '');
};

const statePath = (kind: Kind): string => join(test.info().project.outputDir, `crawl-${kind}.json`);

const tokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    return (key ? localStorage.getItem(key) : null) ?? '';
  });

/** Signs in once through /login and keeps the session (Amplify's tokens in localStorage) for every later context. */
const signInOnce = async (browser: Browser, kind: Exclude<Kind, 'anonymous'>, email: string, password: string): Promise<string> => {
  const context = await browser.newContext({ baseURL: e2eStack.baseUrl, locale: 'es-CL', timezoneId: 'America/Santiago' });
  const page = await context.newPage();
  await page.goto('/login');
  await submitSignIn(page, email, password);
  // Each kind lands on its home: a company on its panel, a person (and an admin) on the benefits dashboard.
  await expect(page).toHaveURL(kind === 'company' ? /\/company\/dashboard\/$/ : /\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const token = await tokenOf(page);
  await context.storageState({ path: statePath(kind) });
  await context.close();
  return token;
};

/** A 60-character company name, as long as a razón social gets. */
const companyName = 'Sociedad Panificadora y Pastelera Los Aromos del Valle Ltda.';
let fixture: Fixture;
let removeCounters: (() => Promise<void>) | undefined;

test.beforeAll(async ({ browser, request }) => {
  // Three sign-ins through the page and a few dozen API calls: more than a test's default time on two shared cores.
  test.setTimeout(180_000);
  // A person with two surnames and an accent and a 60-character e-mail (not activated: the profile shows it in its
  // notice), a ticket answered by the team, and one month of KPIs with one payment.
  const client = await registerViaApi(request, 'correoelectronicomuylargoderosagonzalezperez', { firstName: 'Rosa', lastName: 'González Pérez' });
  expect(client.email.length).toBeGreaterThanOrEqual(60);
  const clientToken = await signInOnce(browser, 'client', client.email, client.password);
  const adminToken = await signInOnce(browser, 'admin', demoAccounts.admin.email, demoAccounts.admin.password);
  const opened = await request.post('/api/support/tickets', {
    headers: { authorization: `Bearer ${clientToken}` },
    data: { asunto: 'Bono Invierno', mensaje: 'No sé si me corresponde el Bono Invierno este año.' },
  });
  expect(opened.status()).toBe(201);
  const ticketId = ((await opened.json()) as { id: string }).id;
  const replied = await request.post(`/api/admin/support/items/${client.uid}/${ticketId}/replies`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { mensaje: 'Hola: sí te corresponde; se paga en mayo.' },
  });
  expect(replied.status()).toBe(201);
  // A paid plan with its charge, as the billing job stores them: the plan page and the admin's payments table show them.
  const now = new Date();
  const month = now.toISOString().slice(0, 7);
  const periodStart = now.toISOString().slice(0, 10);
  const periodEnd = new Date(now.getTime() + 182 * 86_400_000).toISOString().slice(0, 10);
  await putSubscription({ uid: client.uid, plan: 'semestral', status: 'active', priceClp: 15_000, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, createdAt: now.toISOString(), updatedAt: now.toISOString(), card: { cardType: 'Visa', last4: '6623' } });
  const payment = { uid: client.uid, id: randomUUID(), plan: 'semestral' as const, amountClp: 15_000, status: 'paid' as const, at: now.toISOString(), periodStart, periodEnd, buyOrder: 'O-20261126-000123', authorizationCode: '1213' };
  await e2eDynamo.send(new PutCommand({ TableName: billingTable, Item: { ...billingKeys.payment(payment), ...payment } }));
  removeCounters = await putKpiCounters({ months: [{ month, count: 1, revenue: 15_000 }], plans: [{ plan: 'semestral', active: 1, pastDue: 0 }] });

  // An activated company with the company plan (its candidate search) and two published offers, one paid and one not.
  const company = await registerCompanyViaApi(request, 'recorridoempresa', { legalName: companyName });
  await activateViaMail(request, company.email);
  const companyToken = await signInOnce(browser, 'company', company.email, company.password);
  const asCompany = { authorization: `Bearer ${companyToken}` };
  await putSubscription({ uid: company.uid, plan: 'anual', status: 'active', priceClp: 100_000, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, createdAt: now.toISOString(), updatedAt: now.toISOString(), card: { cardType: 'Visa', last4: '6623' } });
  const inDays = (days: number): string => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const publish = async (title: string, extra: Record<string, unknown>): Promise<string> => {
    const offer = {
      title,
      area: 'comunicaciones',
      career: 'Publicidad o Ingeniería Comercial',
      description: 'Apoyarás al equipo en redes sociales, campañas y el sitio web de la panadería, con una persona que te acompaña.',
      requirements: 'Estudiante de Publicidad o Marketing, con ganas de aprender.',
      modality: 'hibrida',
      region: 'Valparaíso',
      comuna: 'Viña del Mar',
      durationMonths: 3,
      startDate: inDays(40),
      vacancies: 2,
      deadline: inDays(20),
      stipendClp: 400_000,
      ...extra,
    };
    const created = await request.post('/api/company/offers', { headers: asCompany, data: { offer, publish: true } });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { offerId: string }).offerId;
  };
  const appliedOfferId = await publish(appliedTitle, {});
  const openOfferId = await publish(reportedTitle, { area: 'administracion', modality: 'remota', region: undefined, comuna: undefined, stipendClp: null, vacancies: 1 });

  // The client as a student, visible to companies: profile, a CV, an application the company is reviewing, a report.
  // The candidate search lists students by career, 20 a page, and other browser tests leave visible students
  // behind (interns-search adds 21 of "Oceanografía"): a career sorted first keeps the client on the first page.
  const asClient = { authorization: `Bearer ${clientToken}` };
  const profile = await request.put('/api/intern/profile', {
    headers: asClient,
    data: { institution: 'Universidad de Valparaíso', career: 'Administración Pública', year: 3, phone: '+56 9 8765 4321', region: 'Valparaíso', visibleToCompanies: true },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const cv = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const uploadUrl = await request.post('/api/intern/profile/cv/upload-url', { headers: asClient, data: { contentType: 'application/pdf', size: cv.length, fileName: 'CV Rosa González.pdf' } });
  expect(uploadUrl.status(), await uploadUrl.text()).toBe(200);
  const upload = (await uploadUrl.json()) as { url: string; fields: Record<string, string>; key: string };
  const stored = await request.post(upload.url, { multipart: { ...upload.fields, file: { name: 'CV Rosa González.pdf', mimeType: 'application/pdf', buffer: cv } } });
  expect(stored.ok(), await stored.text()).toBe(true);
  const confirmed = await request.put('/api/intern/profile/cv', { headers: asClient, data: { key: upload.key, fileName: 'CV Rosa González.pdf' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const applied = await request.post(`/api/internships/${appliedOfferId}/applications`, { headers: asClient, data: { message: 'Me encanta la panadería y quiero aprender marketing digital con ustedes.' } });
  expect(applied.status(), await applied.text()).toBe(201);
  const reviewing = await request.post(`/api/company/offers/${appliedOfferId}/applications/${client.uid}/status`, { headers: asCompany, data: { status: 'en-revision' } });
  expect(reviewing.status(), await reviewing.text()).toBe(200);
  const reported = await request.post(`/api/internships/${openOfferId}/reports`, { headers: asClient, data: { reason: 'no-es-practica', message: 'Parece un trabajo de jornada completa, no una práctica.' } });
  expect(reported.status(), await reported.text()).toBe(201);

  fixture = { clientUid: client.uid, unknownUid: randomUUID(), ticketId, paymentId: payment.id, appliedOfferId, openOfferId };
});

test.afterAll(async () => {
  await removeCounters?.();
});

/** Ids of no record: enough to name the pages and who may see them. */
const anyIds: Fixture = { clientUid: 'x', unknownUid: 'x', ticketId: 'x', paymentId: 'x', appliedOfferId: 'x', openOfferId: 'x' };

test('the crawl visits every page of the route table', () => {
  expect(Object.keys(visits(anyIds)).sort()).toEqual(pageRouteIds().sort());
});

/** What one page shows wrong: each problem as a line. `act`: what a person does there first (a state of the page to check). */
const checkPage = async (context: BrowserContext, kind: Kind, route: string, url: string, width: keyof typeof widths, shows?: string, act?: (page: Page) => Promise<void>): Promise<string[]> => {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.setViewportSize(widths[width]);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Skeletons and spinners gone: the page shows what it loaded.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 }).catch(() => problems.push('still loading after 10 s'));
  if (act) await act(page);
  if (shows) await expect(page.getByText(shows).first()).toBeVisible().catch(() => problems.push(`does not show "${shows}"`));
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const widest = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    // Something wider than the screen that no box of its own scrolls or clips: the page's width, or a part sticking out of the screen.
    const clippedByScrollBox = (element: HTMLElement): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const visible = (element: HTMLElement): boolean => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0 && box.left < width;
    };
    const culprit = [...document.body.querySelectorAll<HTMLElement>('*')].find(
      (element) => element.getBoundingClientRect().right > width + 1 && visible(element) && !clippedByScrollBox(element),
    );
    if (widest <= width && !culprit) return undefined;
    // Nothing visible sticks out: name the widest box anyway (a hidden or positioned one widens the page too).
    const widestBox = [...document.body.querySelectorAll<HTMLElement>('*')].sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
    if (!culprit && widestBox) {
      const path = [];
      for (let node: HTMLElement | null = widestBox; node && path.length < 6; node = node.parentElement) path.push(`${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0] ?? ''}` : ''}`);
      return `${String(widest)} px on ${String(width)} (widest: ${path.join(' < ')}, "${widestBox.textContent.slice(0, 40)}")`;
    }
    return `${String(Math.max(widest, Math.round(culprit?.getBoundingClientRect().right ?? 0)))} px on ${String(width)}${culprit ? ` (${culprit.tagName.toLowerCase()}${culprit.dataset.testid ? `[data-testid=${culprit.dataset.testid}]` : ''}: "${culprit.textContent.slice(0, 40)}")` : ''}`;
  });
  if (overflow) problems.push(`horizontal overflow: ${overflow}`);
  // A table too wide for the screen scrolls inside its own box or becomes cards: it never drops a column at
  // this width, and no box cuts it off (a box that hides what overflows, short of the table's last column).
  const tables = await page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element): boolean => getComputedStyle(element).display !== 'none' && getComputedStyle(element).visibility !== 'hidden';
    for (const table of document.querySelectorAll('table')) {
      if (!shown(table) || table.getBoundingClientRect().width === 0) continue;
      const name = table.dataset.testid ?? table.getAttribute('aria-label') ?? table.querySelector('th')?.textContent ?? 'table';
      for (const cell of table.querySelectorAll<HTMLTableCellElement>('th, td')) {
        if (!shown(cell)) {
          found.push(`table "${name}" hides the column of "${(cell.textContent || cell.closest('table')?.querySelectorAll('th')[cell.cellIndex]?.textContent || '').trim().slice(0, 30)}"`);
          break;
        }
        for (let box = cell.parentElement; box && box !== document.body; box = box.parentElement) {
          const overflowX = getComputedStyle(box).overflowX;
          if (overflowX === 'visible') continue;
          if ((overflowX === 'hidden' || overflowX === 'clip') && cell.getBoundingClientRect().right > box.getBoundingClientRect().right + 1) found.push(`table "${name}" is cut at "${cell.textContent.trim().slice(0, 30)}"`);
          break;
        }
      }
    }
    return [...new Set(found)];
  });
  problems.push(...tables);
  // A label cut short: a select whose chosen option is wider than its box, or text cut with an ellipsis.
  const cut = await page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    const found: string[] = [];
    for (const select of document.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      const option = select.selectedOptions[0]?.text ?? '';
      if (!canvas || !option) continue;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(option).width > room + 1) found.push(`select "${option}"`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1) found.push(`"${element.textContent.slice(0, 40)}"`);
    }
    return found;
  });
  for (const label of cut) problems.push(`label cut: ${label}`);
  // What a person reads: the page's text and the charts' (SVG) labels, without the ids an admin may copy (`data-identifier`).
  const text = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const identifier of copy.querySelectorAll('[data-identifier]')) identifier.remove();
    const charts = [...document.querySelectorAll('svg text')].map((label) => label.textContent).join('\n');
    return `${copy.innerText || copy.textContent || ''}\n${charts}`;
  });
  for (const word of forbiddenWords) if (wordPattern(word).test(text)) problems.push(`reads "${word}"`);
  // A benefit's id (`pgu`, `bono-invierno`) where its name belongs; a link's address may hold one.
  for (const id of benefitIds.filter((word) => word !== 'gratuidad' /* a Spanish word as well as an id */)) if (new RegExp(`(?<![\\w/.#-])${escape(id)}(?![\\w/-])`).test(text)) problems.push(`reads the benefit id "${id}"`);
  for (const [pattern, what] of forbiddenPatterns) {
    const found = pattern.exec(text);
    if (found) problems.push(`reads ${what}: "${found[0]}"`);
  }
  for (const violation of await axeViolations(page)) problems.push(`axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  await page.close();
  return problems.map((problem) => `${route} (${url}) at ${width}: ${problem}`);
};

/** What `/revisa` shows with an answered check (the results and the way to save them), and with a step's error. */
test('the check before signing up reads right and fits with its results and with an error', async ({ browser }) => {
  const problems: string[] = [];
  const context = await browser.newContext({ baseURL: e2eStack.baseUrl, locale: 'es-CL', timezoneId: 'America/Santiago' });
  for (const width of Object.keys(widths) as (keyof typeof widths)[]) {
    problems.push(
      ...(await checkPage(context, 'anonymous', 'check (results)', '/revisa', width, 'Guardar y recibir avisos', async (page) => {
        await page.evaluate(([key, check]) => localStorage.setItem(key, check), [PENDING_CHECK_KEY, JSON.stringify({ household: { ...retiredHousehold.profile, receivesPgu: false }, birthDate: retiredHousehold.birthDate })] as const);
        await page.reload();
        // Answers saved before the check asked who lives with you: the member list comes last, and with nobody added the results show.
        await expect(page.getByRole('heading', { name: '¿Quiénes viven contigo?' })).toBeVisible();
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page.getByTestId('household-headline')).toBeVisible();
      })),
      ...(await checkPage(context, 'anonymous', 'check (error)', '/revisa', width, 'Escribe tu fecha de nacimiento.', async (page) => {
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await page.getByRole('button', { name: 'Continuar' }).click();
      })),
    );
  }
  await context.close();
  expect(problems).toEqual([]);
});

/**
 * A test per page and kind of user, each with its own time: a crawl of every page in one test outgrew any
 * budget on two shared cores (a client's 18 pages at two widths, each with axe), and one slow page hid the rest.
 */
const routeIds = (kind: Kind): string[] =>
  Object.entries(visits(anyIds))
    .filter(([, { kinds }]) => kinds.includes(kind))
    .map(([route]) => route);

for (const kind of ['anonymous', 'client', 'company', 'admin'] as const) {
  test.describe(`every page a ${kind} user may see`, () => {
    for (const route of routeIds(kind)) {
      test(`${route} reads right and fits at 390 px and desktop width`, async ({ browser }) => {
        test.setTimeout(120_000);
        const visit = visits(fixture)[route];
        if (!visit) throw new Error(`No visit for the route ${route}`);
        const context = await browser.newContext({
          baseURL: e2eStack.baseUrl,
          locale: 'es-CL',
          timezoneId: 'America/Santiago',
          ...(kind === 'anonymous' ? {} : { storageState: statePath(kind) }),
        });
        const problems: string[] = [];
        for (const width of Object.keys(widths) as (keyof typeof widths)[]) problems.push(...(await checkPage(context, kind, route, visit.url, width, typeof visit.shows === 'string' ? visit.shows : visit.shows?.[kind])));
        await context.close();
        expect(problems).toEqual([]);
      });
    }
  });
}
