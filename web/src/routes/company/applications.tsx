import { Button, Stack } from '@chakra-ui/react';
import { internshipPaths } from '@shared/internships';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { CompanyApplicationsSummary } from '../../features/students/components/company-applications-summary';
import { usePageMeta } from '../../lib/page-meta';

/** `/company/postulantes`: every offer's applicants at a glance, with those not opened yet and those with new messages, kept current live. */
export function Component() {
  usePageMeta({ title: 'Postulantes | Beneficios Chile', description: 'Los estudiantes que postularon a tus ofertas de práctica.' });
  return (
    <>
      <PageHeader
        title="Postulantes"
        description="Abre cada oferta para revisar sus postulaciones, ver el CV, responder y escribirle al estudiante. Se actualiza sola y te avisamos por correo de cada novedad."
      />
      <Stack gap="5" maxW="4xl">
        <CompanyApplicationsSummary />
        <Button asChild variant="outline" colorPalette="teal" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Link to={internshipPaths.companyOffers}>Ver mis ofertas</Link>
        </Button>
      </Stack>
    </>
  );
}
