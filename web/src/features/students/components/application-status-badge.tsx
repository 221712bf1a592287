import { Badge } from '@chakra-ui/react';
import { applicationStatusLabels, type ApplicationStatus } from '@shared/students';

const palette: Record<ApplicationStatus, string> = { enviada: 'gray', vista: 'blue', 'en-revision': 'orange', seleccionada: 'green', 'no-seleccionada': 'red', retirada: 'purple' };

/** An application's status as a short coloured label. */
export function ApplicationStatusBadge({ status }: { readonly status: ApplicationStatus }) {
  return (
    <Badge colorPalette={palette[status]} variant="subtle" flexShrink={0} data-testid="application-status">
      {applicationStatusLabels[status]}
    </Badge>
  );
}
