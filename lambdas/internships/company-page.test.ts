import type { PublicCompanyPage } from '../../shared/companies';
import type { PublicOffer } from '../../shared/internships';
import { companyPageHtml } from './company-page';
import { offerPageHtml } from './offer-page';
import { robotsTxt, sitemapXml } from './sitemap';

const offer: PublicOffer = {
  offerId: 'f3b1c2d4-0000-4000-8000-000000000001',
  companyName: 'Panadería Los Andes SpA',
  companySlug: 'panaderia-los-andes',
  title: 'Práctica en marketing digital',
  area: 'comunicaciones',
  description: 'Apoyarás las redes sociales de la panadería.',
  requirements: 'Estudiante de Publicidad o Periodismo.',
  modality: 'hibrida',
  region: 'Metropolitana de Santiago',
  comuna: 'Providencia',
  durationMonths: 3,
  startDate: '2027-01-04',
  stipendClp: 350_000,
  vacancies: 1,
  deadline: '2026-12-15',
  status: 'publicada',
  featured: false,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  publishedAt: '2026-11-20T12:00:00.000Z',
};

const company: PublicCompanyPage = {
  slug: 'panaderia-los-andes',
  legalName: 'Panadería <Los Andes> SpA',
  region: 'Metropolitana de Santiago',
  comuna: 'Providencia',
  description: 'Pan de masa madre desde 1987.\n\nTres locales en Santiago.',
  website: 'https://panaderialosandes.cl',
  logoPath: '/empresas/panaderia-los-andes/logo?v=555555555555',
  offers: [offer],
};

const jsonLd = (html: string): Record<string, unknown> => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;

describe('a company’s served page', () => {
  it('shows its name, logo, description, website and open offers in the site’s frame, with its Organization data', () => {
    const html = companyPageHtml(company, 'https://beneficios.cl');
    expect(html).toContain('<h1 class="srv-title" id="empresa">Panadería &lt;Los Andes&gt; SpA</h1>');
    expect(html).toContain('src="/empresas/panaderia-los-andes/logo?v=555555555555"');
    expect(html).toContain('<p>Pan de masa madre desde 1987.</p><p>Tres locales en Santiago.</p>');
    expect(html).toContain('href="https://panaderialosandes.cl" rel="nofollow noopener"');
    expect(html).toContain('Prácticas abiertas (1)');
    expect(html).toContain(`href="/internships/${offer.offerId}"`);
    // The site's header, footer, favicon and stylesheet; no script but the structured data.
    for (const part of ['class="pub-header"', 'class="pub-footer"', 'href="/favicon.ico"', 'href="/site.css"', '<link rel="canonical" href="https://beneficios.cl/empresas/panaderia-los-andes" />']) expect(html).toContain(part);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name: 'Panadería <Los Andes> SpA',
      url: 'https://beneficios.cl/empresas/panaderia-los-andes',
      logo: 'https://beneficios.cl/empresas/panaderia-los-andes/logo?v=555555555555',
      sameAs: 'https://panaderialosandes.cl',
      address: { '@type': 'PostalAddress', addressLocality: 'Providencia', addressRegion: 'Metropolitana de Santiago', addressCountry: 'CL' },
    });
  });

  it('says so when the company has no open offer, and points to the others', () => {
    const { logoPath: _logo, ...withoutLogo } = company;
    const html = companyPageHtml({ ...withoutLogo, offers: [] }, 'https://beneficios.cl');
    expect(html).toContain('Esta empresa no tiene prácticas abiertas en este momento.');
    expect(html).not.toContain('<img class="srv-logo');
  });
});

describe('an offer’s served page, with its company', () => {
  it('links the company’s page and shows its logo; the JobPosting names both, and the company’s website', () => {
    const html = offerPageHtml(offer, 'https://beneficios.cl', '2026-11-27', { logoPath: '/empresas/panaderia-los-andes/logo?v=555555555555', website: 'https://panaderialosandes.cl' });
    expect(html).toContain('<a href="/empresas/panaderia-los-andes">Panadería Los Andes SpA</a>');
    expect(html).toContain('<img class="srv-logo" src="/empresas/panaderia-los-andes/logo?v=555555555555"');
    expect(jsonLd(html)).toMatchObject({
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Panadería Los Andes SpA',
        url: 'https://beneficios.cl/empresas/panaderia-los-andes',
        logo: 'https://beneficios.cl/empresas/panaderia-los-andes/logo?v=555555555555',
        sameAs: 'https://panaderialosandes.cl',
      },
      jobLocation: { address: { addressLocality: 'Providencia' } },
    });
    expect(jsonLd(html)).not.toHaveProperty('workHours');
    expect(jsonLd(html)).not.toHaveProperty('jobLocationType');
  });
});

describe('the sitemap and robots.txt', () => {
  it('lists each address absolute and escaped, with its last change', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/empresas/a-b', lastModified: '2026-11-20' }, { path: '/internships/x?y=1&z=2' }], 'https://beneficios.cl');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://beneficios.cl/empresas/a-b</loc><lastmod>2026-11-20</lastmod></url>');
    expect(xml).toContain('<loc>https://beneficios.cl/internships/x?y=1&amp;z=2</loc>');
  });

  it('robots.txt names the sitemap by its absolute address', () => {
    expect(robotsTxt('https://beneficios.cl')).toContain('Sitemap: https://beneficios.cl/sitemap.xml');
  });
});
