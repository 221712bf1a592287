import { Button, Stack } from '@chakra-ui/react';
import { internshipPaths } from '@shared/internships';
import { studentPaths } from '@shared/student-paths';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { MyApplicationsList } from '../../features/students/components/my-applications-list';
import { usePageMeta } from '../../lib/page-meta';

/** `/intern/myapplications/`: every application of the student with its status, kept current live. */
export function Component() {
  usePageMeta({ title: 'Mis postulaciones | Beneficios Chile', description: 'El estado de cada una de tus postulaciones a prácticas.' });
  return (
    <>
      <PageHeader
        title="Mis postulaciones"
        description="El estado de cada postulación se actualiza solo: enviada, vista, en revisión, seleccionada o no seleccionada. Abre una para conversar con la empresa. También te avisamos por correo."
      />
      <Stack gap="5" maxW="3xl">
        <MyApplicationsList withdrawable headingLevel="h2" />
        <Stack direction={{ base: 'column', sm: 'row' }} flexWrap="wrap" gap="3">
          <Button asChild variant="outline" colorPalette="teal">
            <Link to={internshipPaths.listing}>Buscar más prácticas</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="teal">
            <Link to={studentPaths.alerts}>Alertas por correo</Link>
          </Button>
          <Button asChild variant="ghost" colorPalette="teal">
            <Link to={internshipPaths.internDashboard}>Mi perfil de estudiante y CV</Link>
          </Button>
        </Stack>
      </Stack>
    </>
  );
}
