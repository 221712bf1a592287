import type { PublicOffer } from '../../shared/internships';
import { offerPageHtml } from './offer-page';

const offer: PublicOffer = {
  offerId: 'f3b1c2d4-0000-4000-8000-000000000001',
  companyName: 'Panadería Los Andes SpA',
  title: 'Práctica en marketing digital </script><script>alert(1)</script>',
  area: 'comunicaciones',
  description: 'Apoyarás las redes sociales de la panadería.\n\nTrabajarás con el equipo de ventas.',
  requirements: 'Estudiante de Publicidad o Periodismo.',
  modality: 'presencial',
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

const jsonLd = (html: string): Record<string, unknown> | undefined => {
  const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return found ? (JSON.parse(found) as Record<string, unknown>) : undefined;
};

describe('the served page of an offer', () => {
  it('carries the offer and its schema.org JobPosting, escaped so that no text ends a script', () => {
    const html = offerPageHtml(offer, 'https://beneficios.cl', '2026-11-27');
    expect(html).toContain('<h1>Práctica en marketing digital &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('$350.000 mensuales');
    expect(html).toContain(`href="/intern/postular/${offer.offerId}"`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'JobPosting',
      title: offer.title,
      datePosted: '2026-11-20',
      validThrough: '2026-12-15T23:59:59-03:00',
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Panadería Los Andes SpA' },
      jobLocation: { address: { addressLocality: 'Providencia', addressRegion: 'Metropolitana de Santiago', addressCountry: 'CL' } },
      baseSalary: { currency: 'CLP', value: { value: 350_000, unitText: 'MONTH' } },
      url: `https://beneficios.cl/internships/${offer.offerId}`,
    });
  });

  it('a remote, unpaid offer is a telecommute posting without a salary', () => {
    const posting = jsonLd(offerPageHtml({ ...offer, modality: 'remota', region: undefined, comuna: undefined, stipendClp: null }, 'https://beneficios.cl', '2026-11-27'));
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Chile' } });
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it('an offer past its deadline or closed says so, has no Postular button and no JobPosting', () => {
    for (const page of [offerPageHtml(offer, 'https://beneficios.cl', '2026-12-16'), offerPageHtml({ ...offer, status: 'cerrada' }, 'https://beneficios.cl', '2026-11-27')]) {
      expect(jsonLd(page)).toBeUndefined();
      expect(page).toContain('Esta oferta ya no recibe postulaciones');
      expect(page).not.toContain('>Postular<');
      expect(page).toContain('<meta name="robots" content="noindex" />');
    }
  });
});
