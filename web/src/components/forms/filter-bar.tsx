import { Box, Field, Grid, Input, InputGroup, type GridProps } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SelectInput } from './select-input';

/**
 * The admin lists' filter bar (users, support inbox): a search box that asks the server after the
 * last keystroke, and selects, laid out alike; and the URL as the filters' one home, so that a
 * reload or Back keeps them.
 */

/** How long the search box waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Sets or removes URL search parameters in place: narrowing a list is not a new page, Back leaves the list. */
export const useSearchParamsUpdate = <Name extends string>(): ((changes: Partial<Record<Name, string>>) => void) => {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (changes: Partial<Record<Name, string>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries<string | undefined>(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
};

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** The bar: the search box first and wider, then the selects. */
export function FilterBar({ columns, children }: { readonly columns: GridProps['templateColumns']; readonly children: ReactNode }) {
  return (
    <Grid as="search" templateColumns={columns} gap="4" mb="5" alignItems="start">
      {children}
    </Grid>
  );
}

interface SearchFilterProps {
  /** "Buscar" unless the list has two search boxes. */
  readonly label?: string;
  readonly value: string;
  readonly onSearch: (q: string) => void;
  readonly placeholder: string;
  readonly helperText?: string;
  readonly maxLength?: number;
}

/** "Buscar", debounced; what is typed and not yet in the URL is kept as typed (a trailing space stays in the box). */
export function SearchFilter({ label = 'Buscar', value, onSearch, placeholder, helperText, maxLength }: SearchFilterProps) {
  // null follows the URL (a reload, Back, a link).
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => {
    if (draft === null) return;
    const timer = window.setTimeout(() => {
      onSearch(draft);
      setDraft(null);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, onSearch]);
  return (
    <Box gridColumn={{ base: '1 / -1', lg: 'auto' }}>
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <InputGroup startElement={<SearchIcon />}>
          <Input
            type="search"
            bg="white"
            value={draft ?? value}
            maxLength={maxLength}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
          />
        </InputGroup>
        {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      </Field.Root>
    </Box>
  );
}

interface SelectFilterProps {
  readonly label: string;
  readonly value: string | undefined;
  readonly onChange: (value: string) => void;
  /** The empty choice: no filter. */
  readonly anyLabel: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

export function SelectFilter({ label, value, onChange, anyLabel, options }: SelectFilterProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <SelectInput root={{ bg: 'white' }} value={value ?? ''} onChange={(event) => onChange(event.target.value)} placeholder={anyLabel} options={options} />
    </Field.Root>
  );
}
