import { Alert, Stack } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { UsersFilters, useUsersFilters } from '../../features/admin/components/users-filters';
import { UsersTable } from '../../features/admin/components/users-table';
import { usePageMeta } from '../../lib/page-meta';

/** `/admin/users` (product §2, §3): every account, searched and filtered, page by page. */
export function Component() {
  usePageMeta({ title: 'Usuarios | Administración | Beneficios Chile', description: 'Gestión de usuarios.' });
  const [filters, setFilters] = useUsersFilters();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  return (
    <Stack gap="0">
      <PageHeader eyebrow="Administración" title="Usuarios" description="Busca una cuenta por nombre, razón social, correo o RUT, y revisa o cambia sus datos." />
      {deleted ? (
        <Alert.Root status="success" role="status" mb="5" borderRadius="xl">
          <Alert.Indicator />
          <Alert.Title>Eliminamos la cuenta de {deleted}.</Alert.Title>
        </Alert.Root>
      ) : null}
      <UsersFilters filters={filters} onChange={setFilters} />
      <UsersTable filters={filters} />
    </Stack>
  );
}
