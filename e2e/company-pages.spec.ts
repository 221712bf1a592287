import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_PREFIX } from '../infra/local/config';
import { internshipKeys } from '../shared/data/keys';
import { physicalTableName } from '../shared/data/tables';
import { foldForSearch } from '../shared/internships';
import { tinyPng } from './app-helpers';
import { signInAsAdmin } from './admin-helpers';
import { activateViaMail, e2eDynamo, mailsTo, registerCompanyViaApi } from './support';

/**
 * Companies look like companies: a company gives its public page a logo and a description, publishes
 * from a form that starts at its own place and shows the offer before publishing; the visitor finds
 * the company's page and the offer's in the site's own frame, with the logo in the JobPosting, and
 * the sitemap lists both. Without the plan, the candidate search shows how many match and who they
 * are not. An admin hides an offer only with a reason, which the company gets by mail.
 */

/** Signs a company in through /login: it lands on its panel. */
const signInAsCompany = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/company\/dashboard\/$/);
};

const isoInDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Fills the new offer's form (its place comes filled in) and publishes it through the preview. */
const publishThroughForm = async (page: Page, title: string): Promise<string> => {
  await page.goto('/company/myinternships/new');
  await page.getByLabel('Título de la práctica').fill(title);
  await page.getByLabel('Área').selectOption({ label: 'Comunicaciones y marketing' });
  await page.getByLabel('Descripción').fill('Apoyarás al equipo en redes sociales, campañas y el sitio web de la tienda.');
  await page.getByLabel('Requisitos').fill('Estudiante de Publicidad o Marketing, con ganas de aprender.');
  await page.getByLabel('Modalidad').selectOption({ label: 'Híbrida' });
  await expect(page.getByLabel('Comuna')).toHaveValue('Viña del Mar');
  await page.getByLabel('Duración (meses)').fill('3');
  await page.getByLabel('Fecha de inicio').fill(isoInDays(40));
  await page.getByLabel('Cupos').fill('1');
  await page.getByLabel('Fecha límite para postular').fill(isoInDays(20));
  await page.getByLabel('Remuneración mensual (CLP)').fill('350000');
  await page.getByRole('button', { name: 'Publicar oferta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publicar oferta' }).click();
  await expect(page.getByText('Tu oferta está publicada.')).toBeVisible();
  const href = await page.getByTestId('company-offer').filter({ hasText: title }).getByRole('link', { name: 'Ver publicación' }).getAttribute('href');
  return /\/internships\/([\w-]+)$/.exec(href ?? '')?.[1] ?? '';
};

test('a company’s page, with its logo and description, frames its open offers; the offer’s page is the site’s, with the logo in its JobPosting; the sitemap lists both', async ({ page, browser, request }) => {
  test.slow();
  const run = String(Date.now() % 1_000_000);
  const legalName = `Tienda Costera ${run} SpA`;
  const slug = `tienda-costera-${run}`;
  const company = await registerCompanyViaApi(request, 'empresapagina', { legalName });
  await activateViaMail(request, company.email);
  await signInAsCompany(page, company.email, company.password);

  await page.goto('/company/page');
  await expect(page.getByText(`/empresas/${slug}`)).toBeVisible();
  await page.getByTestId('company-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByText('Guardamos tu logo. Ya se ve en tu página y en tus ofertas.')).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo de ${legalName}` })).toBeVisible();
  await page.getByLabel('Descripción de la empresa').fill('Vendemos artículos de playa en Viña del Mar desde 1998.');
  await page.getByLabel('Sitio web (opcional)').fill('tiendacostera.cl');
  await page.getByRole('button', { name: 'Guardar página' }).click();
  await expect(page.getByText('Ingresa la dirección completa del sitio web, por ejemplo https://www.tuempresa.cl.')).toBeVisible();
  await page.getByLabel('Sitio web (opcional)').fill('https://tiendacostera.cl');
  await page.getByRole('button', { name: 'Guardar página' }).click();
  await expect(page.getByText('Guardamos tu página.')).toBeVisible();

  const title = `Práctica en marketing ${run}`;
  const offerId = await publishThroughForm(page, title);

  // A visitor, signed out.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/empresas/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: legalName })).toBeVisible();
  await expect(visitor.getByRole('img', { name: `Logo de ${legalName}` })).toBeVisible();
  await expect(visitor.getByText('Vendemos artículos de playa en Viña del Mar desde 1998.')).toBeVisible();
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/internships/${offerId}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The site's header and footer; the company's page and logo.
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: legalName })).toHaveAttribute('href', `/empresas/${slug}`);
  await expect(visitor.getByRole('img', { name: `Logo de ${legalName}` })).toBeVisible();
  const html = await (await request.get(`/internships/${offerId}`)).text();
  const posting = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
  expect(posting).toMatchObject({ hiringOrganization: { name: legalName, sameAs: 'https://tiendacostera.cl', logo: expect.stringMatching(new RegExp(`/empresas/${slug}/logo\\?v=`)) as unknown } });
  expect(posting).not.toHaveProperty('workHours');

  // On a phone: it fits, and the menu opens without a script.
  await visitor.setViewportSize({ width: 390, height: 844 });
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The menu is a native disclosure (<details>'s <summary>, named "Menú"), which opens without a script.
  await visitor.getByLabel('Menú', { exact: true }).click();
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  // The favicon, the stylesheet, the sitemap and robots.txt.
  expect((await request.get('/favicon.ico')).headers()['content-type']).toMatch(/image/);
  expect((await request.get('/site.css')).headers()['content-type']).toMatch(/text\/css/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/internships/${offerId}</loc>`);
  expect(sitemap).toContain(`/empresas/${slug}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
});

