import { Box, Grid, Heading } from '@chakra-ui/react';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMe } from '../../features/auth/me';
import { TicketForm } from '../../features/support/components/ticket-form';
import { TicketList } from '../../features/support/components/ticket-list';
import { usePageMeta } from '../../lib/page-meta';
import { Panel } from '../../components/ui/panel';

/** `/support`: write to the team, and follow the state of what you wrote. */
export function Component() {
  usePageMeta({ title: 'Soporte | Beneficios Chile', description: 'Escríbenos y revisa el estado de tus solicitudes.' });
  const user = useMe();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Soporte" description="¿Tienes una duda o un problema? Escríbenos: te respondemos a tu correo y aquí ves el estado de cada solicitud." />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Panel id="nuevo-ticket" title="Nueva solicitud" lead="Te responderemos a tu correo. Cuéntanos con el mayor detalle posible." emphasis>
          <TicketForm uid={user.uid} email={user.email} />
        </Panel>
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
