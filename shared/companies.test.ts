import fc from 'fast-check';
import { COMPANY_SLUG_MAX, COMPANY_SLUG_PATTERN, slugOf } from './companies';

describe('a company page’s slug', () => {
  it('reads like the razón social, without accents nor the legal form', () => {
    expect(slugOf('Panadería Los Andes SpA')).toBe('panaderia-los-andes');
    expect(slugOf('Constructora Ñuñoa Ltda.')).toBe('constructora-nunoa');
    expect(slugOf('Pérez y Cía. Limitada')).toBe('perez');
    expect(slugOf('Pérez & Hijos')).toBe('perez-y-hijos');
    expect(slugOf('Viñedos del Sur S.A.')).toBe('vinedos-del-sur');
    expect(slugOf('SpA')).toBe('spa');
    expect(slugOf('¡¡¡')).toBe('empresa');
  });

  it('is always a valid address part of at most 60 characters, the same for the same name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (legalName) => {
        const slug = slugOf(legalName);
        expect(slug).toMatch(COMPANY_SLUG_PATTERN);
        expect(slug.length).toBeLessThanOrEqual(COMPANY_SLUG_MAX);
        expect(slugOf(legalName)).toBe(slug);
      }),
    );
  });
});
