import { MENU_TYPEAHEAD_CLEAR_MS } from '@shared/constants';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** The type-ahead of the user menus (spec §9): letters typed in an open menu move its highlight. */
export interface TypeaheadItem {
  readonly value: string;
  readonly label: string;
}

export const userMenuItems = [
  { value: 'profile', label: 'Mi Perfil' },
  { value: 'sign-out', label: 'Cerrar Sesión' },
] as const satisfies readonly TypeaheadItem[];

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('es-CL');

/**
 * The item a type-ahead search lands on: typing the same letter again cycles through the items that
 * start with it; several letters look for the first item, from the highlighted one on, that starts with them.
 */
export const typeaheadMatch = (items: readonly TypeaheadItem[], search: string, highlighted: string | null): TypeaheadItem | undefined => {
  const repeated = /^(.)\1+$/su.test(search);
  const query = repeated ? search.charAt(0) : search;
  const start = Math.max(0, items.findIndex((item) => item.value === highlighted));
  const offset = query.length === 1 && highlighted !== null ? 1 : 0;
  const ordered = items.map((_, index) => items[(start + offset + index) % items.length]).filter((item) => item !== undefined);
  return ordered.find((item) => fold(item.label).startsWith(fold(query)));
};

/**
 * The letters typed so far in an open menu, cleared `MENU_TYPEAHEAD_CLEAR_MS` after the last one.
 * `type` takes a key press: it returns the search with that key, or null when the key is not part of a
 * search (an arrow, Enter, a space that starts nothing) and the menu handles it.
 */
export function useTypeaheadSearch() {
  const [search, setSearch] = useState('');
  const searchRef = useRef('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const update = (next: string): void => {
    searchRef.current = next;
    setSearch(next);
    window.clearTimeout(timer.current);
    if (next) timer.current = window.setTimeout(() => update(''), MENU_TYPEAHEAD_CLEAR_MS);
  };

  const type = (event: KeyboardEvent<HTMLElement>): string | null => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return null;
    // A space inside a search ("mi p") searches instead of selecting.
    if (event.key === ' ' && !searchRef.current) return null;
    event.preventDefault();
    if (event.key === ' ') event.stopPropagation();
    const next = searchRef.current + event.key;
    update(next);
    return next;
  };

  return { search, type, reset: () => update('') };
}
