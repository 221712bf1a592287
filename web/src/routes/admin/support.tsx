import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../components/layouts/app-page-header';
import { InboxFiltersBar, InboxTable, useInboxFilters } from '../../features/support-desk/components/inbox';
import { usePageMeta } from '../../lib/page-meta';

/** `/admin/support`: the support desk's inbox, tickets and insurance contact requests together. */
export function Component() {
  usePageMeta({ title: 'Soporte | Administración | Beneficios Chile', description: 'Bandeja de soporte.' });
  const [filters, setFilters] = useInboxFilters();
  return (
    <Stack gap="0">
      <PageHeader eyebrow="Administración" title="Soporte" description="Tickets y solicitudes de contacto por seguros, del último movimiento al más antiguo." />
      <InboxFiltersBar filters={filters} onChange={setFilters} />
      <InboxTable filters={filters} />
    </Stack>
  );
}
