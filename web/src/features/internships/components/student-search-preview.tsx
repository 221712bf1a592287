import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { formatClp, formatCount } from '@shared/format/money';
import { monthlyPriceClp, planOfferFor, planOffers } from '@shared/plans';
import type { StudentSearchPreview } from '@shared/students';
import { Link } from 'react-router';

/** The company plans, cheapest a month first: what the preview offers. */
const companyPlans = planOffers.map((offer) => planOfferFor(offer, 'company')).sort((a, b) => monthlyPriceClp(a) - monthlyPriceClp(b));
const periodOf = (months: number) => (months === 12 ? 'al año' : `cada ${String(months)} meses`);

const countText = ({ total, atLeast }: Pick<StudentSearchPreview, 'total' | 'atLeast'>) => {
  if (total === 0) return 'Ningún estudiante visible coincide con tu búsqueda por ahora';
  const people = total === 1 ? '1 estudiante coincide' : `${formatCount(total)} estudiantes coinciden`;
  return `${atLeast ? 'Más de ' : ''}${people} con tu búsqueda`;
};

/**
 * The candidate search of a company without the Plan Empresa: how many visible students match and a
 * few of them by their studies and region only (the server sends nothing that tells who they are),
 * with the plan's price and the way to it.
 */
export function StudentSearchPreviewPanel({ preview }: { readonly preview: StudentSearchPreview }) {
  const cheapest = companyPlans[0];
  return (
    <Stack gap="5" data-testid="student-search-preview">
      <Box bg="teal.50" borderWidth="1px" borderColor="teal.100" borderRadius="2xl" p={{ base: '5', md: '7' }}>
        <Heading as="h2" size="lg" color="teal.900" mb="2" data-testid="student-search-count">
          {countText(preview)}
        </Heading>
        <Text color="gray.700" mb="3">
          Con el Plan Empresa ves el nombre, la institución y el correo de cada estudiante visible, y les escribes directamente, sin intermediarios. Tus ofertas además aparecen destacadas al inicio del listado de prácticas.
        </Text>
        {cheapest ? (
          <Text color="gray.900" fontWeight="semibold" mb="1">
            Desde {formatClp(monthlyPriceClp(cheapest))} al mes, IVA incluido.
          </Text>
        ) : null}
        <Text color="gray.600" fontSize="sm" mb="4">
          {companyPlans.map((plan) => `${plan.name}: ${formatClp(plan.priceClp)} ${periodOf(plan.months)}`).join(' · ')}.
        </Text>
        <Button asChild colorPalette="teal" w={{ base: 'full', sm: 'auto' }}>
          <Link to="/profile/plan">Ver el Plan Empresa</Link>
        </Button>
      </Box>
      {preview.students.length > 0 ? (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Algunos estudiantes que coinciden">
          {preview.students.map((student, index) => (
            <Box as="li" key={index} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4">
              <Stack direction={{ base: 'column', sm: 'row' }} gap="2" justify="space-between" align={{ base: 'flex-start', sm: 'center' }}>
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold" color="gray.900" overflowWrap="anywhere">
                    {student.career}, {student.year}.º año
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    {student.region ?? 'Región no indicada'}
                  </Text>
                </Stack>
                <Badge colorPalette="gray" variant="subtle" flexShrink={0}>
                  Nombre y correo con el Plan Empresa
                </Badge>
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
