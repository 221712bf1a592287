import { Stack } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { DeskItem } from '../../features/support-desk/components/desk-item';
import { usePageMeta } from '../../lib/page-meta';

/** `/admin/support/:uid/:itemId`: one ticket (conversation, reply, status) or insurance request. */
export function Component() {
  usePageMeta({ title: 'Solicitud de soporte | Administración | Beneficios Chile', description: 'Detalle de una solicitud de soporte.' });
  const { uid = '', itemId = '' } = useParams();
  return (
    <Stack gap="0">
      <PageHeader eyebrow="Administración" title="Solicitud de soporte" />
      <DeskItem key={`${uid}/${itemId}`} uid={uid} itemId={itemId} />
    </Stack>
  );
}
