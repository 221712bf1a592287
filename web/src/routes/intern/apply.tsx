import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { todayInChile, toIsoDate } from '@shared/age';
import { formatCalendarDate, formatDate } from '@shared/format/date';
import { internshipPaths, isOfferOpenForApplications, offerModalityLabels } from '@shared/internships';
import { studentPaths } from '@shared/student-paths';
import { applicationStatusLabels, missingForApplying } from '@shared/students';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMyApplications } from '../../features/students/api/applications';
import { useOfferToApply } from '../../features/students/api/offer-to-apply';
import { useStudentProfile } from '../../features/students/api/student-profile';
import { ApplyForm } from '../../features/students/components/apply-form';
import { StudentProfilePanel } from '../../features/students/components/student-profile-panel';
import { usePageMeta } from '../../lib/page-meta';

const card = { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: '2xl', boxShadow: 'sm', p: { base: '5', md: '7' } } as const;

/**
 * `/intern/postular/<offerId>`: the student checks their profile and CV (and completes them
 * here if something is missing), writes a message and applies.
 */
export function Component() {
  usePageMeta({ title: 'Postular a una práctica | Beneficios Chile', description: 'Envía tu postulación con tu perfil de estudiante y tu CV.' });
  const { offerId = '' } = useParams();
  const profile = useStudentProfile();
  const ready = profile.isSuccess && missingForApplying(profile.data).length === 0;
  // Applied already (before, or in another tab): the page says so and leads to the application.
  const mine = useMyApplications();
  const applied = mine.data?.applications.find((application) => application.offerId === offerId);
  // The application sent from this page keeps its form's "¡Listo!" instead of turning into the notice.
  const [sentHere, setSentHere] = useState(false);
  return (
    <>
      <PageHeader title="Postular a la práctica" description="La empresa recibe tu perfil, tu CV y tu mensaje, y te contacta directamente: sin intermediarios." />
      <Stack gap="6" maxW="3xl">
        <OfferSummary offerId={offerId} />
        <Box as="section" aria-labelledby="tu-perfil" {...card}>
          <Heading as="h2" id="tu-perfil" size="lg" color="gray.900" mb="4">
            1. Tu perfil y tu CV
          </Heading>
          <StudentProfilePanel />
        </Box>
        <Box as="section" aria-labelledby="tu-mensaje" {...card}>
          <Heading as="h2" id="tu-mensaje" size="lg" color="gray.900" mb="4">
            2. Tu mensaje
          </Heading>
          {applied && !sentHere ? (
            <Stack gap="3" data-testid="already-applied">
              <FormAlert status="success" message={`Ya postulaste a esta oferta el ${formatDate(applied.appliedAt)}. Su estado: ${applicationStatusLabels[applied.status].toLowerCase()}.`} />
              <Button asChild colorPalette="teal" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
                <Link to={studentPaths.application(offerId)}>Ver tu postulación</Link>
              </Button>
            </Stack>
          ) : (
            <ApplyForm offerId={offerId} ready={ready} onApplied={() => setSentHere(true)} />
          )}
        </Box>
      </Stack>
    </>
  );
}

function OfferSummary({ offerId }: { readonly offerId: string }) {
  const offer = useOfferToApply(offerId);
  if (offer.isPending) return <Skeleton height="20" borderRadius="xl" />;
  if (offer.isError) return <FormAlert status="error" message="No encontramos esta oferta. Puede que ya no esté publicada." />;
  const { title, companyName, deadline, modality, region, comuna } = offer.data;
  const open = isOfferOpenForApplications(offer.data, toIsoDate(todayInChile()));
  return (
    <Box as="section" aria-label="La oferta" bg="teal.50" borderWidth="1px" borderColor="teal.200" borderRadius="2xl" p={{ base: '4', md: '6' }} data-testid="offer-to-apply">
      <Heading as="h2" size="lg" color="gray.900" wordBreak="break-word">
        {title}
      </Heading>
      <Text color="gray.700">
        {companyName} · {offerModalityLabels[modality]}
        {region ? ` · ${comuna ? `${comuna}, ` : ''}${region}` : ''} · postula hasta el {formatCalendarDate(deadline)}
      </Text>
      <Link to={internshipPaths.offer(offerId)} style={{ color: 'var(--chakra-colors-teal-700)', textDecoration: 'underline', fontSize: '0.875rem' }} reloadDocument>
        Ver la oferta completa
      </Link>
      {open ? null : <FormAlert status="error" message="Esta oferta ya no recibe postulaciones." />}
    </Box>
  );
}
