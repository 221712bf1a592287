import { Badge } from '@chakra-ui/react';
import { offerStatusLabels, type OfferStatus } from '@shared/internships';

const palette: Record<OfferStatus, string> = { borrador: 'gray', publicada: 'green', pausada: 'yellow', cerrada: 'gray', vencida: 'orange', oculta: 'red' };

/** An offer's state, in words. */
export function OfferStatusBadge({ status }: { readonly status: OfferStatus }) {
  return (
    <Badge colorPalette={palette[status]} variant="subtle">
      {offerStatusLabels[status]}
    </Badge>
  );
}
