import * as z from 'zod/mini';
import { isAdult, isAfter, parseIsoDate, todayInChile } from './age';
import { MIN_PASSWORD_LENGTH } from './constants';
import { messages as m } from './messages';
import { isReturnPath } from './return-path';
import { cleanRut, isValidRut, normalizeRut } from './rut';

/**
 * Fields that several operations' body schemas (shared/contracts/) and the web forms share: the server
 * trusts nothing and checks the same rules. Each is a function that builds the field, so that a
 * module-level schema is only ever the one of the operation that reads it.
 */

/** An e-mail field whose bad format reads `invalidMessage` (product §8 words it per screen: login, register). */
export const emailField = (invalidMessage: string = m['email-invalid']) =>
  z.pipe(
    z.pipe(z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required), z.maxLength(254, invalidMessage)), z.email({ error: invalidMessage })),
    z.transform((email) => email.toLowerCase()),
  );

export const nameField = () => z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required), z.maxLength(60, m['name-too-long']));

export const rutField = () => z.pipe(
  z
    .string({ error: m['rut-required'] })
    .check(
      z.maxLength(20, m['rut-required']),
      z.refine((rut) => isValidRut(rut) && cleanRut(rut).length === rut.replace(/[.\-\s]/g, '').length, m['rut-required']),
    ),
  z.transform(normalizeRut),
);

/** A birth date `YYYY-MM-DD`, not after today, of someone 18 or over (today in Chile). */
export const birthDateField = () => z.string({ error: m['birth-date-required'] }).check(
  z.minLength(1, m['birth-date-required']),
  z.refine((value) => parseIsoDate(value) !== undefined, m['birth-date-required']),
  z.refine((value) => {
    const date = parseIsoDate(value);
    return date !== undefined && !isAfter(date, todayInChile());
  }, m['birth-date-in-future']),
  z.refine((value) => {
    const date = parseIsoDate(value);
    return date !== undefined && isAdult(date, todayInChile());
  }, m.underage),
);

export const passwordField = () => z.string({ error: m.required }).check(z.minLength(MIN_PASSWORD_LENGTH, m['weak-password']), z.maxLength(256, m['weak-password']));

export const termsField = () => z.literal(true, { error: m['terms-required'] });

/** 128-bit and more random tokens, base64url. */
export const linkTokenField = () => z.string().check(z.regex(/^[\w-]{22,128}$/));
export const uidField = () => z.string().check(z.regex(/^[\w-]{1,128}$/));

/** A same-site path of the internships half to come back to after registering (shared/return-path.ts); anything else is refused. */
export const returnPathField = () => z.string().check(z.refine(isReturnPath, m['invalid-value']));
