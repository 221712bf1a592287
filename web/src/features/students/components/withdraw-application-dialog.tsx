import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useWithdrawApplication } from '../api/applications';

interface WithdrawApplicationDialogProps {
  readonly offerId: string;
  readonly offerTitle: string;
  readonly companyName: string;
}

/**
 * "Retirar postulación", after a confirmation: a withdrawal is final (the student cannot apply to
 * the offer again), so the dialog opens on "Cancelar", the safe choice, and says so.
 */
export function WithdrawApplicationDialog({ offerId, offerTitle, companyName }: WithdrawApplicationDialogProps) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const withdraw = useWithdrawApplication();

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (withdraw.isPending) return;
        setOpen(details.open);
        if (!details.open) withdraw.reset();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" colorPalette="red" alignSelf="flex-start">
          Retirar postulación
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>¿Retirar tu postulación?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>
                  Retirarás tu postulación a <strong>{offerTitle}</strong> de {companyName}. La empresa verá que la retiraste y dejará de ver tu teléfono y tu CV. No podrás volver a
                  postular a esta oferta.
                </Dialog.Description>
                {withdraw.isError ? (
                  <FormAlert status="error" message={withdraw.error instanceof ApiError ? withdraw.error.message : 'No pudimos retirar tu postulación. Intenta nuevamente.'} />
                ) : null}
                {withdraw.isPending ? (
                  <Text fontSize="sm" color="gray.600" role="status">
                    Retirando…
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={withdraw.isPending}>
                  Cancelar
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={withdraw.isPending} onClick={() => withdraw.mutate(offerId, { onSuccess: () => setOpen(false) })}>
                Retirar
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" disabled={withdraw.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
