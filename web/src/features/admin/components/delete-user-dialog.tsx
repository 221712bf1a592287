import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { useListUrl } from './back-to-list';

interface DeleteUserDialogProps {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
}

/**
 * "Eliminar usuario", after a confirmation: an alert dialog that opens on "Cancelar" (the safe choice),
 * keeps the focus inside, closes with Escape and gives it back to the button that opened it.
 */
export function DeleteUserDialog({ uid, name, email }: DeleteUserDialogProps) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteUser();
  const navigate = useNavigate();
  const listUrl = useListUrl();

  const confirm = () => {
    remove.mutate(uid, {
      onSuccess: () => {
        setOpen(false);
        // Back to the list; the detail's history entry is replaced, so Back does not open a deleted user.
        void navigate(listUrl, { replace: true, state: { deleted: name } });
      },
    });
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (remove.isPending) return;
        setOpen(details.open);
        if (!details.open) remove.reset();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline">
          Eliminar usuario
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>¿Eliminar esta cuenta?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>
                  Se eliminará la cuenta de <strong>{name}</strong> ({email}): sus datos y su acceso. Esta acción no se puede deshacer.
                </Dialog.Description>
                {remove.isError ? (
                  <FormAlert status="error" message={remove.error instanceof ApiError ? remove.error.message : 'No pudimos eliminar la cuenta. Intenta nuevamente.'} />
                ) : null}
                {remove.isPending ? (
                  <Text fontSize="sm" color="gray.600" role="status">
                    Eliminando…
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={remove.isPending}>
                  Cancelar
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={remove.isPending} onClick={confirm}>
                Eliminar
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" disabled={remove.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
