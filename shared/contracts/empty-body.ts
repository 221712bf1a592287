import * as z from 'zod/mini';

/** The body of a POST that needs none: nothing, or `{}`. */
export const emptyBodySchema = z.optional(z.strictObject({}));
