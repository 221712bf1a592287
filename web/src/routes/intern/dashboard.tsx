import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { internshipPaths } from '@shared/internships';
import { studentPaths } from '@shared/student-paths';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { MyApplicationsList } from '../../features/students/components/my-applications-list';
import { StudentProfilePanel } from '../../features/students/components/student-profile-panel';
import { usePageMeta } from '../../lib/page-meta';

const card = { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: '2xl', boxShadow: 'sm', p: { base: '5', md: '7' } } as const;

/** `/intern/dashboard/`: the student's profile and CV, and their latest applications. */
export function Component() {
  usePageMeta({ title: 'Mis prácticas | Beneficios Chile', description: 'Tu perfil de estudiante, tu CV y tus postulaciones a prácticas.' });
  return (
    <>
      <PageHeader title="Mis prácticas" description="Completa tu perfil y sube tu CV una vez: con eso postulas a cualquier oferta en un minuto." />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Box as="section" aria-labelledby="perfil-estudiante" {...card}>
          <Heading as="h2" id="perfil-estudiante" size="lg" color="gray.900" mb="4">
            Perfil de estudiante
          </Heading>
          <StudentProfilePanel />
        </Box>
        <Stack as="section" aria-labelledby="ultimas-postulaciones" gap="4">
          <Heading as="h2" id="ultimas-postulaciones" size="lg" color="gray.900">
            Tus últimas postulaciones
          </Heading>
          <MyApplicationsList limit={3} />
          <Stack direction={{ base: 'column', sm: 'row' }} flexWrap="wrap" gap="3">
            <Button asChild colorPalette="teal">
              <Link to={internshipPaths.listing}>Buscar prácticas</Link>
            </Button>
            <Button asChild variant="outline" colorPalette="teal">
              <Link to={internshipPaths.internApplications}>Ver todas mis postulaciones</Link>
            </Button>
            <Button asChild variant="outline" colorPalette="teal">
              <Link to={studentPaths.alerts}>Alertas por correo</Link>
            </Button>
          </Stack>
          <Text fontSize="sm" color="gray.600">
            Verás aquí cada cambio de estado apenas la empresa revise tu postulación, y también te avisaremos por correo.
          </Text>
        </Stack>
      </Grid>
    </>
  );
}
