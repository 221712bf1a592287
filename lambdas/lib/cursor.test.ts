import fc from 'fast-check';
import * as z from 'zod/mini';
import { decodeCursor, encodeCursor, type CursorPosition, type CursorQuery } from './cursor';
import { HttpError } from './errors';

const anyPosition = z.unknown() as z.ZodMiniType<CursorPosition>;
const position = fc.jsonValue() as fc.Arbitrary<CursorPosition>;
const query: fc.Arbitrary<CursorQuery> = fc.array(fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(undefined)), { maxLength: 5 });
const base64url = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split(''));

/** The 400 of every refused cursor: the field and the catalogue's Spanish text. */
const refusal = (read: () => unknown): unknown => {
  try {
    read();
  } catch (error) {
    return error instanceof HttpError ? [error.status, error.fields] : error;
  }
  return 'taken';
};
const refused = [400, { cursor: 'El cursor no es válido.' }];

describe('the cursor of a paged list', () => {
  it('gives back the position it was made from, for the query that made it', () => {
    fc.assert(
      fc.property(position, query, (at, made) => {
        const cursor = encodeCursor(at, made);
        expect(cursor).toMatch(/^[\w-]+$/);
        // As JSON carries it (-0 is 0).
        expect(decodeCursor(cursor, made, anyPosition)).toEqual(JSON.parse(JSON.stringify(at)));
      }),
    );
  });

  it('is refused by another query', () => {
    fc.assert(
      fc.property(position, query, query, (at, made, other) => {
        fc.pre(JSON.stringify(made.map((value) => value ?? null)) !== JSON.stringify(other.map((value) => value ?? null)));
        expect(refusal(() => decodeCursor(encodeCursor(at, made), other, anyPosition))).toEqual(refused);
      }),
    );
  });

  it('is refused once any character of it is changed, added or taken away', () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), with: base64url }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), with: fc.oneof(base64url, fc.constantFrom('=', '.', ' ', '+', '/')) }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), with: fc.constant('') }),
    );
    fc.assert(
      fc.property(position, query, edit, (at, made, change) => {
        const cursor = encodeCursor(at, made);
        const index = change.at % (cursor.length + (change.kind === 'insert' ? 1 : 0));
        const tampered = cursor.slice(0, index) + change.with + cursor.slice(index + (change.kind === 'insert' ? 0 : 1));
        fc.pre(tampered !== cursor);
        expect(refusal(() => decodeCursor(tampered, made, anyPosition))).toEqual(refused);
      }),
    );
  });

  it('refuses any text it did not make', () => {
    fc.assert(fc.property(fc.string(), query, (text, made) => expect(refusal(() => decodeCursor(text, made, anyPosition))).toEqual(refused)));
  });

  it('refuses a position its list does not read: one the schema or the query\'s own check refuses', () => {
    const key = z.strictObject({ pk: z.string(), sk: z.string() });
    const made: CursorQuery = ['chile'];
    expect(decodeCursor(encodeCursor({ pk: 'OFFER#1', sk: 'OFFER' }, made), made, key)).toEqual({ pk: 'OFFER#1', sk: 'OFFER' });
    expect(refusal(() => decodeCursor(encodeCursor({ pk: 'OFFER#1' }, made), made, key))).toEqual(refused);
    expect(refusal(() => decodeCursor(encodeCursor({ pk: 'OFFER#1', sk: 'OFFER', extra: 'x' }, made), made, key))).toEqual(refused);
    expect(refusal(() => decodeCursor(encodeCursor({ pk: 'USER#1', sk: 'PROFILE' }, made), made, key, (at) => at.pk.startsWith('OFFER#')))).toEqual(refused);
  });
});
