import { internshipsKpiRoute } from '@shared/contracts/kpi/get-internships';
import { Box, Grid, Heading, Stat, Text } from '@chakra-ui/react';
import { formatCount } from '@shared/format/money';
import type { InternshipKpi } from '@shared/internships';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The internships half's KPIs for admins: company accounts and offers published now. */
export function InternshipKpis() {
  const kpi = useQuery({ queryKey: ['admin', 'kpi', 'internships'], queryFn: ({ signal }): Promise<InternshipKpi> => apiRequest(internshipsKpiRoute, { signal }) });
  return (
    <Box as="section" aria-labelledby="kpi-practicas">
      <Heading as="h2" id="kpi-practicas" size="lg" color="gray.900" mb="3">
        Prácticas
      </Heading>
      {kpi.isError ? <Text color="red.700">No se pudieron cargar los datos de prácticas.</Text> : null}
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }} gap={{ base: '3', md: '4' }} data-testid="kpi-internships">
        {[
          { label: 'Empresas registradas', value: kpi.data?.companies },
          { label: 'Ofertas publicadas', value: kpi.data?.activeOffers },
        ].map((figure) => (
          <Stat.Root key={figure.label} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p="5">
            <Stat.Label>{figure.label}</Stat.Label>
            <Stat.ValueText>{figure.value === undefined ? '—' : formatCount(figure.value)}</Stat.ValueText>
          </Stat.Root>
        ))}
      </Grid>
    </Box>
  );
}
