import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@shared/format/date';
import { internshipPaths } from '@shared/internships';
import { studentPaths } from '@shared/student-paths';
import { canWithdrawApplication } from '@shared/students';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { useMyApplications } from '../api/applications';
import { ApplicationStatusBadge } from './application-status-badge';
import { WithdrawApplicationDialog } from './withdraw-application-dialog';

/**
 * The student's applications with their status, newest first, each leading to its own page (its
 * messages with the company); `limit` for the dashboard's summary; `withdrawable` adds "Retirar
 * postulación" ("Rechazar la práctica" once selected) to each one still open (the full list's page).
 * Each title is a heading one level below the page's own: `h2` right under the page title, `h3` in a section.
 */
export function MyApplicationsList({ limit, withdrawable = false, headingLevel = 'h3' }: { readonly limit?: number; readonly withdrawable?: boolean; readonly headingLevel?: 'h2' | 'h3' }) {
  const applications = useMyApplications();
  if (applications.isPending) return <Skeleton height="24" borderRadius="xl" />;
  if (applications.isError) {
    return (
      <Stack gap="3">
        <FormAlert status="error" message="No pudimos cargar tus postulaciones." />
        <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => void applications.refetch()}>
          Reintentar
        </Button>
      </Stack>
    );
  }
  const shown = limit ? applications.data.applications.slice(0, limit) : applications.data.applications;
  if (shown.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderColor="gray.300" borderRadius="xl" p="6" textAlign="center" color="gray.600">
        Aún no postulas a ninguna práctica.{' '}
        <Link to={internshipPaths.listing} style={{ color: 'var(--chakra-colors-teal-700)', textDecoration: 'underline' }}>
          Revisa las ofertas
        </Link>
        .
      </Box>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" data-testid="my-applications">
      {shown.map((application) => (
        <Box as="li" key={application.offerId} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4" data-offer={application.offerId}>
          <Flex justify="space-between" gap="3" align="flex-start">
            <Stack gap="0.5" minW="0">
              <Heading as={headingLevel} size="sm" color="gray.900" wordBreak="break-word">
                <Link to={studentPaths.application(application.offerId)}>{application.offerTitle}</Link>
              </Heading>
              <Text fontSize="xs" color="gray.600">
                {application.companyName} · postulaste el {formatDate(application.appliedAt)}
              </Text>
              <Flex gap="2" wrap="wrap" mt="1">
                <Button asChild size="xs" variant={application.unreadMessages ? 'solid' : 'outline'} colorPalette="teal">
                  <Link to={studentPaths.application(application.offerId)}>{application.unreadMessages ? 'Leer mensajes nuevos' : 'Ver postulación y mensajes'}</Link>
                </Button>
                {withdrawable && canWithdrawApplication(application.status) ? (
                  <WithdrawApplicationDialog offerId={application.offerId} offerTitle={application.offerTitle} companyName={application.companyName} status={application.status} />
                ) : null}
              </Flex>
            </Stack>
            <Stack gap="1" align="flex-end" flexShrink={0}>
              <ApplicationStatusBadge status={application.status} />
              {application.unreadMessages ? (
                <Badge colorPalette="teal" variant="solid" data-testid="unread-messages">
                  Mensaje nuevo
                </Badge>
              ) : null}
            </Stack>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
