import { Box, Spinner, Text } from '@chakra-ui/react';
import { editableOfferStatuses } from '@shared/internships';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useCompanyOffer, useUpdateOffer } from '../../features/internships/api/company-offers';
import { OfferForm } from '../../features/internships/components/offer-form';
import { OfferStatusBadge } from '../../features/internships/components/offer-status-badge';
import { usePageMeta } from '../../lib/page-meta';

/** `/company/myinternships/:offerId/edit`: the company edits its own offer; its state stays as it was. */
export function Component() {
  usePageMeta({ title: 'Editar oferta de práctica | Beneficios Chile', description: 'Edita tu oferta de práctica.' });
  const { offerId = '' } = useParams();
  const offer = useCompanyOffer(offerId);
  const update = useUpdateOffer(offerId);
  const navigate = useNavigate();
  if (offer.isPending) return <Spinner color="teal.600" />;
  if (offer.isError) return <FormAlert status="error" message="No encontramos esta oferta entre las tuyas." />;
  const editable = editableOfferStatuses.includes(offer.data.status);
  return (
    <>
      <PageHeader eyebrow={<OfferStatusBadge status={offer.data.status} />} title="Editar oferta" description={offer.data.title} />
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '7' }}>
        {editable ? (
          <OfferForm
            initial={offer.data}
            busy={update.isPending}
            // A published offer's changes show at once: the company sees them as students will first.
            actions={[{ label: 'Guardar cambios', publish: false, primary: true, preview: offer.data.status === 'publicada' }]}
            onSave={async (fields) => {
              await update.mutateAsync(fields);
              void navigate('/company/myinternships', { state: { saved: 'Guardamos los cambios de tu oferta.' } });
            }}
          />
        ) : (
          <Text>
            Esta oferta ya no se puede editar. <Link to="/company/myinternships">Volver a mis ofertas</Link>
          </Text>
        )}
      </Box>
    </>
  );
}
