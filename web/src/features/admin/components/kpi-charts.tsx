import { Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { planLabels, type PaidSubscriptionsKpi, type UsersWithPlanKpi } from '@shared/admin';
import { useId, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMonth, formatMonthShort, formatMonthSpan, sentenceStart } from '@shared/format/date';
import { formatClp, formatCount } from '@shared/format/money';
import { countOf } from '@shared/format/plural';

const colors = {
  count: 'var(--chakra-colors-teal-600)',
  revenue: 'var(--chakra-colors-orange-500)',
  active: 'var(--chakra-colors-teal-600)',
  pastDue: 'var(--chakra-colors-orange-400)',
  grid: 'var(--chakra-colors-gray-200)',
  axis: 'var(--chakra-colors-gray-600)',
} as const;
const axisTick = { fill: colors.axis, fontSize: 12 };

interface LegendEntry {
  readonly label: string;
  readonly color: string;
  readonly shape: 'bar' | 'line';
}

/** The chart's key, in Spanish (Recharts' own legend labels its icons in English). */
function ChartLegend({ entries }: { readonly entries: readonly LegendEntry[] }) {
  return (
    <HStack as="ul" listStyleType="none" m="0" p="0" gap="4" justify="center" wrap="wrap" mt="2" fontSize="sm" color="gray.700">
      {entries.map((entry) => (
        <HStack as="li" key={entry.label} gap="1.5">
          <Box aria-hidden="true" bg={entry.color} w="3" h={entry.shape === 'bar' ? '3' : '1'} borderRadius={entry.shape === 'bar' ? 'sm' : 'full'} flexShrink={0} />
          {entry.label}
        </HStack>
      ))}
    </HStack>
  );
}

interface ChartCardProps {
  readonly title: string;
  /** What the chart shows, in one sentence: the chart's description for screen readers, and its visible caption. */
  readonly description: string;
  readonly chart: ReactNode;
  readonly legend: readonly LegendEntry[];
  readonly table: ReactNode;
  readonly testId: string;
}

/** A chart with its title and description, and below it the same numbers as a table. */
function ChartCard({ title, description, chart, legend, table, testId }: ChartCardProps) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={`${id}-title`} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '6' }} minW="0" data-testid={testId}>
      <Heading as="h2" id={`${id}-title`} size="lg" color="gray.900">
        {title}
      </Heading>
      <Text id={`${id}-desc`} color="gray.600" fontSize="sm" mt="1" mb="4">
        {description}
      </Text>
      <Box as="figure" m="0" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <Box h={{ base: '64', md: '72' }} w="full" minW="0">
          {chart}
        </Box>
        <ChartLegend entries={legend} />
      </Box>
      <Box mt="5">{table}</Box>
    </Box>
  );
}

