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
      <PageHeader eyebrow="Administración" title="Soporte" description="Tickets, postulaciones asistidas y solicitudes de contacto por seguros: primero los prioritarios, luego del último movimiento al más antiguo." />
      <InboxFiltersBar filters={filters} onChange={setFilters} />
      <InboxTable filters={filters} />
    </Stack>
  );
}
