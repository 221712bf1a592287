import { Badge, Box, Button, Flex, Grid, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@shared/format/date';
import { applicationStatusLabels, companyApplicationStatuses, type Applicant, type CompanyApplicationStatus } from '@shared/students';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useAnswerApplicant, useApplicant, useApplicants } from '../api/applicants';
import { useApplicantThread, useWriteToApplicant } from '../api/thread';
import { ApplicationStatusBadge } from './application-status-badge';
import { ApplicationThread } from './application-thread';

const answerLabels: Record<CompanyApplicationStatus, string> = { 'en-revision': 'Pasar a revisión', seleccionada: 'Seleccionar', 'no-seleccionada': 'No seleccionar' };

/**
 * The applicants of one of the company's offers: a list (kept current live) and, for the one
 * opened, the message, the e-mail and phone, the CV, the buttons that answer and the messages with
 * the student. `?postulante=<studentUid>` (the link of a mail) opens that one.
 */
export function ApplicantsView({ offerId }: { readonly offerId: string }) {
  const applicants = useApplicants(offerId);
  const [searchParams] = useSearchParams();
  const [openUid, setOpenUid] = useState<string | undefined>(() => searchParams.get('postulante') ?? undefined);
  if (applicants.isPending) return <Skeleton height="40" borderRadius="xl" />;
  if (applicants.isError) {
    const missing = applicants.error instanceof ApiError && applicants.error.status === 404;
    return <FormAlert status="error" message={missing ? 'No encontramos esta oferta entre las tuyas.' : 'No pudimos cargar los postulantes. Recarga la página.'} />;
  }
  const { applicants: list, offerTitle } = applicants.data;
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg" color="gray.900" wordBreak="break-word">
        {offerTitle}
      </Heading>
      {list.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderColor="gray.300" borderRadius="xl" p="6" textAlign="center" color="gray.600">
          Aún no hay postulantes. Te avisaremos por correo con cada nueva postulación.
        </Box>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="5" alignItems="start">
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Postulantes" data-testid="applicants">
            {list.map((applicant) => (
              <ApplicantRow key={applicant.studentUid} applicant={applicant} open={applicant.studentUid === openUid} onOpen={() => setOpenUid(applicant.studentUid)} />
            ))}
          </Stack>
          {openUid ? <ApplicantDetailCard offerId={offerId} studentUid={openUid} /> : <Text color="gray.600">Elige un postulante para ver su mensaje, su CV y sus datos de contacto.</Text>}
        </Grid>
      )}
    </Stack>
  );
}

function ApplicantRow({ applicant, open, onOpen }: { readonly applicant: Applicant; readonly open: boolean; readonly onOpen: () => void }) {
  return (
    <Box as="li" bg="white" borderWidth="1px" borderColor={open ? 'teal.500' : 'gray.200'} borderRadius="xl" p="4" data-student={applicant.studentUid}>
      <Flex justify="space-between" gap="3" align="flex-start">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" color="gray.900">
            {applicant.studentName}
          </Text>
          <Text fontSize="sm" color="gray.700">
            {applicant.career}, {applicant.year}.º año · {applicant.institution}
          </Text>
          <Text fontSize="xs" color="gray.600">
            Postuló el {formatDate(applicant.appliedAt)}
          </Text>
        </Stack>
        <Stack gap="1" align="flex-end" flexShrink={0}>
          <ApplicationStatusBadge status={applicant.status} />
          {applicant.unreadMessages ? (
            <Badge colorPalette="teal" variant="solid" data-testid="unread-messages">
              Mensaje nuevo
            </Badge>
          ) : null}
        </Stack>
      </Flex>
      <Button mt="3" size="sm" variant={open ? 'solid' : 'outline'} colorPalette="teal" onClick={onOpen} aria-pressed={open}>
        Ver postulación
      </Button>
    </Box>
  );
}

