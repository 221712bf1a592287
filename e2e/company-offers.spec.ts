import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../infra/local/config';
import { signIn } from './app-helpers';
import { freshIdentity, linkIn, mailsTo } from './support';

/**
 * The company half of the landing page, made real: a company registers from "Publica tu oferta
 * gratis", activates its account by mail, publishes an offer; the offer shows in the public listing
 * and its served page carries a schema.org JobPosting; the footer's links lead each kind of visitor
 * to a page that is theirs, or to one that says whose it is.
 */

/** Fills /login as it is (keeping its ?redirect=) and signs in. */
const submitSignIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
};

const isoInDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const registerCompany = async (page: Page, email: string, rut: string, legalName: string) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Publica tu oferta gratis' }).click();
  await expect(page).toHaveURL(/\/register\?role=enterprise$/);
  await expect(page.getByRole('heading', { name: 'Registra tu empresa' })).toBeVisible();
  await page.getByLabel('Razón social').fill(legalName);
  // Typed without dots nor dash, as a person does; the check digit may be K.
  await page.getByLabel('RUT').pressSequentially(rut.replace(/[.-]/g, ''));
  await page.getByLabel('Comuna').fill('Valparaíso');
  await page.getByLabel('Región').selectOption('Valparaíso');
  await page.getByLabel('Nombre de contacto').fill('Rosa');
  await page.getByLabel('Apellido de contacto').fill('Muñoz');
  await page.getByLabel('Teléfono de contacto').fill('+56 9 1234 5678');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave123');
  await page.getByLabel('Confirmar contraseña').fill('clave123');
  await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check({ force: true });
  await page.getByRole('button', { name: 'Registrar empresa' }).click();
};