function DataTable({ caption, children }: { readonly caption: string; readonly children: ReactNode }) {
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={caption} borderWidth="1px" borderColor="gray.100" borderRadius="lg">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="gray.700" mb="2" px="1">
          {caption}
        </Table.Caption>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const numericHeader = { textAlign: 'end' } as const;

/** Paid subscriptions (bars) and revenue (line) by month, and the table of both with totals. */
export function PaymentsChart({ kpi }: { readonly kpi: PaidSubscriptionsKpi }) {
  const title = 'Suscripciones pagadas e ingresos por mes';
  const description =
    kpi.payments.length === 0
      ? 'Aún no hay pagos registrados.'
      : `${sentenceStart(formatMonthSpan(kpi.payments[0]?.month ?? '', kpi.payments.at(-1)?.month ?? ''))}: ${countOf(kpi.totals.count, 'suscripción pagada', 'suscripciones pagadas')} por ${formatClp(kpi.totals.revenue)}. Barras: suscripciones pagadas; línea: ingresos en pesos.`;
  return (
    <ChartCard
      testId="kpi-payments"
      title={title}
      description={description}
      legend={
        kpi.payments.length === 0
          ? []
          : [
              { label: 'Suscripciones pagadas', color: colors.count, shape: 'bar' },
              { label: 'Ingresos', color: colors.revenue, shape: 'line' },
            ]
      }
      chart={
        kpi.payments.length === 0 ? (
          <EmptyChart />
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={kpi.payments} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} title={title} desc={description}>
              <CartesianGrid stroke={colors.grid} vertical={false} />
              <XAxis dataKey="month" tickFormatter={formatMonthShort} tick={axisTick} tickLine={false} axisLine={{ stroke: colors.grid }} />
              <YAxis yAxisId="count" allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={40} tickFormatter={formatCount} />
              <YAxis yAxisId="revenue" orientation="right" tick={axisTick} tickLine={false} axisLine={false} width={80} tickFormatter={formatClp} />
              <Tooltip
                labelFormatter={(month) => (typeof month === 'string' ? formatMonth(month) : '')}
                formatter={(value, name) => [name === 'Ingresos' ? formatClp(Number(value)) : formatCount(Number(value)), name]}
              />
              <Bar yAxisId="count" dataKey="count" name="Suscripciones pagadas" fill={colors.count} radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
              <Line yAxisId="revenue" dataKey="revenue" name="Ingresos" type="monotone" stroke={colors.revenue} strokeWidth={2.5} dot={{ r: 3 }} isAnimationActive={false} />
            </ComposedChart>
          </ResponsiveContainer>
        )
      }
      table={
        <DataTable caption="Pagos por mes">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Mes</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" {...numericHeader}>
                Suscripciones pagadas
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" {...numericHeader}>
                Ingresos
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {kpi.payments.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={3} color="gray.600">
                  Sin pagos.
                </Table.Cell>
              </Table.Row>
            ) : (
              kpi.payments.map((row) => (
                <Table.Row key={row.month} data-month={row.month}>
                  <Table.Cell>{sentenceStart(formatMonth(row.month))}</Table.Cell>
                  <Table.Cell {...numeric}>{formatCount(row.count)}</Table.Cell>
                  <Table.Cell {...numeric}>{formatClp(row.revenue)}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold" bg="gray.50" data-testid="payments-total">
              <Table.Cell as="th" scope="row">
                Total
              </Table.Cell>
              <Table.Cell {...numeric}>{formatCount(kpi.totals.count)}</Table.Cell>
              <Table.Cell {...numeric}>{formatClp(kpi.totals.revenue)}</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </DataTable>
      }
    />
  );
}

/** Users with a live subscription, by plan: up to date and with a payment pending, stacked. */
export function PlansChart({ kpi }: { readonly kpi: UsersWithPlanKpi }) {
  const title = 'Usuarios con plan activo';
  const rows = kpi.users.map((row) => ({ ...row, label: planLabels[row.plan], total: row.active + row.pastDue }));
  const description =
    kpi.total === 0
      ? 'Aún no hay usuarios con un plan.'
      : `${countOf(kpi.total, 'usuario', 'usuarios')} con plan: ${rows.map((row) => `${row.label}, ${formatCount(row.active)} al día y ${formatCount(row.pastDue)} con pago pendiente`).join('; ')}.`;
  return (
    <ChartCard
      testId="kpi-plans"
      title={title}
      description={description}
      legend={
        kpi.total === 0
          ? []
          : [
              { label: 'Al día', color: colors.active, shape: 'bar' },
              { label: 'Pago pendiente', color: colors.pastDue, shape: 'bar' },
            ]
      }
      chart={
        kpi.total === 0 ? (
          <EmptyChart />
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} title={title} desc={description}>
              <CartesianGrid stroke={colors.grid} vertical={false} />
              <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={{ stroke: colors.grid }} />
              <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={40} tickFormatter={formatCount} />
              <Tooltip formatter={(value, name) => [formatCount(Number(value)), name]} />
              <Bar dataKey="active" name="Al día" stackId="plan" fill={colors.active} maxBarSize={72} isAnimationActive={false} />
              <Bar dataKey="pastDue" name="Pago pendiente" stackId="plan" fill={colors.pastDue} radius={[4, 4, 0, 0]} maxBarSize={72} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )
      }
      table={
        <DataTable caption="Usuarios por plan">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Plan</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" {...numericHeader}>
                Al día
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" {...numericHeader}>
                Pago pendiente
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" {...numericHeader}>
                Total
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.plan} data-plan={row.plan}>
                <Table.Cell>{row.label}</Table.Cell>
                <Table.Cell {...numeric}>{formatCount(row.active)}</Table.Cell>
                <Table.Cell {...numeric}>{formatCount(row.pastDue)}</Table.Cell>
                <Table.Cell {...numeric}>{formatCount(row.total)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold" bg="gray.50" data-testid="plans-total">
              <Table.Cell as="th" scope="row">
                Total
              </Table.Cell>
              <Table.Cell {...numeric}>{formatCount(rows.reduce((sum, row) => sum + row.active, 0))}</Table.Cell>
              <Table.Cell {...numeric}>{formatCount(rows.reduce((sum, row) => sum + row.pastDue, 0))}</Table.Cell>
              <Table.Cell {...numeric}>{formatCount(kpi.total)}</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </DataTable>
      }
    />
  );
}

function EmptyChart() {
  return (
    <Stack h="full" align="center" justify="center" borderWidth="1px" borderStyle="dashed" borderColor="gray.300" borderRadius="xl" color="gray.600" fontSize="sm">
      <Text>Sin datos para graficar todavía.</Text>
    </Stack>
  );
}

/** A ratio as a percentage, one decimal, as Chile writes it: `12,5 %`. */
export const formatPercent = (rate: number | null): string => (rate === null ? '—' : `${(rate * 100).toFixed(1).replace('.', ',')} %`);

/**
 * Churn by month: plans that ended in the month over plans in force when it began. Counted from the
 * month the counters began; the latest twelve months.
 */
export function ChurnTable({ kpi }: { readonly kpi: UsersWithPlanKpi }) {
  const months = kpi.churn.slice(-12);
  const latest = months.at(-1);
  return (
    <Box as="section" aria-labelledby="kpi-churn-title" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '6' }} data-testid="kpi-churn">
      <Heading as="h2" id="kpi-churn-title" size="md" color="gray.900">
        Churn mensual
      </Heading>
      <Text color="gray.600" fontSize="sm" mt="1" mb="4">
        {latest
          ? `${sentenceStart(formatMonth(latest.month))}: ${formatPercent(latest.rate)} (${countOf(latest.ended, 'plan terminado', 'planes terminados')} de ${formatCount(latest.inForceAtStart)} vigentes al inicio del mes). Cuenta las cancelaciones que se hicieron efectivas y los planes suspendidos por falta de pago.`
          : 'Aún no hay planes iniciados ni terminados.'}
      </Text>
      {months.length > 0 ? (
        <DataTable caption="Churn por mes">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Mes</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" {...numericHeader}>
                Vigentes al inicio
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" {...numericHeader}>
                Cancelaciones
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" {...numericHeader}>
                Churn
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {months.map((row) => (
              <Table.Row key={row.month} data-month={row.month}>
                <Table.Cell whiteSpace="nowrap">{sentenceStart(formatMonth(row.month))}</Table.Cell>
                <Table.Cell {...numeric}>{formatCount(row.inForceAtStart)}</Table.Cell>
                <Table.Cell {...numeric}>{formatCount(row.ended)}</Table.Cell>
                <Table.Cell {...numeric}>{formatPercent(row.rate)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      ) : null}
    </Box>
  );
}
