import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { FormAlert } from '../forms/form-alert';
import { ApiError } from '../../lib/api-client';

/** What the dialog reads of the mutation it confirms (TanStack Query's `useMutation` result). */
interface ConfirmedAction {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  reset(): void;
}

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  readonly trigger: ReactElement;
  readonly title: string;
  readonly description: ReactNode;
  /** The red button's label ("Eliminar") and what shows while it runs ("Eliminando…"). */
  readonly confirmLabel: string;
  readonly pendingLabel: string;
  /** Said when the failure is not the API's own message. */
  readonly failure: string;
  readonly action: ConfirmedAction;
  /** Runs the action; `close` shuts the dialog once it succeeded. */
  readonly onConfirm: (close: () => void) => void;
}

/**
 * A confirmation for what cannot be undone: an alert dialog that opens on "Cancelar" (the safe
 * choice), keeps the focus inside, closes with Escape and gives it back to the button that opened
 * it; while the action runs it cannot be closed, and a failure is said inside it.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, pendingLabel, failure, action, onConfirm }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (action.isPending) return;
        setOpen(details.open);
        if (!details.open) action.reset();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>{description}</Dialog.Description>
                {action.isError ? <FormAlert status="error" message={action.error instanceof ApiError ? action.error.message : failure} /> : null}
                {action.isPending ? (
                  <Text fontSize="sm" color="gray.600" role="status">
                    {pendingLabel}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={action.isPending}>
                  Cancelar
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={action.isPending} onClick={() => onConfirm(() => setOpen(false))}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" disabled={action.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
