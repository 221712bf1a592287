import { householdProfileSchema } from './household-schema';
import { parseIsoDate } from '../age';
import { benefitCatalogue, unclaimedMoney } from './catalogue';
import { officialPages, stillWithoutOwnPage } from './catalogue/links';
import { catalogueProblems, currentBenefitIds } from './catalogue-checks';
import type { BenefitVersion } from './types';

const ids = [...new Set(benefitCatalogue.map((version) => version.id))];
const versionsOf = (id: string): BenefitVersion[] => benefitCatalogue.filter((version) => version.id === id);

describe('benefitCatalogue', () => {
  it('covers the seven rule-based benefits the product started with', () => {
    expect(ids).toEqual(expect.arrayContaining([
      'pgu',
      'aporte-familiar-permanente',
      'subsidio-familiar',
      'asignacion-familiar',
      'bolsillo-familiar-electronico',
      'bono-invierno',
      'subsidio-electrico',
    ]));
  });

  it.each(ids)('%s has versions with real dates that do not overlap', (id) => {
    const versions = versionsOf(id).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
    versions.forEach((version, index) => {
      expect(parseIsoDate(version.validFrom)).toBeDefined();
      if (version.validTo !== null) {
        expect(parseIsoDate(version.validTo)).toBeDefined();
        expect(version.validFrom <= version.validTo).toBe(true);
      }
      const next = versions[index + 1];
      if (next) expect(version.validTo !== null && version.validTo < next.validFrom).toBe(true);
    });
  });

  it.each(ids)('%s says how to claim it, links to an official page and names its checked source', (id) => {
    for (const version of versionsOf(id)) {
      expect(version.howToClaim.length).toBeGreaterThan(0);
      expect(version.officialUrl).toMatch(/^https:\/\//);
      expect(version.source.url).toMatch(/^https:\/\//);
      expect(parseIsoDate(version.source.checkedOn)).toBeDefined();
      expect(version.criteria.length).toBeGreaterThan(0);
    }
  });

  it('keeps amounts in whole pesos, brackets ascending and age bands oldest first', () => {
    for (const { amount } of benefitCatalogue) {
      const values =
        amount.kind === 'fixed' || amount.kind === 'perCarga' || amount.kind === 'perUnit'
          ? [amount.value]
          : amount.kind === 'incomeBrackets'
            ? amount.brackets.flatMap((bracket) => [bracket.upTo, bracket.perCarga])
            : amount.kind === 'range'
              ? [amount.min, amount.max]
              : amount.kind === 'basePlusPerCarga'
                ? [amount.base, amount.perCarga]
                : amount.kind === 'variable' || amount.kind === 'share'
                  ? []
                  : amount.kind === 'incomeLinked'
                    ? [amount.max, amount.fullUntil, amount.limit]
                    : amount.bands.map((band) => band.value);
      for (const value of values) expect(Number.isInteger(value) && value > 0).toBe(true);
      if (amount.kind === 'incomeBrackets') {
        const limits = amount.brackets.map((bracket) => bracket.upTo);
        expect(limits).toEqual([...limits].sort((a, b) => a - b));
      }
      if (amount.kind === 'byAge') {
        const ages = amount.bands.map((band) => band.from);
        expect(ages).toEqual([...ages].sort((a, b) => b - a));
      }
    }
  });

  it('keeps the Bolsillo Familiar Electrónico closed: it ended on 30-09-2024', () => {
    expect(versionsOf('bolsillo-familiar-electronico').map((version) => version.validTo)).toEqual(['2024-04-30', '2024-09-30']);
  });
});

describe('unclaimedMoney', () => {
  it('explains acreencias bancarias in Spanish and links to the official searches', () => {
    expect(unclaimedMoney.title).toBe('Dinero a tu nombre');
    expect(unclaimedMoney.explanation.join(' ')).toContain('Bomberos');
    expect(unclaimedMoney.searches.map((search) => new URL(search.url).hostname)).toEqual([
      'acreencias.cmfchile.cl',
      'chileatiende.gob.cl',
      'www.tgr.cl',
    ]);
  });
});

describe('the catalogue is checked like code', () => {
  const today = { year: 2026, month: 11, day: 22 };
  const [sample] = benefitCatalogue.filter((version) => version.id === 'bono-invierno' && version.validTo === null);
  if (!sample) throw new Error('no sample version');

  it('has at least 35 benefits in force today', () => {
    expect(currentBenefitIds(benefitCatalogue, today).length).toBeGreaterThanOrEqual(35);
  });

  it('has a source, a claim link to the benefit’s own page, a recent check, the period of its amount and when it pays', () => {
    expect(catalogueProblems(benefitCatalogue, today)).toEqual([]);
  });

  it('gives every source a confidence', () => {
    for (const version of benefitCatalogue) expect(['alta', 'media', 'baja']).toContain(version.source.confidence);
  });

  it('fails an entry without a source, with a bare home page, or checked more than 12 months ago', () => {
    const broken: BenefitVersion[] = [
      { ...sample, source: { ...sample.source, name: '', url: '' } },
      { ...sample, officialUrl: 'https://www.chileatiende.gob.cl/' },
      { ...sample, officialUrl: 'http://www.chileatiende.gob.cl/fichas/39484' },
      { ...sample, source: { ...sample.source, checkedOn: '2025-11-21' } },
    ];
    expect(catalogueProblems(broken, today)).toEqual([
      'bono-invierno (desde 2026-01-01): sin fuente https',
      'bono-invierno (desde 2026-01-01): el enlace para reclamar no es https o es una página de inicio',
      'bono-invierno (desde 2026-01-01): el enlace para reclamar no es https o es una página de inicio',
      'bono-invierno (desde 2026-01-01): fuente revisada hace más de 12 meses (2025-11-21)',
    ]);
    expect(catalogueProblems([{ ...sample, source: { ...sample.source, checkedOn: '2025-11-22' } }], today)).toEqual([]);
  });

  it('keeps the Ingreso Mínimo Garantizado only as an ended version', () => {
    expect(versionsOf('ingreso-minimo-garantizado').map((version) => version.validTo)).toEqual(['2024-06-30']);
    expect(currentBenefitIds(benefitCatalogue, today)).not.toContain('ingreso-minimo-garantizado');
    expect(currentBenefitIds(benefitCatalogue, today)).not.toContain('bolsillo-familiar-electronico');
  });

  it('checks the received ids of a saved profile against the catalogue', () => {
    expect(householdProfileSchema.safeParse({ receivedBenefitIds: ['pgu', 'bono-invierno'] }).success).toBe(true);
    expect(householdProfileSchema.safeParse({ receivedBenefitIds: ['bono-inventado'] }).success).toBe(false);
    expect(householdProfileSchema.safeParse({ receivedBenefitIds: ['pgu', 'pgu'] }).success).toBe(false);
  });
});

describe('claim links', () => {
  const today = '2026-11-22';
  /** A search results page or a site's home page: not the benefit's own page. */
  const isSearchOrHomePage = (url: string): boolean => {
    const { pathname, searchParams } = new URL(url);
    const path = pathname.replace(/\/+$/, '').toLowerCase();
    return (
      path === '' ||
      /^\/(index\.[a-z]+|inicio|home|portal)$/.test(path) ||
      /\/(buscar|busqueda|búsqueda|search)(\/|$)/.test(path) ||
      ['query', 'q', 's', 'search'].some((key) => searchParams.has(key))
    );
  };
  const inForce = benefitCatalogue.filter((version) => version.validTo === null || version.validTo >= today);

  it('sends every benefit in force today (or later) to its own page, not to a search or a home page', () => {
    const offenders = [...new Set(inForce.filter((version) => isSearchOrHomePage(version.officialUrl)).map((version) => version.id))];
    // Only the benefits whose own page could not be found may still link to a search; the list can only shrink.
    expect(offenders.sort()).toEqual([...stillWithoutOwnPage].sort());
  });

  it('keeps the list of benefits without their own page to benefits in force', () => {
    const ids = new Set(inForce.map((version) => version.id));
    for (const id of stillWithoutOwnPage) expect(ids.has(id)).toBe(true);
  });

  it('uses https and a page of its own for every address found', () => {
    for (const url of Object.values(officialPages)) {
      expect(url).toMatch(/^https:\/\//);
      expect(isSearchOrHomePage(url)).toBe(false);
    }
  });

  it('recognises search and home pages', () => {
    expect(isSearchOrHomePage('https://www.chileatiende.gob.cl/buscar?query=bono+bodas+de+oro')).toBe(true);
    expect(isSearchOrHomePage('https://www.chileatiende.gob.cl/buscar/')).toBe(true);
    expect(isSearchOrHomePage('https://www.chileatiende.gob.cl/')).toBe(true);
    expect(isSearchOrHomePage('https://www.ips.gob.cl')).toBe(true);
    expect(isSearchOrHomePage('https://sence.gob.cl/index.html')).toBe(true);
    expect(isSearchOrHomePage('https://www.junaeb.cl/?s=beca')).toBe(true);
    expect(isSearchOrHomePage('https://www.chileatiende.gob.cl/fichas/5369-bono-bodas-de-oro')).toBe(false);
    expect(isSearchOrHomePage('https://portal.beneficiosestudiantiles.cl/gratuidad')).toBe(false);
  });
});
