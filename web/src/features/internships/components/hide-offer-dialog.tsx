import { Button, CloseButton, Dialog, Field, Portal, Stack, Textarea } from '@chakra-ui/react';
import { messages } from '@shared/messages';
import { useRef, useState } from 'react';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useModerateOffer } from '../api/moderation';

const REASON_MAX = 1000;

/**
 * "Ocultar oferta", confirmed with the reason its company is mailed (required): the offer leaves the
 * listing and stops taking applications, and each applicant is told. Opens on "Cancelar", keeps the
 * focus inside, and cannot be closed while the hiding runs.
 */
export function HideOfferDialog({ offerId, title, companyName }: { readonly offerId: string; readonly title: string; readonly companyName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const moderate = useModerateOffer();
  const failure = moderate.isError ? (moderate.error instanceof ApiError ? (moderate.error.fields.reason ?? moderate.error.message) : 'No pudimos ocultar la oferta. Intenta nuevamente.') : undefined;

  const hide = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    moderate.mutate({ offerId, decision: { action: 'hide', reason: reason.trim() } }, { onSuccess: () => setOpen(false) });
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (moderate.isPending) return;
        setOpen(details.open);
        if (!details.open) {
          moderate.reset();
          setMissing(false);
        }
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="red">
          Ocultar oferta
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>¿Ocultar «{title}»?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>
                  La oferta sale del listado y deja de recibir postulaciones; {companyName} no podrá volver a publicarla. Le enviaremos el motivo por correo, y a cada postulante le avisaremos que la oferta ya no está publicada.
                </Dialog.Description>
                <Field.Root required invalid={missing && !reason.trim()}>
                  <Field.Label>Motivo (se lo enviamos a la empresa)</Field.Label>
                  <Textarea
                    rows={4}
                    maxLength={REASON_MAX}
                    value={reason}
                    placeholder="Por ejemplo: la oferta pide un pago para postular."
                    onChange={(event) => {
                      setReason(event.target.value);
                      setMissing(false);
                    }}
                  />
                  {missing && !reason.trim() ? <Field.ErrorText>{messages['offer/moderation-reason-required']}</Field.ErrorText> : <Field.HelperText>Hasta 1.000 caracteres.</Field.HelperText>}
                </Field.Root>
                {failure ? <FormAlert status="error" message={failure} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={moderate.isPending}>
                  Cancelar
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={moderate.isPending} loadingText="Ocultando…" onClick={hide}>
                Ocultar oferta
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" disabled={moderate.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