function ApplicantDetailCard({ offerId, studentUid }: { readonly offerId: string; readonly studentUid: string }) {
  const detail = useApplicant(offerId, studentUid);
  const answer = useAnswerApplicant(offerId);
  const thread = useApplicantThread(offerId, studentUid);
  const write = useWriteToApplicant(offerId, studentUid);
  if (detail.isPending) return <Skeleton height="64" borderRadius="2xl" />;
  if (detail.isError) return <FormAlert status="error" message="No pudimos abrir esta postulación. Intenta nuevamente." />;
  const applicant = detail.data;
  return (
    <Box as="section" aria-label={`Postulación de ${applicant.studentName}`} bg="white" borderWidth="1px" borderColor="teal.200" borderRadius="2xl" boxShadow="md" p={{ base: '5', md: '7' }} data-testid="applicant-detail">
      <Flex justify="space-between" gap="3" align="flex-start" mb="4">
        <Heading as="h3" size="md" color="gray.900">
          {applicant.studentName}
        </Heading>
        <ApplicationStatusBadge status={answer.isPending ? answer.variables.status : applicant.status} />
      </Flex>
      <Stack gap="4">
        <Stack gap="1" fontSize="sm">
          <Text>
            {applicant.career}, {applicant.year}.º año · {applicant.institution}
            {applicant.region ? ` · ${applicant.region}` : ''}
          </Text>
          {applicant.status === 'retirada' ? null : (
            <>
              <Text>
                Correo:{' '}
                <ChakraLink href={`mailto:${applicant.email}`} color="teal.700" data-testid="applicant-email">
                  {applicant.email}
                </ChakraLink>
              </Text>
              <Text>
                Teléfono:{' '}
                <ChakraLink href={`tel:${applicant.phone.replace(/\s/g, '')}`} color="teal.700" data-testid="applicant-phone">
                  {applicant.phone}
                </ChakraLink>
              </Text>
            </>
          )}
        </Stack>
        <Box bg="gray.50" borderRadius="lg" p="4">
          <Text fontSize="xs" color="gray.600" mb="1">
            Su mensaje
          </Text>
          <Text whiteSpace="pre-line" color="gray.800">
            {applicant.message}
          </Text>
        </Box>
        {applicant.status === 'retirada' ? (
          <Text fontSize="sm" color="gray.700" data-testid="applicant-withdrawn">
            El estudiante retiró esta postulación: ya no puedes responderla, y su teléfono y su CV dejaron de estar disponibles.
          </Text>
        ) : applicant.cvUrl ? (
          <Button asChild variant="outline" colorPalette="teal" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            <a href={applicant.cvUrl} target="_blank" rel="noopener noreferrer" data-testid="applicant-cv">
              Ver CV ({applicant.cvFileName})
            </a>
          </Button>
        ) : (
          <Text fontSize="sm" color="gray.600">
            Este postulante ya no tiene un CV disponible.
          </Text>
        )}
        {applicant.status === 'retirada' ? null : (
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="semibold" color="gray.800">
              Estado de la postulación
            </Text>
            <Flex gap="2" wrap="wrap">
              {companyApplicationStatuses.map((status) => (
                <Button
                  key={status}
                  size="sm"
                  colorPalette={status === 'seleccionada' ? 'green' : status === 'no-seleccionada' ? 'red' : 'orange'}
                  variant={applicant.status === status ? 'solid' : 'outline'}
                  disabled={answer.isPending || applicant.status === status}
                  onClick={() => answer.mutate({ studentUid, status }, { onSuccess: () => void detail.refetch() })}
                >
                  {answerLabels[status]}
                </Button>
              ))}
            </Flex>
            <Text fontSize="xs" color="gray.600">
              Le avisamos por correo al estudiante y lo ve al instante en su panel. Estado actual: {applicationStatusLabels[applicant.status]}.
            </Text>
            {answer.isError ? <FormAlert status="error" message={answer.error instanceof ApiError ? answer.error.message : 'No pudimos guardar tu respuesta. Intenta nuevamente.'} /> : null}
          </Stack>
        )}
        <Box borderTopWidth="1px" borderColor="gray.200" pt="4">
          <ApplicationThread thread={thread} write={write} viewer="company" headingLevel="h4" />
        </Box>
      </Stack>
    </Box>
  );
}
