import { benefitCatalogue } from './catalogue';
import { benefitIds, benefitNames, isBenefitId } from './ids';

describe('benefitIds', () => {
  it('names every benefit of the catalogue, once, and nothing else', () => {
    expect([...benefitIds].sort()).toEqual([...new Set(benefitCatalogue.map((version) => version.id))].sort());
  });

  it('gives each benefit the name its catalogue versions have', () => {
    for (const version of benefitCatalogue) expect([version.id, isBenefitId(version.id) ? benefitNames[version.id] : undefined]).toEqual([version.id, version.name]);
  });
});
