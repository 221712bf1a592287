import { firstSurname, fullName, initials, shortName } from './names';

describe('person names', () => {
  it('takes initials from the first given name and the first surname', () => {
    expect(initials({ firstName: 'Rosa', lastName: 'González Pérez' })).toBe('RG');
    expect(initials({ firstName: 'María José', lastName: 'Muñoz Soto' })).toBe('MM');
    expect(initials({ firstName: 'álvaro', lastName: 'ñuñez' })).toBe('ÁÑ');
    // An accent typed as its own mark (NFD) stays with its letter.
    expect(initials({ firstName: 'A\u0301lvaro', lastName: 'N\u0303un\u0303ez' })).toBe('A\u0301N\u0303');
  });

  it('skips the particles of a surname for its initial', () => {
    expect(initials({ firstName: 'Juan', lastName: 'de la Fuente Soto' })).toBe('JF');
    expect(firstSurname('de la Fuente Soto')).toBe('de la Fuente');
    expect(firstSurname('del Río')).toBe('del Río');
    expect(firstSurname('González Pérez')).toBe('González');
  });

  it('copes with missing and spaced-out names', () => {
    expect(initials({ firstName: '  Rosa ', lastName: '' })).toBe('R');
    expect(initials({ firstName: undefined, lastName: 'Pérez' })).toBe('P');
    expect(initials({ firstName: '', lastName: null })).toBe('');
    expect(firstSurname('de')).toBe('de');
  });

  it('writes the full name only when both parts are there', () => {
    expect(fullName({ firstName: ' Rosa ', lastName: 'González   Pérez' })).toBe('Rosa González Pérez');
    expect(fullName({ firstName: 'Rosa', lastName: ' ' })).toBeUndefined();
    expect(fullName({ firstName: '', lastName: 'Pérez' })).toBeUndefined();
  });

  it('writes a short name with the first given name and the first surname', () => {
    expect(shortName({ firstName: 'María José', lastName: 'González Pérez' })).toBe('María González');
    expect(shortName({ firstName: 'Rosa', lastName: '' })).toBe('Rosa');
    expect(shortName({ firstName: '', lastName: '' })).toBeUndefined();
  });
});
