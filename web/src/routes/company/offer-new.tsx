import { Box } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMe } from '../../features/auth/me';
import { useCreateOffer } from '../../features/internships/api/company-offers';
import { OfferForm } from '../../features/internships/components/offer-form';
import { usePageMeta } from '../../lib/page-meta';

/** `/company/myinternships/new`: a new offer, published at once or kept as a draft. Free and unlimited. */
export function Component() {
  usePageMeta({ title: 'Nueva oferta de práctica | Beneficios Chile', description: 'Publica una oferta de práctica gratis.' });
  const create = useCreateOffer();
  const navigate = useNavigate();
  const company = useMe()?.company;
  return (
    <>
      <PageHeader eyebrow="Mis ofertas de práctica" title="Nueva oferta de práctica" description="Publicar es gratis y sin límite de ofertas. Los estudiantes postulan con su CV y te contactan directamente." />
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '7' }}>
        <OfferForm
          busy={create.isPending}
          defaults={company ? { region: company.region, comuna: company.comuna } : {}}
          actions={[
            { label: 'Publicar oferta', publish: true, primary: true, preview: true },
            { label: 'Guardar borrador', publish: false },
          ]}
          onSave={async (offer, publish) => {
            await create.mutateAsync({ offer, publish });
            void navigate('/company/myinternships', { state: { saved: publish ? 'Tu oferta está publicada.' : 'Guardamos tu borrador.' } });
          }}
        />
      </Box>
    </>
  );
}
