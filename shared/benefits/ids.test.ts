import { benefitCatalogue } from './catalogue';
import { benefitIds } from './ids';

describe('benefitIds', () => {
  it('names every benefit of the catalogue, once, and nothing else', () => {
    expect([...benefitIds].sort()).toEqual([...new Set(benefitCatalogue.map((version) => version.id))].sort());
  });
});
