import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { internshipPaths, offerTransition, type Offer, type OfferAction } from '@shared/internships';
import { formatCalendarDate } from '@shared/format/date';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useCompanyOffers, useOfferAction } from '../../features/internships/api/company-offers';
import { OfferStatusBadge } from '../../features/internships/components/offer-status-badge';
import { ApiError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';

const actionLabels: Record<OfferAction, string> = { publish: 'Publicar', pause: 'Pausar', close: 'Cerrar' };

function OfferRow({ offer }: { readonly offer: Offer }) {
  const act = useOfferAction();
  const actions = (['publish', 'pause', 'close'] as const).filter((action) => offerTransition(offer.status, action) !== undefined);
  const failed = act.error instanceof ApiError ? act.error.fields.deadline ?? act.error.message : act.isError ? 'No pudimos cambiar el estado. Intenta nuevamente.' : undefined;
  return (
    <Box as="li" listStyleType="none" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p={{ base: '4', md: '5' }} data-testid="company-offer">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold" fontSize="lg" color="gray.900" wordBreak="break-word">
              {offer.title}
            </Text>
            <Text color="gray.600" fontSize="sm">
              Postulaciones hasta el {formatCalendarDate(offer.deadline)} · {offer.vacancies === 1 ? '1 cupo' : `${String(offer.vacancies)} cupos`}
            </Text>
          </Stack>
          <OfferStatusBadge status={offer.status} />
        </HStack>
        {failed ? <FormAlert status="error" message={failed} /> : null}
        <HStack gap="2" flexWrap="wrap">
          {offer.status === 'publicada' || offer.status === 'pausada' || offer.status === 'vencida' || offer.status === 'cerrada' ? (
            <Button asChild size="sm" variant="outline" colorPalette="teal">
              <a href={`/internships/${offer.offerId}`}>Ver publicación</a>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline" colorPalette="teal">
            <Link to={`/company/myinternships/${offer.offerId}`}>Ver postulantes</Link>
          </Button>
          {offer.status === 'cerrada' || offer.status === 'oculta' ? null : (
            <Button asChild size="sm" variant="ghost" colorPalette="teal">
              <Link to={`/company/myinternships/${offer.offerId}/edit`}>Editar</Link>
            </Button>
          )}
          {actions.map((action) => (
            <Button key={action} size="sm" variant={action === 'publish' ? 'solid' : 'ghost'} colorPalette={action === 'close' ? 'red' : 'teal'} loading={act.isPending && act.variables.action === action} onClick={() => act.mutate({ offerId: offer.offerId, action })}>
              {actionLabels[action]}
            </Button>
          ))}
        </HStack>
        {offer.status === 'oculta' ? (
          <Text fontSize="sm" color="red.700" overflowWrap="anywhere">
            {offer.moderation ? `Un administrador ocultó esta oferta. Motivo: ${offer.moderation.reason}` : 'Un administrador ocultó esta oferta tras reportes de usuarios.'} Escríbenos en Soporte si crees que es un error.
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

/** `/company/myinternships`: the company's offers, each with its state and what it can do next. */
export function Component() {
  usePageMeta({ title: 'Mis ofertas de práctica | Beneficios Chile', description: 'Publica, edita, pausa y cierra tus ofertas de práctica.' });
  const offers = useCompanyOffers();
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  return (
    <>
      <PageHeader title="Mis ofertas de práctica" description="Publicar es gratis y sin límite. Pausa una oferta para dejar de recibir postulaciones por un tiempo, o ciérrala cuando completes tus cupos." />
      <Stack gap="4">
        {saved ? <FormAlert status="success" message={saved} /> : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="teal">
            <Link to="/company/myinternships/new">Publicar nueva oferta</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="teal">
            <Link to={internshipPaths.companyPage}>Mi página de empresa</Link>
          </Button>
        </Stack>
        {offers.isPending ? <Spinner color="teal.600" /> : null}
        {offers.isError ? <FormAlert status="error" message="No pudimos cargar tus ofertas. Intenta nuevamente." /> : null}
        {offers.data?.offers.length === 0 ? <Text color="gray.600">Aún no tienes ofertas. Publica la primera: es gratis.</Text> : null}
        <Stack as="ul" gap="3" m="0" p="0" aria-label="Mis ofertas">
          {offers.data?.offers.map((offer) => <OfferRow key={offer.offerId} offer={offer} />)}
        </Stack>
      </Stack>
    </>
  );
}
