import { RUT_MAX_LENGTH } from './constants';
import { messages } from './messages';

/**
 * The Chilean RUT, as product §5 describes it: digits and a check digit (0-9 or K) computed by
 * modulus 11 with weights 2 to 7 cycling from the right; 11 gives 0 and 10 gives K.
 */

/** Strips dots, hyphens and spaces, upper-cases K, keeps at most 9 characters. */
export const cleanRut = (input: string): string =>
  input
    .replace(/[.\-\s]/g, '')
    .toUpperCase()
    .slice(0, RUT_MAX_LENGTH);

/** The check digit for a body of digits. */
export const checkDigit = (body: string): string => {
  let sum = 0;
  let weight = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body[index]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const result = 11 - (sum % 11);
  return result === 11 ? '0' : result === 10 ? 'K' : String(result);
};

/** True when a cleaned RUT has digits, a digit-or-K last, and the right check digit. */
export const isValidRut = (input: string): boolean => {
  const rut = cleanRut(input);
  if (!/^\d{1,8}[\dK]$/.test(rut)) return false;
  return checkDigit(rut.slice(0, -1)) === rut.slice(-1);
};

/** As typed: thousands dots and a hyphen before the last character (`12.345.678-5`). */
export const formatRut = (input: string): string => {
  const rut = cleanRut(input);
  if (rut.length < 2) return rut;
  const body = rut.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${rut.slice(-1)}`;
};

/** As stored: digits, hyphen, check digit, no dots (`12345678-5`). */
export const normalizeRut = (input: string): string => {
  const rut = cleanRut(input);
  return `${rut.slice(0, -1)}-${rut.slice(-1)}`;
};

/**
 * What the RUT input keeps from a keystroke: only digits, with a K allowed last, at most 9.
 * The inline "RUT inválido" shows from 2 characters on when the check digit is wrong.
 */
export const sanitizeRutInput = (input: string): string => {
  const cleaned = cleanRut(input.replace(/[^\dkK.\-\s]/g, ''));
  const body = cleaned.slice(0, -1).replace(/K/g, '');
  return `${body}${cleaned.slice(-1)}`.slice(0, RUT_MAX_LENGTH);
};

export const rutInlineError = (input: string): string | undefined => {
  const rut = cleanRut(input);
  return rut.length >= 2 && !isValidRut(rut) ? messages['rut-inline'] : undefined;
};
