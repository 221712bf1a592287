import * as z from 'zod/mini';
import { isAdult, isAfter, parseIsoDate, todayInChile } from './age';
import { MIN_PASSWORD_LENGTH } from './constants';
import { messages as m } from './messages';
import { cleanRut, isValidRut, normalizeRut } from './rut';
import { pure } from './pure';

/**
 * Field and request-body schemas shared by the web forms and the handlers: the server trusts
 * nothing and checks the same rules. Bodies are strict: an unknown field is an error.
 */
/** An e-mail field whose bad format reads `invalidMessage` (spec §8 words it per screen: login, register). */
export const emailField = (invalidMessage: string) =>
  z.pipe(
    z.pipe(z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required), z.maxLength(254, invalidMessage)), z.email({ error: invalidMessage })),
    z.transform((email) => email.toLowerCase()),
  );

export const emailSchema = /* @__PURE__ */ pure(() => emailField(m['email-invalid']));

export const nameSchema = /* @__PURE__ */ pure(() => z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required), z.maxLength(60, m['name-too-long'])));

export const rutSchema = /* @__PURE__ */ pure(() =>
  z.pipe(
    z
      .string({ error: m['rut-required'] })
      .check(
        z.maxLength(20, m['rut-required']),
        z.refine((rut) => isValidRut(rut) && cleanRut(rut).length === rut.replace(/[.\-\s]/g, '').length, m['rut-required']),
      ),
    z.transform(normalizeRut),
  ),
);

/** A birth date `YYYY-MM-DD`, not after today, of someone 18 or over (today in Chile). */
export const birthDateSchema = /* @__PURE__ */ pure(() =>
  z.string({ error: m['birth-date-required'] }).check(
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
  ),
);

export const passwordSchema = /* @__PURE__ */ pure(() => z.string({ error: m.required }).check(z.minLength(MIN_PASSWORD_LENGTH, m['weak-password']), z.maxLength(256, m['weak-password'])));

export const termsSchema = /* @__PURE__ */ pure(() => z.literal(true, { error: m['terms-required'] }));

/** 128-bit and more random tokens, base64url. */
export const linkTokenSchema = /* @__PURE__ */ pure(() => z.string().check(z.regex(/^[\w-]{22,128}$/)));
export const uidSchema = /* @__PURE__ */ pure(() => z.string().check(z.regex(/^[\w-]{1,128}$/)));
