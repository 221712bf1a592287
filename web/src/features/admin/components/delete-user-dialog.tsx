import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';
import { useListUrl } from './back-to-list';

interface DeleteUserDialogProps {
  readonly uid: string;
  readonly name: string;
  readonly email: string;
}

/** "Eliminar usuario", after a confirmation; then back to the list. */
export function DeleteUserDialog({ uid, name, email }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  const navigate = useNavigate();
  const listUrl = useListUrl();

  return (
    <ConfirmDialog
      trigger={
        <Button colorPalette="red" variant="outline">
          Eliminar usuario
        </Button>
      }
      title="¿Eliminar esta cuenta?"
      description={
        <>
          Se eliminará la cuenta de <strong>{name}</strong> ({email}): sus datos y su acceso. Esta acción no se puede deshacer.
        </>
      }
      confirmLabel="Eliminar"
      pendingLabel="Eliminando…"
      failure="No pudimos eliminar la cuenta. Intenta nuevamente."
      action={remove}
      onConfirm={(close) =>
        remove.mutate(uid, {
          onSuccess: () => {
            close();
            // Back to the list; the detail's history entry is replaced, so Back does not open a deleted user.
            void navigate(listUrl, { replace: true, state: { deleted: name } });
          },
        })
      }
    />
  );
}
