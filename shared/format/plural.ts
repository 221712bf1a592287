import { formatCount } from './money';

/**
 * A count and its noun, agreeing: `1 suscripción`, `0 suscripciones`, `2 suscripciones`,
 * `1.500 suscripciones`. Spanish takes the singular for exactly one only.
 * Pass the whole phrase when its words agree too: `countOf(n, 'suscripción pagada', 'suscripciones pagadas')`.
 */
export const countOf = (count: number, singular: string, plural: string): string => `${formatCount(count)} ${pluralOf(count, singular, plural)}`;

/** The noun alone, for a count written apart: `pluralOf(1, 'usuario', 'usuarios')` is `usuario`. */
export const pluralOf = (count: number, singular: string, plural: string): string => (Math.round(count) === 1 ? singular : plural);
