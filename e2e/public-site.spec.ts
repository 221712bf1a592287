import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { isPublicPath, loginRedirectUrl, resolveRouteAccess, showsAuthSpinner } from '../web/src/app/route-access';
import { landing } from '../web/src/content/landing-copy';
import { contact, footer, pageMeta } from '../web/src/content/public-copy';
import { terms } from '../web/src/content/terms-copy';
import { signInAsNewClient } from './app-helpers';

/**
 * The public site (spec §1, §2): landing, FAQ, terms, header, footer, the routing rules for a
 * signed-out visitor, accessibility, and the prerendered HTML.
 * The labels the spec quotes are written out here, so that a change to them fails the tests.
 */

const mobile = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

const heroTitle = landing.hero.title;

/** Console errors and uncaught exceptions of a page, from now on. */
const collectErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/**
 * The prerendered pages become interactive after the load: for a signed-out visitor, their own script
 * marks the root `data-ready` (web/src/public/entry.ts); elsewhere React owns the root (it marks it `__reactContainer$…`).
 */
const waitForHydration = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    "document.getElementById('root')?.hasAttribute('data-ready') || Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))",
  );
};

const openPage = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await waitForHydration(page);
};

test.describe('landing', () => {
  test('hero says there may be money in your name, and Comienza Ahora goes to /register', async ({ page }) => {
    await openPage(page, '/');
    await expect(page).toHaveTitle(pageMeta.landing.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle);
    await expect(page.getByText(landing.hero.lead)).toBeVisible();

    const cta = page.getByRole('link', { name: 'Comienza Ahora', exact: true });
    await expect(cta).toHaveAttribute('href', '/register');
    await cta.click();
    await expect(page).toHaveURL('/register');
  });

  test('company block invites companies, and Publica tu oferta gratis goes to /register?role=enterprise', async ({ page }) => {
    await openPage(page, '/');
    const block = page.getByRole('region', { name: landing.company.title });
    await expect(block).toContainText(/práctica/);
    await expect(block).toContainText(/ilimitadas/);
    await expect(block).toContainText(/intermediarios/);

    const cta = block.getByRole('link', { name: 'Publica tu oferta gratis', exact: true });
    await expect(cta).toHaveAttribute('href', '/register?role=enterprise');
    await cta.click();
    await expect(page).toHaveURL('/register?role=enterprise');
  });

  test('the FAQ has three questions whose answers open and close, by mouse and keyboard', async ({ page }) => {
    await openPage(page, '/');
    const faq = page.getByRole('region', { name: landing.faq.title });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveText(landing.faq.items.map((item) => item.question));

    for (const { question, answer } of landing.faq.items) {
      const trigger = faq.getByRole('button', { name: question });
      const panel = faq.getByRole('region', { name: question });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(panel).toHaveText(answer);

      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    }

    const first = faq.getByRole('button', { name: landing.faq.items[0].question });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('the hero link to the FAQ scrolls it into view', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('link', { name: landing.hero.secondaryCta }).click();
    await expect(page).toHaveURL('/#preguntas-frecuentes');
    await expect(page.getByRole('heading', { name: landing.faq.title })).toBeInViewport();
  });

  test('the FAQ answers describe the product that exists: benefits, free offers, optional plans', async ({ page }) => {
    await openPage(page, '/');
    const answers = landing.faq.items.map((item) => item.answer).join(' ');
    expect(answers).toMatch(/beneficios/);
    expect(answers).toMatch(/Publicar ofertas de práctica también es gratis y sin límite/);
    expect(answers).toMatch(/pago semestral o anual/);
    expect(answers).toMatch(/búsqueda de practicantes y las ofertas destacadas/);
  });

  test('loads with no console error', async ({ page }) => {
    const errors = collectErrors(page);
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: landing.faq.items[0].question }).click();
    await page.goto('/terms');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

test.describe('terms', () => {
  test('shows the 11 sections in order, the date and the payment clause', async ({ page }) => {
    await openPage(page, '/terms');
    await expect(page).toHaveTitle(pageMeta.terms.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
    await expect(page.getByText('Última actualización: 27-03-2025', { exact: true })).toBeVisible();

    const sectionTitles = page.locator('article section h2');
    await expect(sectionTitles).toHaveCount(11);
    await expect(sectionTitles).toHaveText([
      '1. Objeto',
      '2. Registro de empresas',
      '3. Obligaciones de las empresas',
      '4. Suscripciones y pagos',
      '5. Naturaleza de intermediario',
      '6. Propiedad intelectual',
      '7. Protección de datos personales',
      '8. Usos prohibidos',
      '9. Modificaciones',
      '10. Terminación',
      '11. Contacto',
    ]);

    const payments = page.getByRole('region', { name: '4. Suscripciones y pagos' });
    await expect(payments).toContainText('semestrales o anuales');
    await expect(payments).toContainText('primeros cinco días del mes en que termina cada período');
    await expect(payments).toContainText('cinco días de no pago');
    await expect(page.getByRole('region', { name: '7. Protección de datos personales' })).toContainText('Ley N° 19.628');
  });
});

test.describe('header', () => {
  test('signed out: logo, Dashboard, Login and Regístrate', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/terms');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Regístrate', exact: true })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('button', { name: 'Menú', exact: true })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Mi Perfil' })).toHaveCount(0);
    await expect(page.getByText('Cerrar Sesión')).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Beneficios Chile' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle);
  });

  test('at 375 px the hamburger opens and closes the menu with the mouse', async ({ page }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/');
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    const button = page.getByRole('button', { name: 'Menú', exact: true });
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The inline navigation is hidden at this width: the open panel is the only one exposed.
    await expect(menu).toHaveCount(1);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Regístrate', exact: true })).toBeVisible();

    await button.click();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await menu.getByRole('link', { name: 'Regístrate', exact: true }).click();
    await expect(page).toHaveURL('/register');
    await expect(menu).toBeHidden();
  });

  test('at 375 px the hamburger opens and closes with the keyboard', async ({ page }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/');
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    const button = page.getByRole('button', { name: 'Menú', exact: true });

    // Skip link, logo, then the menu button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('address, contact e-mail and the three link groups with their targets', async ({ page }) => {
    await openPage(page, '/');
    const pageFooter = page.getByRole('contentinfo');
    await expect(pageFooter).toContainText(contact.address);
    await expect(pageFooter.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);

    const expected: Record<string, string[]> = {
      'Para practicantes': ['/internships/', '/intern/dashboard/', '/intern/myapplications/'],
      'Para empresas': ['/interns/', '/company/dashboard/', '/company/myinternships'],
      Información: ['/terms', '/login', '/register'],
    };
    expect(footer.groups.map((group) => group.title)).toEqual(Object.keys(expected));
    for (const [title, targets] of Object.entries(expected)) {
      const links = pageFooter.getByRole('navigation', { name: title }).getByRole('link');
      await expect(links).toHaveCount(targets.length);
      for (const [index, target] of targets.entries()) await expect(links.nth(index)).toHaveAttribute('href', target);
    }

    await pageFooter.getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
    await expect(page).toHaveTitle(pageMeta.terms.title);
    expect(await page.evaluate('window.scrollY')).toBe(0);
  });

  test('the copyright shows the current year', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByTestId('copyright')).toContainText(`© ${String(new Date().getFullYear())}`);
  });
});

