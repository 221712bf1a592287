import { Button, Stack } from '@chakra-ui/react';
import { internshipPaths } from '@shared/internships';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { ApplicantsView } from '../../features/students/components/applicants-view';
import { usePageMeta } from '../../lib/page-meta';

/** `/company/myinternships/<offerId>`: the applicants of one of the company's offers. */
export function Component() {
  usePageMeta({ title: 'Postulantes | Beneficios Chile', description: 'Los estudiantes que postularon a tu oferta de práctica.' });
  const { offerId = '' } = useParams();
  return (
    <>
      <PageHeader
        eyebrow="Mis ofertas de práctica"
        title="Postulantes"
        description="Revisa cada postulación, abre el CV y contacta directamente al estudiante por correo o teléfono. La lista se actualiza sola."
      />
      <Stack gap="5">
        <ApplicantsView offerId={offerId} />
        <Button asChild variant="outline" colorPalette="teal" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Link to={internshipPaths.companyOffers}>Volver a mis ofertas</Link>
        </Button>
      </Stack>
    </>
  );
}
