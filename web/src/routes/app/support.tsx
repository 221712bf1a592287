import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMe } from '../../features/auth/me';
import { TicketForm } from '../../features/support/components/ticket-form';
import { TicketList } from '../../features/support/components/ticket-list';
import { usePageMeta } from '../../lib/page-meta';

/** `/support`: write to the team, and follow the state of what you wrote. */
export function Component() {
  usePageMeta({ title: 'Soporte | Beneficios Chile', description: 'Escríbenos y revisa el estado de tus solicitudes.' });
  const user = useMe();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Soporte" description="¿Tienes una duda o un problema? Escríbenos: te respondemos a tu correo y aquí ves el estado de cada solicitud." />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Box as="section" aria-labelledby="nuevo-ticket" bg="white" borderWidth="1px" borderColor="teal.200" borderRadius="2xl" boxShadow="md" p={{ base: '5', md: '7' }}>
          <Heading as="h2" id="nuevo-ticket" size="lg" color="gray.900" mb="1">
            Nueva solicitud
          </Heading>
          <Text color="gray.600" fontSize="sm" mb="5">
            Te responderemos a tu correo. Cuéntanos con el mayor detalle posible.
          </Text>
          <TicketForm uid={user.uid} email={user.email} />
        </Box>
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
