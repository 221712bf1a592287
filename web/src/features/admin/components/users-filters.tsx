import { userTypes } from '@shared/user';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FilterBar, SearchFilter, SelectFilter, useSearchParamsUpdate } from '../../../components/forms/filter-bar';
import type { AdminUsersFilters } from '../api/get-users';

const typeOptions = [
  { value: 'client', label: 'Cliente' },
  { value: 'enterprise', label: 'Empresa' },
  { value: 'admin', label: 'Admin' },
] as const;
const intentOptions = [{ value: 'enterprise', label: 'Empresa' }] as const;

export type FilterChanges = Partial<Record<'q' | 'type' | 'intent', string>>;

/** The list's filters, read from the URL (`?q=&type=&intent=`), so that a reload or Back keeps them. */
export const useUsersFilters = (): [AdminUsersFilters, (changes: FilterChanges) => void] => {
  const [searchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const filters: AdminUsersFilters = {
    q: searchParams.get('q') ?? '',
    type: userTypes.find((type) => type === typeParam),
    intent: searchParams.get('intent') === 'enterprise' ? 'enterprise' : undefined,
  };
  const update = useSearchParamsUpdate<keyof FilterChanges>();
  return [filters, update];
};

interface UsersFiltersProps {
  readonly filters: AdminUsersFilters;
  readonly onChange: (changes: FilterChanges) => void;
}

/** The search box (debounced) and the type and intent filters. */
export function UsersFilters({ filters, onChange }: UsersFiltersProps) {
  const search = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <FilterBar columns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' }}>
      <SearchFilter value={filters.q} onSearch={search} placeholder="Nombre, razón social, correo o RUT" helperText="Por el comienzo del nombre o la razón social, de un apellido, del correo o del RUT." />
      <SelectFilter label="Tipo" value={filters.type} onChange={(type) => onChange({ type })} anyLabel="Todos" options={typeOptions} />
      <SelectFilter label="Intención" value={filters.intent} onChange={(intent) => onChange({ intent })} anyLabel="Todas" options={intentOptions} />
    </FilterBar>
  );
}
