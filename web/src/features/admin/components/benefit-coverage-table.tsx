import { Box, Button, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { messages } from '@shared/messages';
import { FormAlert } from '../../../components/forms/form-alert';
import { useBenefitCoverage } from '../api/get-benefit-coverage';
import { formatCount } from '@shared/format/money';

/** Admin KPI: how many users are likely / maybe / not for each benefit; counts only, never a user's answers. */
export function BenefitCoverageTable() {
  const coverage = useBenefitCoverage();
  return (
    <Box as="section" aria-labelledby="cobertura-beneficios" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '6' }}>
      <Stack gap="1" mb="4">
        <Heading as="h2" id="cobertura-beneficios" size="lg" color="gray.900">
          Cobertura de beneficios
        </Heading>
        <Text color="gray.600" fontSize="sm">
          {coverage.data
            ? `Usuarios que respondieron preguntas de su hogar: ${formatCount(coverage.data.users)}. Solo totales; nunca se muestran respuestas individuales.`
            : 'Solo totales; nunca se muestran respuestas individuales.'}
        </Text>
      </Stack>
      {coverage.isPending ? (
        <Skeleton height="48" borderRadius="xl" aria-busy="true" role="status" aria-label="Cargando la cobertura de beneficios" />
      ) : coverage.isError ? (
        <Stack gap="3" align="flex-start">
          <FormAlert status="error" message={messages['loading/benefit-coverage']} />
          <Button variant="outline" size="sm" onClick={() => void coverage.refetch()}>
            Reintentar
          </Button>
        </Stack>
      ) : (
        // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
        <Table.ScrollArea tabIndex={0} role="region" aria-label="Cobertura de beneficios por estado">
          <Table.Root size="sm" data-testid="benefit-coverage">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Beneficio</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Probable</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Por confirmar</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">No</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {coverage.data.benefits.map((benefit) => (
                <Table.Row key={benefit.id} data-benefit={benefit.id}>
                  <Table.Cell>{benefit.name}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatCount(benefit.likely)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatCount(benefit.maybe)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatCount(benefit.no)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
