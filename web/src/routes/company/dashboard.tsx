import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { OfferStatus } from '@shared/internships';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMe } from '../../features/auth/me';
import { ActivationNotice } from '../../features/auth/components/activation-notice';
import { useCompanyOffers } from '../../features/internships/api/company-offers';
import { CompanyApplicationsSummary } from '../../features/students/components/company-applications-summary';
import { usePageMeta } from '../../lib/page-meta';

function Figure({ label, value }: { readonly label: string; readonly value: number | string }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="5">
      <Text color="gray.600" fontSize="sm">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="bold" color="teal.800">
        {value}
      </Text>
    </Box>
  );
}

/** `/company/dashboard/`: a company's home: its offers at a glance and the way to publish the next. */
export function Component() {
  usePageMeta({ title: 'Panel de empresa | Beneficios Chile', description: 'Tus ofertas de práctica y tus postulantes.' });
  const user = useMe();
  const offers = useCompanyOffers();
  const count = (status: OfferStatus) => offers.data?.offers.filter((offer) => offer.status === status).length ?? '—';
  if (!user) return null;
  return (
    <>
      <PageHeader eyebrow={user.company?.legalName} title="Panel de empresa" description="Publica ofertas de práctica gratis y sin límite, y recibe postulaciones directas de estudiantes." />
      <Stack gap="6">
        {user.activated ? null : <ActivationNotice />}
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
          <Figure label="Publicadas" value={count('publicada')} />
          <Figure label="Pausadas" value={count('pausada')} />
          <Figure label="Borradores" value={count('borrador')} />
          <Figure label="Vencidas o cerradas" value={offers.data ? offers.data.offers.filter((offer) => offer.status === 'vencida' || offer.status === 'cerrada').length : '—'} />
        </Grid>
        <CompanyApplicationsSummary />
        <Box bg="teal.50" borderRadius="2xl" p={{ base: '5', md: '7' }}>
          <Heading as="h2" size="lg" color="teal.900" mb="2">
            ¿Buscas practicantes?
          </Heading>
          <Text color="gray.700" mb="4">
            Cuenta qué hará la persona, los requisitos y si la práctica es remunerada. Tu oferta aparece en el listado público de prácticas.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="teal">
              <Link to="/company/myinternships/new">Publicar una oferta gratis</Link>
            </Button>
            <Button asChild variant="outline" colorPalette="teal">
              <Link to="/company/myinternships">Ver mis ofertas</Link>
            </Button>
          </Stack>
        </Box>
      </Stack>
    </>
  );
}
