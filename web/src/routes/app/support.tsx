import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMe } from '../../features/auth/me';
import { TicketForm } from '../../features/support/components/ticket-form';
import { TicketList } from '../../features/support/components/ticket-list';
import { AssistedApplicationPicker } from '../../features/support/components/assisted-application-picker';
import { useMyPlan } from '../../features/billing/api/plan';
import { subscriptionIncludes } from '@shared/plans';
import { isEnterprise } from '@shared/roles';
import { usePageMeta } from '../../lib/page-meta';
import { Panel } from '../../components/ui/panel';

/** `/support`: write to the team, and follow the state of what you wrote. */
export function Component() {
  usePageMeta({ title: 'Soporte | Beneficios Chile', description: 'Escríbenos y revisa el estado de tus solicitudes.' });
  const user = useMe();
  const plan = useMyPlan(user?.uid ?? '');
  if (!user) return null;
  // A person's annual plan includes the assisted application (a company's plans do not).
  const person = !isEnterprise(user);
  return (
    <>
      <PageHeader title="Soporte" description="¿Tienes una duda o un problema? Escríbenos: te respondemos a tu correo y aquí ves el estado de cada solicitud." />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Panel id="nuevo-ticket" title="Nueva solicitud" lead="Te responderemos a tu correo. Cuéntanos con el mayor detalle posible." emphasis>
            <TicketForm uid={user.uid} email={user.email} />
          </Panel>
          {person && plan.data ? (
            <Panel id="postulacion-asistida" title="Postulación asistida" lead="Elige el beneficio y te ayudamos a postular. También puedes pedirla desde cada beneficio en tu inicio.">
              <AssistedApplicationPicker uid={user.uid} included={subscriptionIncludes(plan.data.subscription, 'assisted-application')} />
            </Panel>
          ) : null}
        </Stack>
        <Box as="section" aria-labelledby="mis-solicitudes">
          <Heading as="h2" id="mis-solicitudes" size="lg" color="gray.900" mb="4">
            Mis solicitudes
          </Heading>
          <TicketList uid={user.uid} />
        </Box>
      </Grid>
    </>
  );
}
