import { Badge, Box, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@shared/format/date';
import { studentPaths } from '@shared/student-paths';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { useCompanyApplications } from '../api/applicants';
import { ApplicationStatusBadge } from './application-status-badge';

const applicantsPath = (offerId: string) => `/company/myinternships/${encodeURIComponent(offerId)}`;
const linkStyle = { color: 'var(--chakra-colors-teal-700)', textDecoration: 'underline' } as const;

/** The company panel's block and its Postulantes page: applicants per offer (those not opened yet, those with new messages) and the latest applicants, kept current live. */
export function CompanyApplicationsSummary() {
  const summary = useCompanyApplications();
  if (summary.isPending) return <Skeleton height="32" borderRadius="xl" />;
  if (summary.isError) return <FormAlert status="error" message="No pudimos cargar tus postulantes. Recarga la página." />;
  const { offers, recent } = summary.data;
  return (
    <Stack gap="5" data-testid="company-applications-summary">
      <Box as="section" aria-labelledby="postulantes-por-oferta">
        <Heading as="h2" id="postulantes-por-oferta" size="md" color="gray.900" mb="3">
          Postulantes por oferta
        </Heading>
        {offers.length === 0 ? (
          <Text color="gray.600">Cuando publiques una oferta, aquí verás cuántos estudiantes postularon.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {offers.map((offer) => (
              <Flex as="li" key={offer.offerId} justify="space-between" gap="3" align="center" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="3">
                <Link to={applicantsPath(offer.offerId)} style={linkStyle}>
                  {offer.offerTitle}
                </Link>
                <Flex gap="2" flexShrink={0} wrap="wrap" justify="flex-end">
                  {offer.unreadMessages > 0 ? (
                    <Badge colorPalette="purple" variant="solid">
                      {offer.unreadMessages === 1 ? '1 con mensaje nuevo' : `${String(offer.unreadMessages)} con mensajes nuevos`}
                    </Badge>
                  ) : null}
                  {offer.unread > 0 ? (
                    <Badge colorPalette="teal" variant="solid">
                      {offer.unread} sin revisar
                    </Badge>
                  ) : null}
                  <Badge variant="subtle">{offer.total === 1 ? '1 postulante' : `${String(offer.total)} postulantes`}</Badge>
                </Flex>
              </Flex>
            ))}
          </Stack>
        )}
      </Box>
      {recent.length > 0 ? (
        <Box as="section" aria-labelledby="ultimos-postulantes">
          <Heading as="h2" id="ultimos-postulantes" size="md" color="gray.900" mb="3">
            Últimos postulantes
          </Heading>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {recent.map((applicant) => (
              <Flex as="li" key={`${applicant.offerId}-${applicant.studentUid}`} justify="space-between" gap="3" align="flex-start" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="3">
                <Stack gap="0" minW="0">
                  <Link to={studentPaths.applicant(applicant.offerId, applicant.studentUid)} style={linkStyle}>
                    {applicant.studentName}
                  </Link>
                  <Text fontSize="xs" color="gray.600">
                    {applicant.offerTitle} · {formatDate(applicant.appliedAt)}
                  </Text>
                </Stack>
                <Stack gap="1" align="flex-end" flexShrink={0}>
                  <ApplicationStatusBadge status={applicant.status} />
                  {applicant.unreadMessages ? (
                    <Badge colorPalette="teal" variant="solid">
                      Mensaje nuevo
                    </Badge>
                  ) : null}
                </Stack>
              </Flex>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
