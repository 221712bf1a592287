import { Button } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
  const withdraw = useWithdrawApplication();
  return (
    <ConfirmDialog
      trigger={
        <Button size="xs" variant="outline" colorPalette="red" alignSelf="flex-start">
          Retirar postulación
        </Button>
      }
      title="¿Retirar tu postulación?"
      description={
        <>
          Retirarás tu postulación a <strong>{offerTitle}</strong> de {companyName}. La empresa verá que la retiraste y dejará de ver tu teléfono y tu CV. No podrás volver a postular a esta
          oferta.
        </>
      }
      confirmLabel="Retirar"
      pendingLabel="Retirando…"
      failure="No pudimos retirar tu postulación. Intenta nuevamente."
      action={withdraw}
      onConfirm={(close) => withdraw.mutate(offerId, { onSuccess: close })}
    />
  );
}
