import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benefitCatalogue } from './catalogue';
import { idsSource } from './generate-rules';
import { benefitIds, benefitNames, isBenefitId } from './ids';

describe('ids.ts', () => {
  it('is what `npm run generate:rules` writes from the catalogue (after editing shared/benefits/catalogue, run it)', () => {
    expect(readFileSync(path.join(__dirname, 'ids.ts'), 'utf8')).toBe(idsSource());
  });

  it('names every benefit of the catalogue, once, with the name its versions have', () => {
    expect([...benefitIds].sort()).toEqual([...new Set(benefitCatalogue.map((version) => version.id))].sort());
    for (const version of benefitCatalogue) expect([version.id, isBenefitId(version.id) ? benefitNames[version.id] : undefined]).toEqual([version.id, version.name]);
  });

  it('tells a benefit id from any other string', () => {
    expect(isBenefitId('pgu')).toBe(true);
    expect(isBenefitId('toString')).toBe(false);
  });
});
