import { Badge, Box, Button, Link as ChakraLink, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '@shared/format/date';
import { formatRut } from '@shared/rut';
import { supportTicketStatuses, supportTicketStatusLabels } from '@shared/support';
import { inboxAges, supportItemKindLabels, supportItemKinds } from '@shared/support-desk';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterBar, SearchFilter, SelectFilter, useSearchParamsUpdate } from '../../../components/forms/filter-bar';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { PriorityBadge } from '../../support/item-heading';
import { TicketStatusBadge } from '../../support/thread';
import { useInbox, type InboxFilters } from '../api/desk';

const ageLabels: Record<(typeof inboxAges)[number], string> = { '1': 'Más de 1 día', '3': 'Más de 3 días', '7': 'Más de 7 días', '30': 'Más de 30 días' };

/** The inbox's filters, read from the URL (`?status=&kind=&priority=&olderThanDays=&q=`), so that a reload or Back keeps them. */
export const useInboxFilters = (): [InboxFilters, (changes: Partial<Record<keyof InboxFilters, string>>) => void] => {
  const [params] = useSearchParams();
  const status = params.get('status');
  const age = params.get('olderThanDays');
  const kind = params.get('kind');
  const filters: InboxFilters = {
    status: supportTicketStatuses.find((candidate) => candidate === status),
    kind: supportItemKinds.find((candidate) => candidate === kind),
    priority: params.get('priority') === '1' ? '1' : undefined,
    olderThanDays: inboxAges.find((candidate) => candidate === age),
    q: params.get('q') ?? '',
  };
  return [filters, useSearchParamsUpdate<keyof InboxFilters>()];
};

const statusOptions = supportTicketStatuses.map((status) => ({ value: status, label: supportTicketStatusLabels[status] }));
const kindOptions = supportItemKinds.map((kind) => ({ value: kind, label: supportItemKindLabels[kind] }));
const ageOptions = inboxAges.map((age) => ({ value: age, label: ageLabels[age] }));

/** Status, kind, priority, age and search (debounced), laid out like the users list's filters. */
export function InboxFiltersBar({ filters, onChange }: { readonly filters: InboxFilters; readonly onChange: ReturnType<typeof useInboxFilters>[1] }) {
  const search = useCallback((q: string) => onChange({ q }), [onChange]);
  return (
    <FilterBar columns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', lg: 'minmax(0, 2fr) repeat(4, minmax(0, 1fr))' }}>
      <SearchFilter value={filters.q} onSearch={search} placeholder="Asunto, correo o RUT" maxLength={100} />
      <SelectFilter label="Estado" value={filters.status} onChange={(status) => onChange({ status })} anyLabel="Todos" options={statusOptions} />
      <SelectFilter label="Tipo" value={filters.kind} onChange={(kind) => onChange({ kind })} anyLabel="Todos" options={kindOptions} />
      <SelectFilter label="Prioridad" value={filters.priority} onChange={(priority) => onChange({ priority })} anyLabel="Todas" options={[{ value: '1', label: 'Prioritarios' }]} />
      <SelectFilter label="Sin movimiento" value={filters.olderThanDays} onChange={(olderThanDays) => onChange({ olderThanDays })} anyLabel="Cualquiera" options={ageOptions} />
    </FilterBar>
  );
}

/** Tickets and insurance requests together, newest movement first, page by page. */
export function InboxTable({ filters }: { readonly filters: InboxFilters }) {
  const inbox = useInbox(filters);
  if (inbox.isPending) return <Skeleton height="40" borderRadius="xl" aria-busy="true" role="status" aria-label="Cargando la bandeja" />;
  if (inbox.isError) {
    return <FormAlert status="error" message={inbox.error instanceof ApiError && inbox.error.code !== 'internal' ? inbox.error.message : 'No pudimos cargar la bandeja.'} />;
  }
  const items = inbox.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderColor="gray.300" borderRadius="xl" p="6" textAlign="center" color="gray.600">
        No hay solicitudes con estos filtros.
      </Box>
    );
  }
  return (
    <Stack gap="4">
      <Table.ScrollArea borderWidth="1px" borderColor="gray.200" borderRadius="xl" bg="white">
        <Table.Root size="sm" data-testid="support-inbox" aria-busy={inbox.isPlaceholderData} opacity={inbox.isPlaceholderData ? 0.6 : 1}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Asunto</Table.ColumnHeader>
              <Table.ColumnHeader>Usuario</Table.ColumnHeader>
              <Table.ColumnHeader>Estado</Table.ColumnHeader>
              <Table.ColumnHeader>Último movimiento</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={`${item.uid}-${item.id}`} data-item={item.id}>
                <Table.Cell>
                  <Stack gap="0.5">
                    <ChakraLink asChild color="teal.800" fontWeight="medium">
                      <Link to={`/admin/support/${item.uid}/${item.id}`}>{item.asunto}</Link>
                    </ChakraLink>
                    <Text fontSize="xs" color="gray.600">
                      <Badge size="xs" variant="outline" mr="1">
                        {supportItemKindLabels[item.kind]}
                      </Badge>
                      {item.priority ? (
                        <Box as="span" mr="1">
                          <PriorityBadge />
                        </Box>
                      ) : null}
                      {item.id}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <Text>{item.name}</Text>
                  <Text fontSize="xs" color="gray.600">
                    {item.email} · {formatRut(item.rut)}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <TicketStatusBadge status={item.status} />
                </Table.Cell>
                <Table.Cell>{formatDateTime(item.updatedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {inbox.hasNextPage ? (
        <Button variant="outline" colorPalette="teal" alignSelf="center" loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
          Cargar más
        </Button>
      ) : null}
    </Stack>
  );
}
