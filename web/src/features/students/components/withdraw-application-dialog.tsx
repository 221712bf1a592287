import { Button } from '@chakra-ui/react';
import { withdrawalWording, type ApplicationStatus } from '@shared/students';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useWithdrawApplication } from '../api/applications';

interface WithdrawApplicationDialogProps {
  readonly offerId: string;
  readonly offerTitle: string;
  readonly companyName: string;
  readonly status: ApplicationStatus;
}

/**
 * "Retirar postulación", or "Rechazar la práctica" once the company selected the student, after a
 * confirmation: either is final (the student cannot apply to the offer again), so the dialog opens on
 * "Cancelar", the safe choice, and says so.
 */
export function WithdrawApplicationDialog({ offerId, offerTitle, companyName, status }: WithdrawApplicationDialogProps) {
  const withdraw = useWithdrawApplication();
  const wording = withdrawalWording(status);
  const declining = status === 'seleccionada';
  return (
    <ConfirmDialog
      trigger={
        <Button size="xs" variant="outline" colorPalette="red" alignSelf="flex-start">
          {wording.action}
        </Button>
      }
      title={wording.question}
      description={
        declining ? (
          <>
            Le dirás a {companyName} que no tomarás la práctica <strong>{offerTitle}</strong>, para que pueda ofrecerla a otra persona. Dejará de ver tu teléfono y tu CV, y no podrás
            volver a postular a esta oferta.
          </>
        ) : (
          <>
            Retirarás tu postulación a <strong>{offerTitle}</strong> de {companyName}. La empresa verá que la retiraste y dejará de ver tu teléfono y tu CV. No podrás volver a postular a
            esta oferta.
          </>
        )
      }
      confirmLabel={wording.confirm}
      pendingLabel={wording.pending}
      failure={wording.failure}
      action={withdraw}
      onConfirm={(close) => withdraw.mutate(offerId, { onSuccess: close })}
    />
  );
}
