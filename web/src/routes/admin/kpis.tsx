import { Button, Grid, Skeleton, Stack, Stat } from '@chakra-ui/react';
import { messages } from '@shared/messages';
import { PageHeader } from '../../components/layouts/app-page-header';
import { FormAlert } from '../../components/forms/form-alert';
import { useKpis } from '../../features/admin/api/get-kpis';
import { BenefitCoverageTable } from '../../features/admin/components/benefit-coverage-table';
import { ApplicationsWeekly } from '../../features/admin/components/applications-weekly';
import { BenefitsWeekly } from '../../features/admin/components/benefits-weekly';
import { InternshipKpis } from '../../features/internships/components/internship-kpis';
import { ChurnTable, PaymentsChart, PlansChart } from '../../features/admin/components/kpi-charts';
import { formatClp, formatCount } from '@shared/format/money';
import { usePageMeta } from '../../lib/page-meta';

/** `/admin/kpis` (product §3, §7): paid subscriptions and revenue by month, and users with a plan; both calls in parallel. */
export function Component() {
  usePageMeta({ title: 'KPIs | Administración | Beneficios Chile', description: 'Indicadores de suscripciones e ingresos.' });
  const kpis = useKpis();

  return (
    <Stack gap="0">
      <PageHeader eyebrow="Administración" title="KPIs" description="Suscripciones pagadas, ingresos y usuarios con plan." />
      {kpis.status === 'pending' ? (
        <Stack gap="6" aria-busy="true" aria-label="Cargando los KPIs">
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }} gap="4">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="24" borderRadius="2xl" />
            ))}
          </Grid>
          <Skeleton height="96" borderRadius="2xl" />
        </Stack>
      ) : kpis.status === 'error' ? (
        <Stack gap="3" align="flex-start">
          <FormAlert status="error" message={messages['loading/kpis']} />
          <Button variant="outline" size="sm" onClick={kpis.retry}>
            Reintentar
          </Button>
        </Stack>
      ) : (
        <Stack gap="6">
          <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }} gap={{ base: '3', md: '4' }} data-testid="kpi-totals">
            {[
              { label: 'Suscripciones pagadas', value: formatCount(kpis.payments.totals.count), wide: false },
              { label: 'Usuarios con plan', value: formatCount(kpis.plans.total), wide: false },
              // The widest number: a row of its own on a phone.
              { label: 'Ingresos totales', value: formatClp(kpis.payments.totals.revenue), wide: true },
            ].map(({ label, value, wide }) => (
              <Stat.Root key={label} gridColumn={{ base: wide ? '1 / -1' : 'auto', sm: 'auto' }} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '5' }}>
                <Stat.Label color="gray.600">
                  {label}
                </Stat.Label>
                <Stat.ValueText m="0" fontSize={{ base: '2xl', md: '3xl' }} color="gray.900" fontVariantNumeric="tabular-nums">
                  {value}
                </Stat.ValueText>
              </Stat.Root>
            ))}
          </Grid>
          <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
            <PaymentsChart kpi={kpis.payments} />
            <PlansChart kpi={kpis.plans} />
          </Grid>
          <ChurnTable kpi={kpis.plans} />
          {/* Asked once the page's own KPIs are in: a failure there is the page's one error. */}
          <BenefitCoverageTable />
          <BenefitsWeekly />
          <ApplicationsWeekly />
          <InternshipKpis />
        </Stack>
      )}
    </Stack>
  );
}
