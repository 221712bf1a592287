import { Box, Field, Grid, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { userTypeSchema } from '@shared/user';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUsersFilters } from '../api/get-users';

/** How long the search box waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export type FilterChanges = Partial<Record<'q' | 'type' | 'intent', string>>;

/** The list's filters, read from the URL (`?q=&type=&intent=`), so that a reload or Back keeps them. */
export const useUsersFilters = (): [AdminUsersFilters, (changes: FilterChanges) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = userTypeSchema.safeParse(searchParams.get('type'));
  const filters: AdminUsersFilters = {
    q: searchParams.get('q') ?? '',
    type: type.success ? type.data : undefined,
    intent: searchParams.get('intent') === 'enterprise' ? 'enterprise' : undefined,
  };
  const update = useCallback(
    (changes: FilterChanges) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        // Narrowing the list is not a new page: Back leaves the list, with its filters as they were.
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return [filters, update];
};

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

interface UsersFiltersProps {
  readonly filters: AdminUsersFilters;
  readonly onChange: (changes: FilterChanges) => void;
}

/** The search box (debounced) and the type and intent filters. */
export function UsersFilters({ filters, onChange }: UsersFiltersProps) {
  // What is being typed and not yet in the URL; null follows the URL (a reload, Back, the sidebar link).
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => {
    if (draft === null) return;
    const timer = window.setTimeout(() => {
      // As typed: a trailing space stays in the box (the query itself is trimmed).
      onChange({ q: draft });
      setDraft(null);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, onChange]);

  return (
    <Grid as="search" templateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' }} gap="4" mb="5" alignItems="start">
      <Box gridColumn={{ base: '1 / -1', lg: 'auto' }}>
        <Field.Root>
          <Field.Label>Buscar</Field.Label>
          <InputGroup startElement={<SearchIcon />}>
            <Input
              type="search"
              bg="white"
              value={draft ?? filters.q}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Nombre, correo o RUT"
              autoComplete="off"
              spellCheck={false}
            />
          </InputGroup>
          <Field.HelperText>Por el comienzo del nombre, del correo o del RUT.</Field.HelperText>
        </Field.Root>
      </Box>
      <Field.Root>
        <Field.Label>Tipo</Field.Label>
        <NativeSelect.Root bg="white">
          <NativeSelect.Field value={filters.type ?? ''} onChange={(event) => onChange({ type: event.target.value })}>
            <option value="">Todos</option>
            <option value="client">Cliente</option>
            <option value="admin">Admin</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Intención</Field.Label>
        <NativeSelect.Root bg="white">
          <NativeSelect.Field value={filters.intent ?? ''} onChange={(event) => onChange({ intent: event.target.value })}>
            <option value="">Todas</option>
            <option value="enterprise">Empresa</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Grid>
  );
}
