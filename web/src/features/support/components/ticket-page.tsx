import { Box, Button, Flex, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useReplyToTicket, useTicket } from '../api/ticket';
import { ReplyForm, Thread, TicketStatusBadge } from '../thread';
import { formatTicketDate } from './ticket-list';

/** The user's ticket: its status, the conversation with the team, and the reply box while it is not closed. */
export function TicketPage({ uid, ticketId }: { readonly uid: string; readonly ticketId: string }) {
  const ticket = useTicket(uid, ticketId);
  const reply = useReplyToTicket(uid, ticketId);
  const back = (
    <ChakraLink asChild color="teal.700" fontSize="sm">
      <Link to="/support">← Volver a Soporte</Link>
    </ChakraLink>
  );
  if (ticket.isPending) return <Skeleton height="40" borderRadius="xl" aria-busy="true" aria-label="Cargando el ticket" />;
  if (ticket.isError) {
    return (
      <Stack gap="3" align="flex-start">
        {back}
        <FormAlert status="error" message={ticket.error instanceof ApiError && ticket.error.code !== 'internal' ? ticket.error.message : 'No pudimos cargar el ticket.'} />
        <Button variant="outline" colorPalette="teal" size="sm" onClick={() => void ticket.refetch()}>
          Reintentar
        </Button>
      </Stack>
    );
  }
  const { data } = ticket;
  return (
    <Stack gap="5">
      {back}
      <Flex justify="space-between" gap="3" align="flex-start" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Heading as="h2" size="lg" color="gray.900" wordBreak="break-word">
            {data.asunto}
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Ticket {data.id} · abierto el {formatTicketDate(data.createdAt)}
          </Text>
        </Stack>
        <TicketStatusBadge status={data.status} />
      </Flex>
      <Thread first={{ mensaje: data.mensaje, at: data.createdAt }} thread={data.thread} viewer="usuario" />
      {data.status === 'cerrado' ? (
        <Box bg="gray.50" borderRadius="xl" p="4" color="gray.700" role="status">
          Este ticket está cerrado. Si necesitas más ayuda, abre un ticket nuevo desde Soporte.
        </Box>
      ) : (
        <ReplyForm mutation={reply} label="Tu respuesta" />
      )}
    </Stack>
  );
}
