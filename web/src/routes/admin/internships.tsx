import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@shared/format/date';
import { offerReportReasonLabels, type Offer } from '@shared/internships';
import { useState } from 'react';
import { FormAlert } from '../../components/forms/form-alert';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useModerateOffer, useOfferReports, useReportedOffers } from '../../features/internships/api/moderation';
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
          {report.message ? <Text>{report.message}</Text> : null}
        </Box>
      ))}
    </Stack>
  );
}

function ReportedOffer({ offer }: { readonly offer: Offer }) {
  const [open, setOpen] = useState(false);
  const moderate = useModerateOffer();
  const hidden = offer.status === 'oculta';
  return (
    <Box as="li" listStyleType="none" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p={{ base: '4', md: '5' }} data-testid="reported-offer">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" wordBreak="break-word">
              <a href={`/internships/${offer.offerId}`}>{offer.title}</a>
            </Text>
            <Text fontSize="sm" color="gray.600">
              {offer.companyName} · {offer.reportCount === 1 ? '1 reporte' : `${String(offer.reportCount)} reportes`} · último {formatDateTime(offer.lastReportedAt)}
            </Text>
          </Stack>
          <OfferStatusBadge status={offer.status} />
        </HStack>
        {moderate.isError ? <FormAlert status="error" message="No pudimos cambiar la oferta. Intenta nuevamente." /> : null}
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" colorPalette="teal" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
            {open ? 'Ocultar reportes' : 'Ver reportes'}
          </Button>
          <Button size="sm" colorPalette={hidden ? 'teal' : 'red'} loading={moderate.isPending} onClick={() => moderate.mutate({ offerId: offer.offerId, action: hidden ? 'restore' : 'hide' })}>
            {hidden ? 'Restaurar oferta' : 'Ocultar oferta'}
          </Button>
        </HStack>
        {open ? <Reports offerId={offer.offerId} /> : null}
      </Stack>
    </Box>
  );
}

/** `/admin/internships`: offers users reported, most recent first; an admin reads the reports and hides or restores the offer. */
export function Component() {
  usePageMeta({ title: 'Ofertas reportadas | Admin | Beneficios Chile', description: 'Moderación de ofertas de práctica.' });
  const reported = useReportedOffers();
  return (
    <>
      <PageHeader title="Ofertas reportadas" description="Una oferta oculta sale del listado y deja de recibir postulaciones; su empresa no puede volver a publicarla. Al restaurarla queda pausada y la empresa decide si publicarla." />
      {reported.isPending ? <Spinner color="teal.600" /> : null}
      {reported.isError ? <FormAlert status="error" message="No se pudieron cargar los datos." /> : null}
      {reported.data?.offers.length === 0 ? <Text color="gray.600">No hay ofertas reportadas.</Text> : null}
      <Stack as="ul" gap="3" m="0" p="0">
        {reported.data?.offers.map((offer) => <ReportedOffer key={offer.offerId} offer={offer} />)}
      </Stack>
    </>
  );
}
