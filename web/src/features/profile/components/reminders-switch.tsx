import { Field, Stack, Switch } from '@chakra-ui/react';
import { messages } from '@shared/messages';
import type { UserDocument } from '@shared/user';
import { FormAlert } from '../../../components/forms/form-alert';
import { serverMessageOr } from '../../auth/auth-errors';
import { useUpdateReminders } from '../api/update-reminders';

/** The opt-in to benefit reminders by mail (off until the user turns it on); saved at once. */
export function RemindersSwitch({ user }: { readonly user: UserDocument }) {
  const save = useUpdateReminders();
  const checked = save.isPending ? save.variables : user.benefitReminders === true;
  return (
    <Stack gap="3">
      <Field.Root>
        <Switch.Root
          name="benefitReminders"
          checked={checked}
          disabled={save.isPending}
          onCheckedChange={(details) => save.mutate(details.checked)}
          colorPalette="teal"
          data-testid="reminders-switch"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Recibir recordatorios de beneficios por correo</Switch.Label>
        </Switch.Root>
        <Field.HelperText>
          Te escribimos cuando se abre la postulación o se acerca el pago de un beneficio que probablemente te corresponde, una sola vez por cada fecha. Cada correo trae un enlace para
          dejar de recibirlos.
        </Field.HelperText>
      </Field.Root>
      {save.isError ? <FormAlert status="error" message={serverMessageOr(save.error, messages['reminders/save-failed'])} /> : null}
    </Stack>
  );
}