test.describe('routing rules for a signed-out visitor', () => {
  test('a path that is not public goes to /login with the encoded path and query', async ({ page }) => {
    await page.goto('/dashboard?x=1');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard%3Fx%3D1');

    await page.goto('/admin/users?page=2&q=Pérez');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/admin/users?page=2&q=P%C3%A9rez')}`);
  });

  test('links to signed-in pages redirect too', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mis postulaciones' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fintern%2Fmyapplications%2F');
  });

  for (const path of ['/', '/terms', '/login', '/register', '/activate/abc123', '/recovery-password', '/set-new-password/abc123#token=t0k3n']) {
    test(`${path} is public: no redirect`, async ({ page }) => {
      await openPage(page, path);
      await page.waitForLoadState('networkidle');
      // The link's token travels in the fragment, which the page may take out of the address bar.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path.split('#')[0]);
    });
  }

  test('the rules as functions: public paths and the login redirect', () => {
    for (const path of ['/', '/terms', '/terms/', '/login', '/register', '/activate/u1', '/recovery-password', '/set-new-password/u1', '/internships/']) {
      expect(isPublicPath(path), path).toBe(true);
    }
    for (const path of ['/dashboard', '/profile/info', '/admin', '/activate', '/activate/', '/set-new-password', '/termsx', '/company/dashboard/']) {
      expect(isPublicPath(path), path).toBe(false);
    }
    expect(loginRedirectUrl('/dashboard', '?x=1')).toBe('/login?redirect=%2Fdashboard%3Fx%3D1');
  });
});

