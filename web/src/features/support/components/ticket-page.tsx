import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { useReplyToTicket, useTicket } from '../api/ticket';
import { BackLink, SupportItemError, SupportItemHeading } from '../item-heading';
import { ReplyForm, Thread } from '../thread';
import { formatDateTime } from '@shared/format/date';

/** The user's ticket: its status, the conversation with the team, and the reply box (an answer to a closed ticket opens it again). */
export function TicketPage({ uid, ticketId }: { readonly uid: string; readonly ticketId: string }) {
  const ticket = useTicket(uid, ticketId);
  const reply = useReplyToTicket(uid, ticketId);
  const back = <BackLink to="/support">Volver a Soporte</BackLink>;
  if (ticket.isPending) return <Skeleton height="40" borderRadius="xl" aria-busy="true" role="status" aria-label="Cargando el ticket" />;
  if (ticket.isError) return <SupportItemError back={back} error={ticket.error} fallback="No pudimos cargar el ticket." onRetry={() => void ticket.refetch()} />;
  const { data } = ticket;
  const what = data.benefitName ? 'Postulación asistida' : 'Ticket';
  return (
    <Stack gap="5">
      {back}
      <SupportItemHeading
        title={data.asunto}
        subtitle={`${what} ${data.id} · abierto el ${formatDateTime(data.createdAt)}`}
        status={data.status}
        priority={data.priority}
        priorityLabel="Soporte prioritario"
      />
      {data.priority ? (
        <Box bg="purple.50" color="purple.900" borderRadius="lg" px="4" py="2" fontSize="sm" data-testid="priority-note">
          Tu plan incluye soporte prioritario: el equipo atiende esta solicitud antes que las demás.
        </Box>
      ) : null}
      <Thread first={{ mensaje: data.mensaje, at: data.createdAt }} thread={data.thread} viewer="usuario" />
      {data.status !== 'cerrado' ? (
        <ReplyForm mutation={reply} label="Tu respuesta" />
      ) : data.benefitName ? (
        <Box bg="gray.50" borderRadius="xl" p="4" color="gray.700" role="status">
          Esta solicitud está cerrada. Si necesitas más ayuda, pide una nueva desde tu panel o abre un ticket desde Soporte.
        </Box>
      ) : (
        <ReplyForm mutation={reply} label="Tu respuesta" hint="Este ticket está cerrado. Si respondes, se vuelve a abrir y el equipo lo verá." />
      )}
    </Stack>
  );
}
