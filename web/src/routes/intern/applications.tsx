import { Button, Stack } from '@chakra-ui/react';
import { internshipPaths } from '@shared/internships';
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
        description="El estado de cada postulación se actualiza solo: enviada, vista, en revisión, seleccionada o no seleccionada. También te avisamos por correo. Puedes retirar una postulación mientras siga abierta."
      />
      <Stack gap="5" maxW="3xl">
        <MyApplicationsList withdrawable headingLevel="h2" />
        <Button asChild variant="outline" colorPalette="teal" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Link to={internshipPaths.listing}>Buscar más prácticas</Link>
        </Button>
      </Stack>
    </>
  );
}
