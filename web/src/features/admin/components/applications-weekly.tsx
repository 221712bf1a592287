import { Box, Button, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { formatCalendarDate } from '@shared/format/date';
import { formatCount } from '@shared/format/money';
import { FormAlert } from '../../../components/forms/form-alert';
import { useApplicationsWeekly } from '../api/get-applications-weekly';

/** How many weeks the table shows: the latest, newest first. */
const WEEKS_SHOWN = 12;

/** Admin KPI: applications to internship offers each week (the week starts on Monday). */
export function ApplicationsWeekly() {
  const kpi = useApplicationsWeekly();
  return (
    <Box as="section" aria-labelledby="postulaciones-semana" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '6' }}>
      <Stack gap="1" mb="4">
        <Heading as="h2" id="postulaciones-semana" size="lg" color="gray.900">
          Postulaciones a prácticas por semana
        </Heading>
        <Text color="gray.600" fontSize="sm">
          {kpi.data ? `Total: ${formatCount(kpi.data.total)} postulaciones.` : 'Postulaciones enviadas por estudiantes, por semana.'}
        </Text>
      </Stack>
      {kpi.isPending ? (
        <Skeleton height="24" borderRadius="xl" />
      ) : kpi.isError ? (
        <Stack gap="3" align="flex-start">
          <FormAlert status="error" message="No se pudieron cargar las postulaciones por semana." />
          <Button variant="outline" size="sm" onClick={() => void kpi.refetch()}>
            Reintentar
          </Button>
        </Stack>
      ) : kpi.data.weeks.length === 0 ? (
        <Text color="gray.600">Aún no hay postulaciones.</Text>
      ) : (
        <Table.Root size="sm" data-testid="applications-weekly">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Semana del</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Postulaciones</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...kpi.data.weeks]
              .reverse()
              .slice(0, WEEKS_SHOWN)
              .map((week) => (
                <Table.Row key={week.week}>
                  <Table.Cell>{formatCalendarDate(week.week)}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatCount(week.count)}
                  </Table.Cell>
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
