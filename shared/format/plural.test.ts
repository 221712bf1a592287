import { countOf, pluralOf } from './plural';

describe('plurals', () => {
  it('takes the singular for exactly one', () => {
    expect(countOf(1, 'suscripción', 'suscripciones')).toBe('1 suscripción');
    expect(countOf(1, 'usuario', 'usuarios')).toBe('1 usuario');
  });

  it('takes the plural for zero, two, many and fractions', () => {
    expect(countOf(0, 'suscripción', 'suscripciones')).toBe('0 suscripciones');
    expect(countOf(2, 'suscripción', 'suscripciones')).toBe('2 suscripciones');
    expect(countOf(1_500, 'usuario', 'usuarios')).toBe('1.500 usuarios');
    expect(pluralOf(-1, 'día', 'días')).toBe('días');
  });

  it('agrees a whole phrase', () => {
    expect(countOf(1, 'suscripción pagada', 'suscripciones pagadas')).toBe('1 suscripción pagada');
    expect(countOf(3, 'suscripción pagada', 'suscripciones pagadas')).toBe('3 suscripciones pagadas');
  });
});
