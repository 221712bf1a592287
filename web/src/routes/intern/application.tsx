import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@shared/format/date';
import { internshipPaths } from '@shared/internships';
import { applicationStatusLabels, canWithdrawApplication, type ApplicationStatus } from '@shared/students';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/forms/form-alert';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMyApplications } from '../../features/students/api/applications';
import { useMyThread, useWriteToCompany } from '../../features/students/api/thread';
import { ApplicationStatusBadge } from '../../features/students/components/application-status-badge';
import { ApplicationThread } from '../../features/students/components/application-thread';
import { WithdrawApplicationDialog } from '../../features/students/components/withdraw-application-dialog';
import { usePageMeta } from '../../lib/page-meta';

const card = { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: '2xl', boxShadow: 'sm', p: { base: '5', md: '7' } } as const;

/** What each status tells the student to expect next. */
const nextSteps: Record<ApplicationStatus, string> = {
  enviada: 'La empresa aún no abre tu postulación. Te avisaremos por correo cuando la revise.',
  vista: 'La empresa abrió tu postulación. Te avisaremos por correo cuando responda.',
  'en-revision': 'La empresa está revisando tu postulación.',
  seleccionada: '¡Te seleccionaron! La empresa te contactará; también puedes escribirle aquí. Si ya no puedes tomar la práctica, recházala para que la ofrezca a otra persona.',
  'no-seleccionada': 'La empresa eligió a otra persona para esta práctica. Hay más ofertas esperándote.',
  retirada: 'Retiraste esta postulación.',
};

/** `/intern/myapplications/<offerId>`: one of the student's applications, its status and its messages with the company, kept current live. */
export function Component() {
  usePageMeta({ title: 'Mi postulación | Beneficios Chile', description: 'El estado de tu postulación y tus mensajes con la empresa.' });
  const { offerId = '' } = useParams();
  const applications = useMyApplications();
  const thread = useMyThread(offerId);
  const write = useWriteToCompany(offerId);
  const application = applications.data?.applications.find((candidate) => candidate.offerId === offerId);

  if (applications.isPending) return <Skeleton height="40" borderRadius="2xl" />;
  if (!application) {
    return (
      <>
        <PageHeader title="Mi postulación" />
        <Stack gap="4" maxW="3xl">
          <FormAlert status="error" message={applications.isError ? 'No pudimos cargar tu postulación. Recarga la página.' : 'No encontramos esta postulación entre las tuyas.'} />
          <Button asChild variant="outline" colorPalette="teal" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            <Link to={internshipPaths.internApplications}>Ver mis postulaciones</Link>
          </Button>
        </Stack>
      </>
    );
  }
  return (
    <>
      <PageHeader eyebrow={application.companyName} title={application.offerTitle} description={`Postulaste el ${formatDate(application.appliedAt)}.`} />
      <Stack gap="6" maxW="3xl">
        <Box as="section" aria-label="Tu postulación" {...card} data-testid="my-application">
          <Flex justify="space-between" align="flex-start" gap="3" mb="3">
            <Text fontWeight="semibold" color="gray.900">
              Estado: {applicationStatusLabels[application.status]}
            </Text>
            <ApplicationStatusBadge status={application.status} />
          </Flex>
          <Text color="gray.700" mb="4">
            {nextSteps[application.status]}
          </Text>
          <Box bg="gray.50" borderRadius="lg" p="4" mb="4">
            <Text fontSize="xs" color="gray.600" mb="1">
              Tu mensaje al postular
            </Text>
            <Text whiteSpace="pre-line" color="gray.800" wordBreak="break-word">
              {application.message}
            </Text>
          </Box>
          <Flex gap="3" wrap="wrap" align="center">
            <Button asChild size="sm" variant="outline" colorPalette="teal">
              <a href={internshipPaths.offer(application.offerId)}>Ver la oferta</a>
            </Button>
            {canWithdrawApplication(application.status) ? (
              <WithdrawApplicationDialog offerId={application.offerId} offerTitle={application.offerTitle} companyName={application.companyName} status={application.status} />
            ) : null}
          </Flex>
        </Box>
        <Box {...card}>
          <ApplicationThread thread={thread} write={write} viewer="student" headingLevel="h2" />
        </Box>
        <Button asChild variant="ghost" colorPalette="teal" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Link to={internshipPaths.internApplications}>Volver a mis postulaciones</Link>
        </Button>
      </Stack>
    </>
  );
}
