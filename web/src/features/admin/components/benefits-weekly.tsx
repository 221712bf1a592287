import { Box, Button, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { BenefitsWeek } from '@shared/claims';
import { formatCalendarDate } from '@shared/format/date';
import { formatClp, formatCount } from '@shared/format/money';
import { FormAlert } from '../../../components/forms/form-alert';
import { useBenefitsWeekly } from '../api/get-benefits-weekly';

/** How many weeks the table shows: the latest, newest first. */
const WEEKS_SHOWN = 12;

const columns: { counter: Exclude<keyof BenefitsWeek, 'week'>; label: string; money?: true }[] = [
  { counter: 'checksStarted', label: 'Revisiones iniciadas' },
  { counter: 'checksFinished', label: 'Revisiones terminadas' },
  { counter: 'accountsFromCheck', label: 'Cuentas desde una revisión' },
  { counter: 'claimsMarked', label: 'Postulaciones marcadas' },
  { counter: 'claimsApproved', label: 'Aprobadas' },
  { counter: 'moneyRecovered', label: 'Dinero recuperado', money: true },
];

/** Admin KPI: the benefits funnel each week, from a check to the money recovered (the week starts on Monday). */
export function BenefitsWeekly() {
  const kpi = useBenefitsWeekly();
  return (
    <Box as="section" aria-labelledby="beneficios-semana" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '6' }}>
      <Stack gap="1" mb="4">
        <Heading as="h2" id="beneficios-semana" size="lg" color="gray.900">
          Beneficios por semana
        </Heading>
        <Text color="gray.600" fontSize="sm">
          {kpi.data
            ? `Total: ${formatCount(kpi.data.totals.checksFinished)} revisiones terminadas, ${formatCount(kpi.data.totals.claimsMarked)} postulaciones marcadas y ${formatClp(kpi.data.totals.moneyRecovered)} recuperados.`
            : 'Revisiones, cuentas, postulaciones y dinero recuperado, por semana.'}
        </Text>
      </Stack>
      {kpi.isPending ? (
        <Skeleton height="24" borderRadius="xl" />
      ) : kpi.isError ? (
        <Stack gap="3" align="flex-start">
          <FormAlert status="error" message="No se pudieron cargar los beneficios por semana." />
          <Button variant="outline" size="sm" onClick={() => void kpi.refetch()}>
            Reintentar
          </Button>
        </Stack>
      ) : kpi.data.weeks.length === 0 ? (
        <Text color="gray.600">Aún no hay revisiones ni postulaciones.</Text>
      ) : (
        <Table.ScrollArea tabIndex={0} role="region" aria-label="Tabla de beneficios por semana">
          <Table.Root size="sm" data-testid="benefits-weekly">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Semana del</Table.ColumnHeader>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.counter} textAlign="end">
                    {column.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...kpi.data.weeks]
                .reverse()
                .slice(0, WEEKS_SHOWN)
                .map((week) => (
                  <Table.Row key={week.week}>
                    <Table.Cell>{formatCalendarDate(week.week)}</Table.Cell>
                    {columns.map((column) => (
                      <Table.Cell key={column.counter} textAlign="end" fontVariantNumeric="tabular-nums">
                        {column.money ? formatClp(week[column.counter]) : formatCount(week[column.counter])}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
