import { createHash } from 'node:crypto';
import type { z } from 'zod/mini';
import { messages } from '../../shared/messages';
import { badRequest, type HttpError } from './errors';

/**
 * The cursor of every paged list the API answers (the admin's users, the support inbox, the offers'
 * listing, the companies' search of students): where the last page stopped, opaque to the browser.
 * It is base64url JSON, `{ p: position, h: check }`, where the check is a hash of the position and of the
 * query that made the page, so that a cursor is taken back only by the same query, as it was given:
 * a cursor of another search, or one changed on the way, is a 400 with the catalogue's Spanish text.
 * The check is no secret (anyone may compute it); the position's schema is what keeps a forged one
 * from reaching DynamoDB with a key outside what the query reads.
 */

/** A position, as JSON: a list's own shape (a phase and DynamoDB's LastEvaluatedKey, the last item's keys). */
export type CursorPosition = string | number | boolean | null | readonly CursorPosition[] | { readonly [key: string]: CursorPosition | undefined };

/** What decides which items a list holds, normalized as the list applies it (trimmed, folded): the query a cursor belongs to. */
export type CursorQuery = readonly (string | number | boolean | undefined)[];

const checkOf = (position: string, query: CursorQuery): string =>
  createHash('sha256')
    .update(JSON.stringify([query.map((value) => value ?? null), position]))
    .digest('base64url')
    .slice(0, 16);

/** The 400 of a cursor this list did not make for this query. */
export const invalidCursor = (): HttpError => badRequest('bad-request', { cursor: messages['cursor-invalid'] });

/** The cursor after `position`, for this query. */
export const encodeCursor = (position: CursorPosition, query: CursorQuery): string => {
  const text = JSON.stringify(position);
  return Buffer.from(`{"p":${text},"h":"${checkOf(text, query)}"}`).toString('base64url');
};

/**
 * The position of a cursor that `encodeCursor` made for this same query, read with the list's schema
 * (and `fits`, for what depends on the query: a key of the partition it reads); anything else is a 400.
 */
export const decodeCursor = <Position>(raw: string, query: CursorQuery, schema: z.ZodMiniType<Position>, fits: (position: Position) => boolean = () => true): Position => {
  const bytes = Buffer.from(raw, 'base64url');
  // Node's decoder skips what is not base64url: only the one spelling encodeCursor writes is a cursor.
  if (bytes.toString('base64url') !== raw) throw invalidCursor();
  let payload: unknown;
  try {
    payload = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw invalidCursor();
  const { p, h, ...rest } = payload as { p?: unknown; h?: unknown };
  if (p === undefined || Object.keys(rest).length > 0 || h !== checkOf(JSON.stringify(p), query)) throw invalidCursor();
  const parsed = schema.safeParse(p);
  if (!parsed.success || !fits(parsed.data)) throw invalidCursor();
  return parsed.data;
};
