import { Box, Button, DataList, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { insuranceTypeLabels, supportTicketStatusLabels } from '@shared/support';
import { nextStatus, supportItemKindLabels, type SupportDeskItem } from '@shared/support-desk';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { BackLink, errorText, SupportItemError, SupportItemHeading } from '../../support/item-heading';
import { formatTicketDate, ReplyForm, Thread } from '../../support/thread';
import { useDeskItem, useDeskReply, useDeskStatus } from '../api/desk';

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

function TicketConversation({ item }: { readonly item: Extract<SupportDeskItem, { kind: 'ticket' | 'assisted' }> }) {
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
  const back = <BackLink to="/admin/support">Volver a la bandeja</BackLink>;
  if (item.isPending) return <Skeleton height="40" borderRadius="xl" aria-busy="true" aria-label="Cargando la solicitud" />;
  if (item.isError) return <SupportItemError back={back} error={item.error} fallback="No pudimos cargar la solicitud." onRetry={() => void item.refetch()} />;
  const { data } = item;
  return (
    <Stack gap="5">
      {back}
      <SupportItemHeading title={data.asunto} subtitle={`${supportItemKindLabels[data.kind]} ${data.id} · ${formatTicketDate(data.createdAt)}`} status={data.status} priority={data.priority} />
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
          {data.kind === 'assisted' ? (
            <DataList.Item>
              <DataList.ItemLabel>Beneficio</DataList.ItemLabel>
              <DataList.ItemValue>{data.benefitName}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
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
      {data.kind === 'insurance' ? null : <TicketConversation item={data} />}
    </Stack>
  );
}
