import { Box, Button, DataList, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@shared/format/date';
import { formatRut } from '@shared/rut';
import { insuranceTypeLabels, supportTicketStatusLabels } from '@shared/support';
import { canReopen, hasThread, nextStatus, supportItemKindLabels, type SupportDeskItem } from '@shared/support-desk';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { BackLink, errorText, SupportItemError, SupportItemHeading } from '../../support/item-heading';
import { ReplyForm, Thread } from '../../support/thread';
import { useDeskItem, useDeskReply, useDeskStatus } from '../api/desk';

/**
 * The next status as an action (abierto → en proceso → cerrado), and "Reabrir" on a closed ticket or
 * insurance request. Closing asks first, since the person then reads the ticket as closed, and right
 * after a close "Deshacer" reopens it.
 */
function StatusAction({ item }: { readonly item: SupportDeskItem }) {
  const move = useDeskStatus(item.uid, item.id);
  const [confirming, setConfirming] = useState(false);
  const [justClosed, setJustClosed] = useState(false);
  const next = nextStatus[item.status];
  const reopen = () => move.mutate('en-proceso', { onSuccess: () => setJustClosed(false) });
  const close = () =>
    move.mutate('cerrado', {
      onSuccess: () => {
        setConfirming(false);
        setJustClosed(true);
      },
    });
  return (
    <Stack gap="2" align="flex-start">
      {move.isError ? <FormAlert status="error" message={errorText(move.error, 'No pudimos cambiar el estado.')} /> : null}
      {confirming ? (
        <Box role="group" aria-labelledby="confirm-close" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="lg" p="3">
          <Text id="confirm-close" fontSize="sm" color="gray.800" mb="2">
            {hasThread(item.kind)
              ? '¿Cerrar esta solicitud? La persona la verá cerrada; si responde, se vuelve a abrir.'
              : '¿Cerrar esta solicitud? Podrás reabrirla si hace falta.'}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="orange" loading={move.isPending} onClick={close}>
              Sí, cerrar
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
          </HStack>
        </Box>
      ) : next ? (
        <Button
          colorPalette={next === 'cerrado' ? 'gray' : 'teal'}
          variant="outline"
          size="sm"
          loading={move.isPending}
          onClick={() => (next === 'cerrado' ? setConfirming(true) : move.mutate(next))}
        >
          Marcar como {supportTicketStatusLabels[next].toLowerCase()}
        </Button>
      ) : canReopen(item.kind, item.status) ? (
        <HStack gap="3" wrap="wrap" role="status">
          <Text fontSize="sm" color="gray.700">
            {justClosed ? 'Solicitud cerrada.' : 'Cerrada.'}
          </Text>
          <Button size="sm" variant="outline" colorPalette="teal" loading={move.isPending} onClick={reopen}>
            {justClosed ? 'Deshacer' : 'Reabrir'}
          </Button>
        </HStack>
      ) : (
        <Text fontSize="sm" color="gray.600">
          Cerrada: no admite más cambios ni mensajes.
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
      {item.status === 'cerrado' ? null : (
        <ReplyForm
          mutation={reply}
          label="Respuesta al usuario (se envía por correo)"
          hint={item.status === 'abierto' ? 'Al enviar la respuesta, la solicitud pasa a En proceso.' : undefined}
        />
      )}
    </Stack>
  );
}

/** An admin's view of a ticket (conversation, reply, status) or of an insurance request (contact data, status). */
export function DeskItem({ uid, itemId }: { readonly uid: string; readonly itemId: string }) {
  const item = useDeskItem(uid, itemId);
  const back = <BackLink to="/admin/support">Volver a la bandeja</BackLink>;
  if (item.isPending) return <Skeleton height="40" borderRadius="xl" aria-busy="true" role="status" aria-label="Cargando la solicitud" />;
  if (item.isError) return <SupportItemError back={back} error={item.error} fallback="No pudimos cargar la solicitud." onRetry={() => void item.refetch()} />;
  const { data } = item;
  return (
    <Stack gap="5">
      {back}
      <SupportItemHeading title={data.asunto} subtitle={`${supportItemKindLabels[data.kind]} ${data.id} · ${formatDateTime(data.createdAt)}`} status={data.status} priority={data.priority} />
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4">
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Usuario</DataList.ItemLabel>
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              <ChakraLink asChild color="teal.700">
                <Link to={`/admin/users/${data.uid}`}>{data.name || data.uid}</Link>
              </ChakraLink>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Correo</DataList.ItemLabel>
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              {data.email}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>RUT</DataList.ItemLabel>
            <DataList.ItemValue>{formatRut(data.rut)}</DataList.ItemValue>
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
