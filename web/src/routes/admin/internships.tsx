import { Box, Button, HStack, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { companyPaths } from '@shared/companies';
import { formatDate, formatDateTime } from '@shared/format/date';
import { offerReportReasonLabels, offerStatuses, offerStatusLabels, type AdminOfferSummary } from '@shared/internships';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterBar, SearchFilter, SelectFilter, useSearchParamsUpdate } from '../../components/forms/filter-bar';
import { FormAlert } from '../../components/forms/form-alert';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useAdminOffers, useModerateOffer, useOfferReports, type AdminOfferFilters } from '../../features/internships/api/moderation';
import { HideOfferDialog } from '../../features/internships/components/hide-offer-dialog';
import { OfferStatusBadge } from '../../features/internships/components/offer-status-badge';
import { usePageMeta } from '../../lib/page-meta';

function Reports({ offerId }: { readonly offerId: string }) {
  const detail = useOfferReports(offerId, true);
  if (detail.isPending) return <Spinner size="sm" color="teal.600" />;
  if (detail.isError) return <Text color="red.700">No se pudieron cargar los reportes.</Text>;
  return (
    <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
      {detail.data.reports.map((report) => (
        <Box as="li" key={report.reportId} fontSize="sm" bg="gray.50" borderRadius="md" p="3">
          <Text fontWeight="semibold">{offerReportReasonLabels[report.reason]}</Text>
          <Text color="gray.600">{formatDateTime(report.at)}</Text>
          {report.message ? <Text overflowWrap="anywhere">{report.message}</Text> : null}
        </Box>
      ))}
    </Stack>
  );
}

function AdminOffer({ offer }: { readonly offer: AdminOfferSummary }) {
  const [open, setOpen] = useState(false);
  const restore = useModerateOffer();
  const hidden = offer.status === 'oculta';
  return (
    <Box as="li" listStyleType="none" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p={{ base: '4', md: '5' }} data-testid="admin-offer">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              <a href={`/internships/${offer.offerId}`}>{offer.title}</a>
            </Text>
            <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
              {offer.companySlug ? <a href={companyPaths.page(offer.companySlug)}>{offer.companyName}</a> : offer.companyName} · creada el {formatDate(offer.createdAt)}
              {offer.reportCount > 0 ? ` · ${offer.reportCount === 1 ? '1 reporte' : `${String(offer.reportCount)} reportes`}, el último ${formatDateTime(offer.lastReportedAt)}` : ''}
            </Text>
          </Stack>
          <OfferStatusBadge status={offer.status} />
        </HStack>
        {hidden && offer.moderation ? (
          <Text fontSize="sm" color="red.800" bg="red.50" borderRadius="md" px="3" py="2" overflowWrap="anywhere">
            Oculta el {formatDateTime(offer.moderation.at)}. Motivo: {offer.moderation.reason}
          </Text>
        ) : null}
        {restore.isError ? <FormAlert status="error" message="No pudimos restaurar la oferta. Intenta nuevamente." /> : null}
        <HStack gap="2" flexWrap="wrap">
          {offer.reportCount > 0 ? (
            <Button size="sm" variant="outline" colorPalette="teal" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
              {open ? 'Ocultar reportes' : 'Ver reportes'}
            </Button>
          ) : null}
          {hidden ? (
            <Button size="sm" colorPalette="teal" loading={restore.isPending} onClick={() => restore.mutate({ offerId: offer.offerId, decision: { action: 'restore' } })}>
              Restaurar oferta
            </Button>
          ) : (
            <HideOfferDialog offerId={offer.offerId} title={offer.title} companyName={offer.companyName} />
          )}
        </HStack>
        {open ? <Reports offerId={offer.offerId} /> : null}
      </Stack>
    </Box>
  );
}

type FilterName = 'status' | 'reported' | 'company' | 'q';
const statusOptions = offerStatuses.map((status) => ({ value: status, label: offerStatusLabels[status] }));
const reportedOptions = [{ value: 'si', label: 'Solo reportadas' }] as const;

/** The filters, from the URL (`?status=&reported=&company=&q=`), so that a reload or Back keeps them. */
const useOfferFilters = (): [AdminOfferFilters, (changes: Partial<Record<FilterName, string>>) => void] => {
  const [params] = useSearchParams();
  const status = offerStatuses.find((candidate) => candidate === params.get('status'));
  const filters: AdminOfferFilters = {
    ...(status ? { status } : {}),
    ...(params.get('reported') === 'si' ? { reported: 'si' as const } : {}),
    ...(params.get('company') ? { company: params.get('company') ?? '' } : {}),
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
  };
  return [filters, useSearchParamsUpdate<FilterName>()];
};

/** `/admin/internships`: every offer, newest first, or the reported ones; by state, company and words. An admin reads the reports and hides (with a reason) or restores. */
export function Component() {
  usePageMeta({ title: 'Ofertas | Admin | Beneficios Chile', description: 'Moderación de ofertas de práctica.' });
  const [filters, update] = useOfferFilters();
  const offers = useAdminOffers(filters);
  const list = offers.data?.pages.flatMap((page) => page.offers) ?? [];
  const searchWords = useCallback((q: string) => update({ q }), [update]);
  const searchCompany = useCallback((company: string) => update({ company }), [update]);
  return (
    <>
      <PageHeader
        title="Ofertas de práctica"
        description="Todas las ofertas, de la más nueva a la más antigua. Una oferta oculta sale del listado y deja de recibir postulaciones; su empresa recibe el motivo por correo y no puede volver a publicarla. Al restaurarla queda pausada y la empresa decide si publicarla."
      />
      <FilterBar columns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' }}>
        <SearchFilter value={filters.q ?? ''} onSearch={searchWords} placeholder="Título, carrera o descripción" maxLength={100} />
        <SearchFilter label="Empresa" value={filters.company ?? ''} onSearch={searchCompany} placeholder="Razón social" maxLength={120} />
        <SelectFilter label="Estado" value={filters.status} onChange={(status) => update({ status })} anyLabel="Todos" options={statusOptions} />
        <SelectFilter label="Reportes" value={filters.reported} onChange={(reported) => update({ reported })} anyLabel="Todas" options={reportedOptions} />
      </FilterBar>
      {offers.isPending ? <Skeleton height="32" borderRadius="xl" /> : null}
      {offers.isError && !offers.isFetchNextPageError ? <FormAlert status="error" message="No se pudieron cargar los datos." /> : null}
      {offers.isSuccess && list.length === 0 ? <Text color="gray.600">No hay ofertas con esos filtros.</Text> : null}
      <Stack as="ul" gap="3" m="0" p="0" aria-label="Ofertas">
        {list.map((offer) => (
          <AdminOffer key={offer.offerId} offer={offer} />
        ))}
      </Stack>
      {offers.hasNextPage ? (
        <Button variant="outline" colorPalette="teal" alignSelf="center" mt="4" loading={offers.isFetchingNextPage} loadingText="Cargando…" onClick={() => void offers.fetchNextPage()}>
          Cargar más
        </Button>
      ) : null}
      {offers.isFetchNextPageError ? <FormAlert status="error" message="No pudimos cargar más ofertas. Intenta nuevamente." /> : null}
    </>
  );
}
