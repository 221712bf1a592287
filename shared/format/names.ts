/**
 * A person's names as the product writes them. In Chile a person has one or more given names
 * (`firstName`: "María José") and two surnames (`lastName`: "González Pérez"); a surname may start
 * with particles ("de la Fuente"). Initials take the first given name and the first surname: Rosa
 * González Pérez is "RG".
 */
export interface PersonNames {
  readonly firstName: string | undefined | null;
  readonly lastName: string | undefined | null;
}

const particles = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'san', 'santa', 'van', 'von', 'da', 'di', 'dos', 'do', 'le', 'mac', 'mc']);
const words = (text: string | undefined | null): string[] => (text ?? '').trim().split(/\s+/).filter(Boolean);

/** The whole name, `Rosa González Pérez`, or undefined when either part is missing. */
export const fullName = (person: PersonNames): string | undefined => {
  const first = words(person.firstName).join(' ');
  const last = words(person.lastName).join(' ');
  return first && last ? `${first} ${last}` : undefined;
};

/** The first surname, with its particles: `González` of "González Pérez", `de la Fuente` of "de la Fuente Soto". */
export const firstSurname = (lastName: string | undefined | null): string => {
  const all = words(lastName);
  const core = all.findIndex((word) => !particles.has(word.toLocaleLowerCase('es-CL')));
  return core === -1 ? all.join(' ') : all.slice(0, core + 1).join(' ');
};

/** A short name for a greeting or a list: first given name and first surname, `Rosa González`. */
export const shortName = (person: PersonNames): string | undefined => {
  const first = words(person.firstName)[0];
  const surname = firstSurname(person.lastName);
  return first && surname ? `${first} ${surname}` : first ?? (surname || undefined);
};

/**
 * Made on the first initial, not at import: building a segmenter loads the runtime's grapheme data, a few
 * milliseconds of the cold start of every function that imports this module for `fullName`.
 */
let letters: Intl.Segmenter | undefined;
/** The first letter as a reader sees it: an accent written as a separate mark stays with its letter. */
const initialOf = (word: string | undefined): string => {
  letters ??= new Intl.Segmenter('es-CL', { granularity: 'grapheme' });
  const first = word ? letters.segment(word)[Symbol.iterator]().next() : undefined;
  return first && !first.done ? first.value.segment.toLocaleUpperCase('es-CL') : '';
};

/** Two letters for an avatar: first given name and first surname (its first word that is not a particle): `RG`. */
export const initials = (person: PersonNames): string => {
  const surnameWords = words(firstSurname(person.lastName));
  const surnameCore = surnameWords.find((word) => !particles.has(word.toLocaleLowerCase('es-CL'))) ?? surnameWords[0];
  return `${initialOf(words(person.firstName)[0])}${initialOf(surnameCore)}`;
};
