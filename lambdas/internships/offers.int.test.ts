import { demoAccounts, linkIn, mailsTo, signIn, startTestStack } from '../../infra/local/testing/local-stack';
import { onePixelPng as png } from '../../infra/local/testing/profile-images';
import type { InternshipKpi, Offer, OfferListing } from '../../shared/internships';
import { checkDigit } from '../../shared/rut';

/**
 * Internship offers on the real emulators: a company registers and activates by mail, publishes;
 * the listing's index finds it by words and filters; its served page carries JobPosting; another
 * company cannot touch it; a report reaches the admins, who hide it; the expiry job reads the
 * deadline index; the KPIs count companies and published offers.
 */
jest.setTimeout(240_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

interface Answer<Body> {
  status: number;
  body: Body & { error?: { code: string; message: string } };
}

const api = async <Body = Record<string, unknown>>(method: string, pathname: string, token?: string, body?: unknown): Promise<Answer<Body>> => {
  const response = await fetch(`${stack.urls.app}${pathname}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer<Body>['body'] };
};

const isoInDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let companies = 0;
const registerCompany = async (legalName: string): Promise<{ uid: string; token: string }> => {
  companies += 1;
  const body = String(76_000_000 + companies);
  const email = `empresa${String(companies)}@prueba.cl`;
  const answer = await api('POST', '/api/register/company', undefined, {
    legalName,
    rut: `${body}-${checkDigit(body)}`,
    comuna: 'Valparaíso',
    region: 'Valparaíso',
    contactFirstName: 'Rosa',
    contactLastName: 'Muñoz',
    contactPhone: '+56 9 1234 5678',
    email,
    password: 'secreta1',
    acceptTerms: true,
  });
  expect(answer.status).toBe(201);
  const link = linkIn((await mailsTo(stack, email))[0], '/activate/');
  const uid = link.pathname.split('/').pop() ?? '';
  expect((await api('POST', '/api/activate', undefined, { uid, token: link.hash.replace(/^#token=/, '') })).status).toBe(200);
  return { uid, token: await signIn(stack, email, 'secreta1') };
};

const fields = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  area: 'informatica',
  description: 'Apoyarás al equipo en el desarrollo de nuestra tienda en línea y sus integraciones.',
  requirements: 'Estudiante de Ingeniería en Informática, cuarto año o más.',
  modality: 'hibrida',
  region: 'Valparaíso',
  comuna: 'Viña del Mar',
  durationMonths: 3,
  startDate: isoInDays(40),
  stipendClp: 400_000,
  vacancies: 2,
  deadline: isoInDays(20),
  ...overrides,
});

let first: { uid: string; token: string };
let second: { uid: string; token: string };
let offer: Offer;

beforeAll(async () => {
  stack = await startTestStack();
  first = await registerCompany('Tienda del Puerto SpA');
  second = await registerCompany('Constructora Norte SpA');
});

afterAll(async () => {
  await stack.stop();
});

it('a company publishes; the listing finds the offer by words and filters, and its page carries JobPosting', async () => {
  const created = await api<Offer>('POST', '/api/company/offers', first.token, { offer: fields('Práctica en desarrollo web'), publish: true });
  expect(created.status).toBe(201);
  offer = created.body;
  await api('POST', '/api/company/offers', first.token, { offer: fields('Práctica en contabilidad', { area: 'administracion', stipendClp: null }), publish: true });
  await api('POST', '/api/company/offers', first.token, { offer: fields('Borrador de práctica en diseño'), publish: false });

  const titles = async (query: string) => (await api<OfferListing>('GET', `/api/internships${query}`)).body.offers.map((listed) => listed.title).sort();
  expect(await titles('')).toEqual(['Práctica en contabilidad', 'Práctica en desarrollo web']);
  expect(await titles('?q=desarrollo%20WEB')).toEqual(['Práctica en desarrollo web']);
  expect(await titles('?paid=no')).toEqual(['Práctica en contabilidad']);
  expect(await titles('?area=informatica&region=Valpara%C3%ADso&modality=hibrida&paid=si')).toEqual(['Práctica en desarrollo web']);
  expect(await titles('?modality=remota')).toEqual([]);

  const page = await fetch(`${stack.urls.app}/internships/${offer.offerId}`);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}')).toMatchObject({ '@type': 'JobPosting', title: 'Práctica en desarrollo web', hiringOrganization: { name: 'Tienda del Puerto SpA' } });
  expect((await fetch(`${stack.urls.app}/internships/no-existe`)).status).toBe(404);
});

it('the company’s page lists its open offers; the sitemap lists them and the page; robots.txt names the sitemap; its logo is served by the page', async () => {
  expect(offer.companySlug).toBe('tienda-del-puerto');
  const page = await fetch(`${stack.urls.app}/empresas/tienda-del-puerto`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<h1 class="srv-title" id="empresa">Tienda del Puerto SpA</h1>');
  expect(html).toContain('Prácticas abiertas (2)');
  expect(html).not.toContain('Borrador de práctica en diseño');
  expect((await fetch(`${stack.urls.app}/empresas/no-existe`)).status).toBe(404);

  const sitemap = await (await fetch(`${stack.urls.app}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/internships/${offer.offerId}</loc>`);
  expect(sitemap).toContain('/empresas/tienda-del-puerto</loc>');
  expect(sitemap.match(/<url>/g)).toHaveLength(4 + 2 + 1);
  expect(await (await fetch(`${stack.urls.app}/robots.txt`)).text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);

  // A logo: the upload link, the file to storage (s3rver), the server's check; then the page and the offer show it.
  const upload = await api<{ url: string; fields: Record<string, string>; key: string }>('POST', '/api/company/page/logo/upload-url', first.token, { contentType: 'image/png', size: png.length });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.body.fields)) form.append(name, value);
  form.append('file', new Blob([png], { type: 'image/png' }));
  expect((await fetch(upload.body.url, { method: 'POST', body: form })).ok).toBe(true);
  const kept = await api<{ logoPath: string }>('PUT', '/api/company/page/logo', first.token, { key: upload.body.key });
  expect(kept.body.logoPath).toMatch(/^\/empresas\/tienda-del-puerto\/logo\?v=/);
  const logo = await fetch(`${stack.urls.app}${kept.body.logoPath}`);
  expect(logo.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await logo.arrayBuffer())).toEqual(png);
  expect(await (await fetch(`${stack.urls.app}/internships/${offer.offerId}`)).text()).toContain(`src="${kept.body.logoPath}"`);
});

it('another company can neither read nor move the offer', async () => {
  expect((await api('GET', `/api/company/offers/${offer.offerId}`, second.token)).status).toBe(404);
  expect((await api('POST', `/api/company/offers/${offer.offerId}/status`, second.token, { action: 'close' })).status).toBe(404);
  expect((await api<{ offers: Offer[] }>('GET', '/api/company/offers', second.token)).body.offers).toEqual([]);
  expect((await api<Offer>('GET', `/api/company/offers/${offer.offerId}`, first.token)).body.status).toBe('publicada');
});

it('a report reaches the admins, once per user; an admin hides the offer, which leaves the listing', async () => {
  const client = await signIn(stack, demoAccounts.client.email, demoAccounts.client.password);
  expect((await api('POST', `/api/internships/${offer.offerId}/reports`, client, { reason: 'enganosa' })).status).toBe(201);
  expect((await api('POST', `/api/internships/${offer.offerId}/reports`, client, { reason: 'otra' })).status).toBe(409);
  const admin = await signIn(stack, demoAccounts.admin.email, demoAccounts.admin.password);
  const reported = await api<{ offers: Offer[] }>('GET', '/api/admin/internships?reported=si', admin);
  expect(reported.body.offers.map((listed) => [listed.offerId, listed.reportCount])).toEqual([[offer.offerId, 1]]);
  // Every offer, newest first, through the byKind index; by company and words.
  const all = await api<{ offers: Offer[] }>('GET', '/api/admin/internships', admin);
  expect(all.body.offers.map((listed) => listed.title)).toEqual(['Borrador de práctica en diseño', 'Práctica en contabilidad', 'Práctica en desarrollo web']);
  expect((await api<{ offers: Offer[] }>('GET', '/api/admin/internships?company=puerto&q=contabilidad', admin)).body.offers.map((listed) => listed.title)).toEqual(['Práctica en contabilidad']);
  expect((await api('PATCH', `/api/admin/internships/${offer.offerId}`, admin, { action: 'hide' })).status).toBe(400);
  expect((await api<{ reports: unknown[] }>('GET', `/api/admin/internships/${offer.offerId}/reports`, admin)).body.reports).toHaveLength(1);
  expect((await api<Offer>('PATCH', `/api/admin/internships/${offer.offerId}`, admin, { action: 'hide', reason: 'La oferta pide un pago para postular.' })).body.status).toBe('oculta');
  const hiddenMail = (await mailsTo(stack, 'empresa1@prueba.cl', 3)).find((mail) => mail.subject === 'Ocultamos tu oferta «Práctica en desarrollo web»');
  expect(hiddenMail?.body.text).toContain('Motivo: La oferta pide un pago para postular.');
  expect((await api<OfferListing>('GET', '/api/internships')).body.offers.map((listed) => listed.offerId)).not.toContain(offer.offerId);
  expect((await api('POST', `/api/company/offers/${offer.offerId}/status`, first.token, { action: 'publish' })).status).toBe(409);
  expect((await api<InternshipKpi>('GET', '/api/kpi/internships', admin)).body).toEqual({ companies: 2, activeOffers: 1 });
});

it('the expiry job makes offers past their deadline vencida, through the deadline index and its queue', async () => {
  const { handler } = await import('../jobs/expire-offers');
  await handler({ at: new Date(Date.now() + 25 * 86_400_000).toISOString() });
  await stack.settle();
  expect((await api<OfferListing>('GET', '/api/internships')).body.offers).toEqual([]);
  const mine = (await api<{ offers: Offer[] }>('GET', '/api/company/offers', first.token)).body.offers;
  expect(mine.map((listed) => listed.status).sort()).toEqual(['borrador', 'oculta', 'vencida']);
});