test.describe('the full-screen spinner while the auth state loads', () => {
  test('shows on every route but the activation, recovery and set-new-password ones', () => {
    const loading = { search: '', signedIn: false, isAdmin: false, loadingGlobal: true, unknownPath: false, afterSignIn: () => '/dashboard' };
    for (const pathname of ['/', '/terms', '/login', '/register', '/dashboard', '/admin/users']) {
      expect(resolveRouteAccess({ ...loading, pathname }), pathname).toEqual({ kind: 'spinner' });
    }
    for (const pathname of ['/activate/u1', '/recovery-password', '/set-new-password/u1']) {
      expect(showsAuthSpinner(pathname), pathname).toBe(false);
      expect(resolveRouteAccess({ ...loading, pathname }), pathname).toEqual({ kind: 'render' });
    }
    // Once loaded, a signed-out visitor is redirected, and a non-admin leaves /admin.
    const loaded = { ...loading, loadingGlobal: false };
    expect(resolveRouteAccess({ ...loaded, pathname: '/dashboard' })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
    expect(resolveRouteAccess({ ...loaded, pathname: '/admin/kpis', signedIn: true })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRouteAccess({ ...loaded, pathname: '/admin/kpis', signedIn: true, isAdmin: true })).toEqual({ kind: 'render' });
  });

  for (const path of ['/activate/abc123', '/recovery-password', '/set-new-password/abc123?token=t0k3n']) {
    test(`never shows on ${path}`, async ({ page }) => {
      await openPage(page, path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('auth-spinner')).toHaveCount(0);
    });
  }
});

test.describe('accessibility', () => {
  for (const [viewportName, viewport] of [
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const) {
    for (const path of ['/', '/terms']) {
      test(`axe finds no violation on ${path} (${viewportName})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openPage(page, path);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('axe finds no violation with the FAQ and the mobile menu open', async ({ page }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    for (const { question } of landing.faq.items) await page.getByRole('button', { name: question }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe('prerendered HTML', () => {
  test('/ shows its hero, its FAQ answers and its footer with JavaScript disabled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle);
    await expect(page.getByRole('link', { name: 'Comienza Ahora', exact: true })).toBeVisible();
    for (const { answer } of landing.faq.items) await expect(page.getByText(answer)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(contact.email);
    await page.goto('/terms');
    await expect(page.getByText('Última actualización: 27-03-2025')).toBeVisible();
    await context.close();
  });

  test('/ and /terms are static HTML in Spanish with title, description and Open Graph tags', async ({ request }) => {
    for (const [path, meta] of [
      ['/', pageMeta.landing],
      ['/terms', pageMeta.terms],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<html lang="es-CL">');
      expect(html, path).toContain(`<title>${meta.title}</title>`);
      expect(html, path).toContain(`<meta name="description" content="${meta.description}"`);
      expect(html, path).toContain(`<meta property="og:title" content="${meta.title}"`);
      expect(html, path).toContain(`<meta property="og:description" content="${meta.description}"`);
      expect(html, path).toContain('<meta property="og:locale" content="es_CL"');
    }
    expect(await (await request.get('/')).text()).toContain(heroTitle);
    expect(await (await request.get('/terms')).text()).toContain('Última actualización: 27-03-2025');
  });

  test('a deep link gets the empty app shell, never the landing content', async ({ request }) => {
    const html = await (await request.get('/dashboard')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(heroTitle);
  });

  test('the public pages load neither Chakra UI nor Amplify', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toContain('--chakra-');
      // Amplify's Cognito client names its calls AWSCognitoIdentityProviderService.*; our session store only reads its storage keys.
      expect(body).not.toMatch(/aws-amplify|@aws-amplify|AWSCognitoIdentityProviderService/);
      // Nor React: a signed-out visitor gets the prerendered page and its own few listeners (web/src/public/entry.ts).
      expect(body).not.toContain('__reactContainer');
    }
  });

  test("the public layout keeps its own styles where Chakra is loaded too (/revisa): the page's margins, one icon on the menu button", async ({ page }) => {
    await page.setViewportSize(mobile);
    const styles = async () =>
      page.evaluate(() => ({
        margins: getComputedStyle(document.querySelector('main .pub-container') ?? document.body).paddingLeft,
        icons: [...document.querySelectorAll('.pub-header__menu-icon')].filter((icon) => getComputedStyle(icon).display !== 'none').length,
      }));
    await openPage(page, '/terms');
    const withoutChakra = await styles();
    expect(withoutChakra).toEqual({ margins: '20px', icons: 1 });
    await page.goto('/revisa');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await styles()).toEqual(withoutChakra);
  });

  test('a signed-in visitor gets the whole app on / : the header shows the user menu, and its sign-out works', async ({ page, request }) => {
    await signInAsNewClient(page, request, 'publico');
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('button', { name: /^Menú de usuario: Paula Muñoz/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await nav.getByRole('button', { name: /^Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL('/login');
  });
});