const publishOffer = async (page: Page, title: string) => {
  await page.getByRole('link', { name: 'Mis ofertas de práctica' }).first().click();
  await page.getByRole('link', { name: 'Publicar nueva oferta' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva oferta de práctica' })).toBeVisible();
  // The server's own rules, in Spanish, before anything is sent.
  await page.getByRole('button', { name: 'Publicar oferta' }).click();
  await expect(page.getByText('Elige el área de la práctica.')).toBeVisible();
  await page.getByLabel('Título de la práctica').fill('Hola');
  await page.getByRole('button', { name: 'Publicar oferta' }).click();
  await expect(page.getByText('El título debe tener al menos 5 caracteres.')).toBeVisible();
  await page.getByLabel('Título de la práctica').fill(title);
  // The company's own región and comuna come filled in.
  await expect(page.getByLabel('Región')).toHaveValue('Valparaíso');
  await expect(page.getByLabel('Comuna')).toHaveValue('Valparaíso');
  await page.getByLabel('Área').selectOption({ label: 'Informática y tecnología' });
  await page.getByLabel('Descripción').fill('Apoyarás al equipo en el desarrollo de nuestra tienda en línea y sus integraciones con medios de pago.');
  await page.getByLabel('Requisitos').fill('Estudiante de Ingeniería en Informática, de cuarto año o más.');
  await page.getByLabel('Modalidad').selectOption({ label: 'Híbrida' });
  await page.getByLabel('Región').selectOption('Valparaíso');
  await page.getByLabel('Comuna').fill('Viña del Mar');
  await page.getByLabel('Duración (meses)').fill('3');
  await page.getByLabel('Fecha de inicio').fill(isoInDays(40));
  await page.getByLabel('Cupos').fill('2');
  await page.getByLabel('Fecha límite para postular').fill(isoInDays(20));
  await page.getByLabel('Remuneración mensual (CLP)').fill('400000');
  await page.getByRole('button', { name: 'Publicar oferta' }).click();
  // Before it is published, the offer as students will see it.
  const preview = page.getByRole('dialog', { name: 'Vista previa: así verán tu oferta los estudiantes' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText('$400.000 mensuales');
  await expect(preview).toContainText('Viña del Mar, Valparaíso');
  await preview.getByRole('button', { name: 'Publicar oferta' }).click();
  await expect(page).toHaveURL(/\/company\/myinternships$/);
  await expect(page.getByText('Tu oferta está publicada.')).toBeVisible();
  const row = page.getByTestId('company-offer').filter({ hasText: title });
  await expect(row.getByText('Publicada')).toBeVisible();
  const href = await row.getByRole('link', { name: 'Ver publicación' }).getAttribute('href');
  return /\/internships\/([\w-]+)$/.exec(href ?? '')?.[1] ?? '';
};

test('a company registers, activates its account, publishes an offer; the listing shows it and its page carries JobPosting', async ({ page, browser, request }) => {
  const { email, rut } = freshIdentity('empresa');
  const legalName = `Tienda del Puerto ${rut.slice(0, 4)} SpA`;
  const title = `Práctica en desarrollo web ${rut.slice(-5, -2)}`;
  await registerCompany(page, email, rut, legalName);
  await expect(page).toHaveURL(/\/company\/dashboard\/$/);
  await expect(page.getByRole('heading', { name: 'Panel de empresa' })).toBeVisible();
  await expect(page.getByTestId('sidebar-user-badge').first()).toHaveText('Empresa');

  // Activation by mail, as a person's.
  const [welcome] = await mailsTo(email);
  await page.goto(linkIn(welcome, '/activate/'));
  await expect(page.getByText('¡Cuenta activada con éxito! Redirigiendo...')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/dashboard\/$/, { timeout: 15_000 });

  const offerId = await publishOffer(page, title);
  expect(offerId).not.toBe('');

  // Anyone finds it in the listing, by search and by filters.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/internships/?q=${encodeURIComponent(title)}`);
  const card = visitor.getByTestId('offer-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(legalName);
  await expect(card).toContainText('$400.000 mensuales');
  await visitor.getByLabel('Remuneración').selectOption('no');
  await expect(visitor.getByTestId('offer-card').filter({ hasText: title })).toHaveCount(0);
  await visitor.getByLabel('Remuneración').selectOption('si');
  await visitor.getByLabel('Región').selectOption('Valparaíso');
  await card.getByRole('link', { name: 'Ver oferta y postular' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/internships/${offerId}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Postular' })).toHaveAttribute('href', `/intern/postular/${offerId}`);

  // The served HTML itself (what a search engine reads), without running any script.
  const served = await request.get(`/internships/${offerId}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('text/html');
  const html = await served.text();
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'JobPosting', title, employmentType: 'INTERN', hiringOrganization: { name: legalName }, baseSalary: { currency: 'CLP' } });

  // Paused: out of the listing, and its page says it takes no applications.
  await page.getByTestId('company-offer').filter({ hasText: title }).getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByTestId('company-offer').filter({ hasText: title }).getByText('Pausada')).toBeVisible();
  await visitor.goto(`/internships/?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByText('No hay ofertas que coincidan con tu búsqueda.')).toBeVisible();
  expect(await (await request.get(`/internships/${offerId}`)).text()).toContain('Esta oferta ya no recibe postulaciones');
});

const footerLinks = ['/internships/', '/intern/dashboard/', '/intern/myapplications/', '/interns/', '/company/dashboard/', '/company/myinternships'] as const;

test.describe('the footer links, by kind of visitor', () => {
  test('an anonymous visitor: the listing is public; every signed-in page asks to sign in and comes back', async ({ page }) => {
    for (const link of footerLinks) {
      await page.goto('/');
      await page.locator(`footer a[href="${link}"]`).click();
      if (link === '/internships/') {
        await expect(page.getByRole('heading', { name: 'Ofertas de práctica' })).toBeVisible();
        continue;
      }
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(link)}`);
    }
    // Signing in as a company from the footer's "Mis ofertas de práctica" lands there.
    const { email, rut } = freshIdentity('empresafooter');
    const response = await page.request.post('/api/register/company', {
      data: { legalName: 'Constructora Norte SpA', rut, comuna: 'Antofagasta', region: 'Antofagasta', contactFirstName: 'Luis', contactLastName: 'Rojas', contactPhone: '+56 9 8765 4321', email, password: 'clave123', acceptTerms: true },
    });
    expect(response.status()).toBe(201);
    await page.goto(`/login?redirect=${encodeURIComponent('/company/myinternships')}`);
    await submitSignIn(page, email, 'clave123');
    await expect(page).toHaveURL(/\/company\/myinternships$/);
    await expect(page.getByRole('heading', { name: 'Mis ofertas de práctica' })).toBeVisible();
  });

  test('a person: the company pages say they are for companies, with the way back', async ({ page }) => {
    await signIn(page, demoAccounts.client.email, demoAccounts.client.password);
    for (const link of ['/company/dashboard/', '/company/myinternships'] as const) {
      await page.goto('/');
      await page.locator(`footer a[href="${link}"]`).click();
      await expect(page.getByRole('heading', { name: 'Esta sección es para empresas' })).toBeVisible();
      await expect(page).toHaveURL(link);
    }
    await page.getByRole('link', { name: 'Ir a mi panel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('at 390 px a company’s pages and the listing fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email, rut } = freshIdentity('empresamovil');
  const response = await page.request.post('/api/register/company', {
    data: { legalName: 'Viñedos del Sur Limitada', rut, comuna: 'Talca', region: 'Maule', contactFirstName: 'Ana', contactLastName: 'Soto', contactPhone: '+56 9 5555 4444', email, password: 'clave123', acceptTerms: true },
  });
  expect(response.status()).toBe(201);
  await page.goto('/login');
  await submitSignIn(page, email, 'clave123');
  await expect(page).toHaveURL(/\/company\/dashboard\/$/);
  await expect(page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Mis ofertas de práctica' })).toBeVisible();
  for (const path of ['/company/dashboard/', '/company/myinternships', '/company/myinternships/new', '/internships/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
