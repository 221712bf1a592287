import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { formatDateTime } from '@shared/format/date';
import { supportTicketStatusLabels, type SupportTicket } from '@shared/support';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useTickets } from '../api/get-tickets';

const statusPalette: Record<SupportTicket['status'], string> = { abierto: 'blue', 'en-proceso': 'orange', cerrado: 'gray' };


/** The user's own tickets and their state (react-query; refreshed after a new one). */
export function TicketList({ uid }: { readonly uid: string }) {
  const tickets = useTickets(uid);

  if (tickets.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Cargando tus solicitudes">
        {[0, 1].map((index) => (
          <Skeleton key={index} height="20" borderRadius="xl" />
        ))}
      </Stack>
    );
  }
  if (tickets.isError) {
    return (
      <Stack gap="3" align="flex-start">
        <FormAlert status="error" message={tickets.error instanceof ApiError && tickets.error.code !== 'internal' ? tickets.error.message : 'No pudimos cargar tus solicitudes.'} />
        <Button variant="outline" colorPalette="teal" size="sm" onClick={() => void tickets.refetch()}>
          Reintentar
        </Button>
      </Stack>
    );
  }
  if (tickets.data.tickets.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderColor="gray.300" borderRadius="xl" p="6" textAlign="center" color="gray.600">
        Aún no has enviado solicitudes de soporte.
      </Box>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" data-testid="ticket-list">
      {tickets.data.tickets.map((ticket) => (
        <Box as="li" key={ticket.id} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4" data-ticket={ticket.id}>
          <Flex justify="space-between" gap="3" align="flex-start">
            <Stack gap="0.5" minW="0">
              <Heading as="h3" size="sm" color="gray.900" wordBreak="break-word">
                <ChakraLink asChild color="inherit">
                  <Link to={`/support/tickets/${ticket.id}`}>{ticket.asunto}</Link>
                </ChakraLink>
              </Heading>
              <Text fontSize="xs" color="gray.600">
                {ticket.benefitName ? 'Postulación asistida' : 'Ticket'} {ticket.id} · {formatDateTime(ticket.createdAt)}
                {ticket.priority ? ' · Soporte prioritario' : ''}
              </Text>
            </Stack>
            <Badge colorPalette={statusPalette[ticket.status]} variant="subtle" flexShrink={0} data-testid="ticket-status">
              {supportTicketStatusLabels[ticket.status]}
            </Badge>
          </Flex>
          <Text mt="2" fontSize="sm" color="gray.700" lineClamp={3} whiteSpace="pre-line">
            {ticket.mensaje}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
