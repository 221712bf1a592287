import { offerFieldsSchema } from './contracts/company-offers/offer-fields';
import { matchesOfferSearch, offerTransition, servedPageApiPath } from './internships';

describe('internship offers, the shared rules', () => {
  it('moves an offer only as its state allows', () => {
    expect(offerTransition('borrador', 'publish')).toBe('publicada');
    expect(offerTransition('publicada', 'pause')).toBe('pausada');
    expect(offerTransition('vencida', 'publish')).toBe('publicada');
    expect(offerTransition('cerrada', 'publish')).toBeUndefined();
    expect(offerTransition('oculta', 'publish')).toBeUndefined();
    expect(offerTransition('borrador', 'pause')).toBeUndefined();
  });

  it('sends an offer’s page, a company’s page and logo, the sitemap and robots.txt, and only them, to their API routes', () => {
    expect(servedPageApiPath('/internships/3f2a-9b')).toBe('/api/internships/3f2a-9b/page');
    expect(servedPageApiPath('/internships/3f2a-9b/')).toBe('/api/internships/3f2a-9b/page');
    expect(servedPageApiPath('/empresas/panaderia-sur')).toBe('/api/companies/panaderia-sur/page');
    expect(servedPageApiPath('/empresas/panaderia-sur/logo')).toBe('/api/companies/panaderia-sur/logo');
    expect(servedPageApiPath('/sitemap.xml')).toBe('/api/site/sitemap.xml');
    expect(servedPageApiPath('/robots.txt')).toBe('/api/site/robots.txt');
    for (const path of ['/internships/', '/internships', '/internships/a/postular', '/internships/%2e%2e', '/intern/postular/a', '/empresas/', '/empresas/Mayus', '/empresas/a/b', '/empresas/%2e%2e', '/favicon.ico', '/site.css']) {
      expect(servedPageApiPath(path)).toBeUndefined();
    }
  });

  it('searches words without accents or case, and filters by area, región, modality and pay', () => {
    const offer = { title: 'Práctica en Ingeniería', description: 'Apoyo al área de mantención', career: undefined, companyName: 'Minera Sur', area: 'ingenieria', region: 'Antofagasta', modality: 'presencial', stipendClp: 300_000 } as const;
    expect(matchesOfferSearch(offer, { q: 'ingenieria MINERA' })).toBe(true);
    expect(matchesOfferSearch(offer, { q: 'diseño' })).toBe(false);
    expect(matchesOfferSearch(offer, { area: 'ingenieria', region: 'Antofagasta', modality: 'presencial', paid: 'si' })).toBe(true);
    expect(matchesOfferSearch(offer, { paid: 'no' })).toBe(false);
    expect(matchesOfferSearch(offer, { region: 'Maule' })).toBe(false);
  });

  it('asks a place unless the offer is remote', () => {
    const base = { title: 'Práctica remota', area: 'informatica', description: 'x'.repeat(40), requirements: 'y'.repeat(20), durationMonths: 3, startDate: '2027-01-04', stipendClp: null, vacancies: 1, deadline: '2026-12-20' };
    expect(offerFieldsSchema.safeParse({ ...base, modality: 'remota' }).success).toBe(true);
    const onSite = offerFieldsSchema.safeParse({ ...base, modality: 'presencial' });
    expect(onSite.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['region', 'Elige la región donde se realiza la práctica.'],
      ['comuna', 'Indica la comuna donde se realiza la práctica.'],
    ]);
  });
});
