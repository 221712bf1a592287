import { parseIsoDate } from '../age';
import { benefitCatalogue, unclaimedMoney } from './catalogue';
import type { BenefitVersion } from './types';

const ids = [...new Set(benefitCatalogue.map((version) => version.id))];
const versionsOf = (id: string): BenefitVersion[] => benefitCatalogue.filter((version) => version.id === id);

describe('benefitCatalogue', () => {
  it('covers the seven rule-based benefits of benefits-sources.md', () => {
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
                : amount.kind === 'variable'
                  ? []
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
