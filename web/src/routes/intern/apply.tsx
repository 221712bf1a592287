import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { missingForApplying } from '@shared/students';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useStudentProfile } from '../../features/students/api/student-profile';
import { ApplyForm } from '../../features/students/components/apply-form';
import { StudentProfilePanel } from '../../features/students/components/student-profile-panel';
import { usePageMeta } from '../../lib/page-meta';

const card = { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: '2xl', boxShadow: 'sm', p: { base: '5', md: '7' } } as const;

/**
 * `/internships/<offerId>/postular`: the student checks their profile and CV (and completes them
 * here if something is missing), writes a message and applies.
 */
export function Component() {
  usePageMeta({ title: 'Postular a una práctica | Beneficios Chile', description: 'Envía tu postulación con tu perfil de estudiante y tu CV.' });
  const { offerId = '' } = useParams();
  const profile = useStudentProfile();
  const ready = profile.isSuccess && missingForApplying(profile.data).length === 0;
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
          <ApplyForm offerId={offerId} ready={ready} />
        </Box>
      </Stack>
    </>
  );
}

function OfferSummary({ offerId }: { readonly offerId: string }) {
  return (
    <Text color="gray.700" data-offer={offerId}>
      Estás postulando a la oferta que elegiste.
    </Text>
  );
}