test('without the Plan Empresa, the candidate search says how many students match, never who they are, and offers the plan with its price', async ({ page, request }) => {
  const run = String(Date.now() % 1_000_000);
  const career = `Arqueología ${run}`;
  const uid = `preview-${run}`;
  await e2eDynamo.send(
    new PutCommand({
      TableName: physicalTableName(LOCAL_PREFIX, { name: 'internships' }),
      Item: {
        ...internshipKeys.studentProfile(uid),
        uid,
        institution: 'Universidad Austral',
        career,
        year: 4,
        region: 'Los Ríos',
        phone: '+56 9 3333 4444',
        visibleToCompanies: true,
        studentName: `Camila Secreta ${run}`,
        email: `${uid}@example.cl`,
        visiblePk: 'VISIBLE',
        studentSort: `${foldForSearch(career)}#${foldForSearch('Universidad Austral')}#${uid}`,
      },
    }),
  );
  const company = await registerCompanyViaApi(request, 'empresasinplan');
  await signInAsCompany(page, company.email, company.password);
  await page.goto('/interns/');
  await page.getByLabel('Carrera').fill(career);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('heading', { name: '1 estudiante coincide con tu búsqueda' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Algunos estudiantes que coinciden' })).toContainText(`${career}, 4.º año`);
  await expect(page.getByText(/Desde \$[\d.]+ al mes, IVA incluido\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver el Plan Empresa' })).toHaveAttribute('href', '/profile/plan');
  const text = await page.locator('main').innerText();
  for (const secret of [`Camila Secreta ${run}`, `${uid}@example.cl`, 'Universidad Austral', '3333']) expect(text).not.toContain(secret);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an admin hides an offer only with a reason, which its company gets by mail; admins find every offer by company, and the company by its razón social', async ({ page, browser, request }) => {
  test.slow();
  const run = String(Date.now() % 1_000_000);
  const legalName = `Librería Porteña ${run} SpA`;
  const company = await registerCompanyViaApi(request, 'empresamoderada', { legalName });
  await activateViaMail(request, company.email);
  const companyPage = await (await browser.newContext()).newPage();
  await signInAsCompany(companyPage, company.email, company.password);
  const title = `Práctica en ventas ${run}`;
  await publishThroughForm(companyPage, title);

  await signInAsAdmin(page);
  await page.goto(`/admin/internships?company=${encodeURIComponent(`porteña ${run}`)}`);
  const row = page.getByTestId('admin-offer').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Ocultar oferta' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Ocultar oferta' }).click();
  await expect(dialog.getByText('Escribe el motivo para ocultar la oferta: se lo enviaremos a la empresa.')).toBeVisible();
  await dialog.getByLabel('Motivo (se lo enviamos a la empresa)').fill('La oferta pide un pago para postular.');
  await dialog.getByRole('button', { name: 'Ocultar oferta' }).click();
  await expect(row.getByText('Motivo: La oferta pide un pago para postular.')).toBeVisible();
  await expect(row.getByText('Oculta por moderación')).toBeVisible();

  const hidden = (await mailsTo(company.email, 3)).find((mail) => mail.subject === `Ocultamos tu oferta «${title}»`);
  expect(hidden?.body.text).toContain('Motivo: La oferta pide un pago para postular.');

  await page.goto(`/admin/users?q=${encodeURIComponent(`Librería Porteña ${run}`)}`);
  await expect(page.getByRole('link', { name: legalName })).toBeVisible();
});
