import { useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/app-page-header';
import { useMe } from '../../features/auth/me';
import { TicketPage } from '../../features/support/components/ticket-page';
import { usePageMeta } from '../../lib/page-meta';

/** `/support/tickets/:ticketId`: one of the user's tickets, its conversation with the team and its status. */
export function Component() {
  usePageMeta({ title: 'Ticket de soporte | Beneficios Chile', description: 'La conversación con el equipo de soporte.' });
  const user = useMe();
  const { ticketId = '' } = useParams();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Ticket de soporte" />
      <TicketPage key={ticketId} uid={user.uid} ticketId={ticketId} />
    </>
  );
}
