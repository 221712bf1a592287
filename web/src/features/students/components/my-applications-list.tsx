import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@shared/format/date';
import { internshipPaths } from '@shared/internships';
import { canWithdrawApplication } from '@shared/students';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { useMyApplications } from '../api/applications';
import { ApplicationStatusBadge } from './application-status-badge';
import { WithdrawApplicationDialog } from './withdraw-application-dialog';

/**
 * The student's applications with their status, newest first; `limit` for the dashboard's summary;
 * `withdrawable` adds "Retirar postulación" to each one still open (the full list's page). Each title
 * is a heading one level below the page's own: `h2` right under the page title, `h3` in a section.
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
                <Link to={internshipPaths.offer(application.offerId)}>{application.offerTitle}</Link>
              </Heading>
              <Text fontSize="xs" color="gray.600">
                {application.companyName} · postulaste el {formatDate(application.appliedAt)}
              </Text>
              {withdrawable && canWithdrawApplication(application.status) ? (
                <WithdrawApplicationDialog offerId={application.offerId} offerTitle={application.offerTitle} companyName={application.companyName} />
              ) : null}
            </Stack>
            <ApplicationStatusBadge status={application.status} />
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
