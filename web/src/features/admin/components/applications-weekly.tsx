import { Box, Button, Grid, Heading, Skeleton, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { formatCalendarDate } from '@shared/format/date';
import { formatCount } from '@shared/format/money';
import type { InternshipWeek } from '@shared/students';
import { FormAlert } from '../../../components/forms/form-alert';
import { useApplicationsWeekly } from '../api/get-applications-weekly';

/** How many weeks the table shows: the latest, newest first. */
const WEEKS_SHOWN = 12;

/** The funnel's steps, in order, with the label an admin reads. */
const steps: readonly { key: keyof Omit<InternshipWeek, 'week'>; label: string }[] = [
  { key: 'published', label: 'Ofertas publicadas' },
  { key: 'count', label: 'Postulaciones' },
  { key: 'messages', label: 'Mensajes' },
  { key: 'selections', label: 'Seleccionados' },
];

/** Admin KPI: the prácticas funnel each week (the week starts on Monday): offers published, applications, messages, students selected. */
export function ApplicationsWeekly() {
  const kpi = useApplicationsWeekly();
  return (
    <Box as="section" aria-labelledby="practicas-semana" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '6' }}>
      <Stack gap="1" mb="4">
        <Heading as="h2" id="practicas-semana" size="lg" color="gray.900">
          Prácticas por semana
        </Heading>
        <Text color="gray.600" fontSize="sm">
          Ofertas publicadas (cada oferta una vez por semana), postulaciones enviadas, mensajes entre empresas y estudiantes, y estudiantes seleccionados.
        </Text>
      </Stack>
      {kpi.isPending ? (
        <Skeleton height="24" borderRadius="xl" />
      ) : kpi.isError ? (
        <Stack gap="3" align="flex-start">
          <FormAlert status="error" message="No se pudieron cargar las prácticas por semana." />
          <Button variant="outline" size="sm" onClick={() => void kpi.refetch()}>
            Reintentar
          </Button>
        </Stack>
      ) : kpi.data.weeks.length === 0 ? (
        <Text color="gray.600">Aún no hay actividad de prácticas.</Text>
      ) : (
        <Stack gap="4">
          <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3" data-testid="internship-funnel-totals">
            {steps.map((step) => (
              <Stat.Root key={step.key} borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4">
                <Stat.Label>{step.label}</Stat.Label>
                <Stat.ValueText>{formatCount(kpi.data.totals[step.key])}</Stat.ValueText>
              </Stat.Root>
            ))}
          </Grid>
          <Table.ScrollArea tabIndex={0} role="region" aria-label="Tabla de prácticas por semana">
            <Table.Root size="sm" data-testid="applications-weekly">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Semana del</Table.ColumnHeader>
                  {steps.map((step) => (
                    <Table.ColumnHeader key={step.key} textAlign="end">
                      {step.label}
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
                      <Table.Cell whiteSpace="nowrap">{formatCalendarDate(week.week)}</Table.Cell>
                      {steps.map((step) => (
                        <Table.Cell key={step.key} textAlign="end" fontVariantNumeric="tabular-nums">
                          {formatCount(week[step.key])}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
    </Box>
  );
}
