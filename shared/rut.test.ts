import fc from 'fast-check';
import { checkDigit, cleanRut, formatRut, isValidRut, normalizeRut, rutInlineError, sanitizeRutInput } from './rut';

const body = fc.integer({ min: 1, max: 99_999_999 }).map(String);
const validRut = body.map((digits) => `${digits}${checkDigit(digits)}`);

describe('RUT check digit (modulus 11, weights 2..7)', () => {
  it.each([
    ['12345678', '5'],
    ['11111111', '1'],
    ['7654321', '6'],
    ['10000013', 'K'],
    ['1000005', 'K'],
    ['20000000', '5'],
    ['14', '0'],
  ])('the check digit of %s is %s', (digits, expected) => {
    expect(checkDigit(digits)).toBe(expected);
  });

  it('accepts every RUT built with its own check digit, whatever the formatting', () => {
    fc.assert(fc.property(validRut, (rut) => isValidRut(rut) && isValidRut(formatRut(rut)) && isValidRut(normalizeRut(rut))));
  });

  it('refuses every other check digit', () => {
    fc.assert(
      fc.property(body, fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K'), (digits, digit) => {
        fc.pre(digit !== checkDigit(digits));
        return !isValidRut(`${digits}${digit}`);
      }),
    );
  });
});

describe('RUT cleaning and formatting', () => {
  it('strips dots and hyphens and keeps at most 9 characters', () => {
    expect(cleanRut('12.345.678-5')).toBe('123456785');
    expect(cleanRut('1.234.567.890-1')).toHaveLength(9);
    fc.assert(fc.property(fc.string(), (input) => cleanRut(input).length <= 9 && !/[.-]/.test(cleanRut(input))));
  });

  it('formats with thousands dots and a hyphen before the last character', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('1000005k')).toBe('1.000.005-K');
    expect(formatRut('1')).toBe('1');
    fc.assert(fc.property(validRut, (rut) => cleanRut(formatRut(rut)) === rut && /^\d{1,3}(\.\d{3})*-[\dK]$/.test(formatRut(rut))));
  });

  it('stores digits, a hyphen and the check digit, with no dots', () => {
    expect(normalizeRut('12.345.678-5')).toBe('12345678-5');
    fc.assert(fc.property(validRut, (rut) => /^\d+-[\dK]$/.test(normalizeRut(formatRut(rut)))));
  });

  it('keeps only digits while typing, with K allowed last', () => {
    expect(sanitizeRutInput('12a3')).toBe('123');
    expect(sanitizeRutInput('1K2')).toBe('12');
    expect(sanitizeRutInput('1000005k')).toBe('1000005K');
    fc.assert(fc.property(fc.string(), (input) => /^\d*[\dK]?$/.test(sanitizeRutInput(input))));
  });

  it('shows "RUT inválido" from 2 characters on, only for a wrong check digit', () => {
    expect(rutInlineError('1')).toBeUndefined();
    expect(rutInlineError('12')).toBe('RUT inválido');
    expect(rutInlineError('12.345.678-5')).toBeUndefined();
    expect(rutInlineError('12.345.678-4')).toBe('RUT inválido');
  });
});
