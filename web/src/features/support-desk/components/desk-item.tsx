import { Box, Button, DataList, Flex, Heading, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { insuranceTypeLabels, supportTicketStatusLabels } from '@shared/support';
import { nextStatus, type SupportDeskItem } from '@shared/support-desk';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { formatTicketDate, ReplyForm, Thread, TicketStatusBadge } from '../../support/thread';
import { useDeskItem, useDeskReply, useDeskStatus } from '../api/desk';

const errorText = (error: Error, fallback: string) => (error instanceof ApiError && error.code !== 'internal' ? error.message : fallback);

/** The next status as an action: only the move the desk allows (abierto → en proceso → cerrado). */
function StatusAction({ item }: { readonly item: SupportDeskItem }) {
  const move = useDeskStatus(item.uid, item.id);
  const next = nextStatus[item.status];
  return (
    <Stack gap="2" align="flex-start">
      {move.isError ? <FormAlert status="error" message={errorText(move.error, 'No pudimos cambiar el estado.')} /> : null}
      {next ? (
        <Button colorPalette={next === 'cerrado' ? 'gray' : 'teal'} variant="outline" size="sm" loading={move.isPending} onClick={() => move.mutate(next)}>
          Marcar como {supportTicketStatusLabels[next].toLowerCase()}
        </Button>
      ) : (
        <Text fontSize="sm" color="gray.600">
          Cerrado: no admite más cambios ni mensajes.
        </Text>
      )}
    </Stack>
  );
}

function TicketConversation({ item }: { readonly item: Extract<SupportDeskItem, { kind: 'ticket' }> }) {
  const reply = useDeskReply(item.uid, item.id);
  return (
    <Stack gap="4">
      <Thread first={{ mensaje: item.mensaje, at: item.createdAt }} thread={item.thread} viewer="equipo" />
      {item.status === 'cerrado' ? null : <ReplyForm mutation={reply} label="Respuesta al usuario (se envía por correo)" />}
    </Stack>
  );
}

/** An admin's view of a ticket (conversation, reply, status) or of an insurance request (contact data, status). */
export function DeskItem({ uid, itemId }: { readonly uid: string; readonly itemId: string }) {
  const item = useDeskItem(uid, itemId);
  const back = (
    <ChakraLink asChild color="teal.700" fontSize="sm">
      <Link to="/admin/support">← Volver a la bandeja</Link>
    </ChakraLink>
  );
  if (item.isPending) return <Skeleton height="40" borderRadius="xl" aria-busy="true" aria-label="Cargando la solicitud" />;
  if (item.isError) {
    return (
      <Stack gap="3" align="flex-start">
        {back}
        <FormAlert status="error" message={errorText(item.error, 'No pudimos cargar la solicitud.')} />
      </Stack>
    );
  }
  const { data } = item;
  return (
    <Stack gap="5">
      {back}
      <Flex justify="space-between" gap="3" align="flex-start" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Heading as="h2" size="lg" color="gray.900" wordBreak="break-word">
            {data.asunto}
          </Heading>
          <Text fontSize="sm" color="gray.600">
            {data.kind === 'ticket' ? 'Ticket' : 'Solicitud de contacto'} {data.id} · {formatTicketDate(data.createdAt)}
          </Text>
        </Stack>
        <HStack gap="3">
          <TicketStatusBadge status={data.status} />
        </HStack>
      </Flex>
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4">
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Usuario</DataList.ItemLabel>
            <DataList.ItemValue>
              <ChakraLink asChild color="teal.700">
                <Link to={`/admin/users/${data.uid}`}>{data.name || data.uid}</Link>
              </ChakraLink>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Correo</DataList.ItemLabel>
            <DataList.ItemValue>{data.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>RUT</DataList.ItemLabel>
            <DataList.ItemValue>{data.rut}</DataList.ItemValue>
          </DataList.Item>
          {data.kind === 'insurance' ? (
            <>
              <DataList.Item>
                <DataList.ItemLabel>Tipo de seguro</DataList.ItemLabel>
                <DataList.ItemValue>{insuranceTypeLabels[data.insuranceType]}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Teléfono</DataList.ItemLabel>
                <DataList.ItemValue>{data.phone ?? 'No indicado'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Mensaje</DataList.ItemLabel>
                <DataList.ItemValue whiteSpace="pre-line">{data.message ?? 'Sin mensaje'}</DataList.ItemValue>
              </DataList.Item>
            </>
          ) : null}
        </DataList.Root>
      </Box>
      <StatusAction item={data} />
      {data.kind === 'ticket' ? <TicketConversation item={data} /> : null}
    </Stack>
  );
}
