import { Button, Checkbox, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { BenefitClaim } from '@shared/claims';
import { useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../../components/forms/form-alert';
import { TextField } from '../../../components/forms/text-field';
import { useSaveClaim } from '../api/claims';
import { claimStatusText, fieldErrorOf, formErrorOf, todayIso } from './claim-texts';

interface ClaimMarkProps {
  readonly uid: string;
  /** The result's key (`pgu`, `pgu:maria`). */
  readonly claimKey: string;
  /** "PGU de María", for the screen reader's button name. */
  readonly title: string;
  readonly claim: BenefitClaim | undefined;
  /** Whether the person already gets benefit reminders by mail ("avísame" is then not asked). */
  readonly remindersOn: boolean;
}

/**
 * "Ya postulé" on a benefit to claim: the day the person applied and, if they want, a mail when the
 * answer is due ("¿Te lo aprobaron?"). Once marked, where the claim stands, and the way to tell what came of it.
 */
export function ClaimMark({ uid, claimKey, title, claim, remindersOn }: ClaimMarkProps) {
  const save = useSaveClaim(uid);
  const [open, setOpen] = useState(false);
  const [appliedOn, setAppliedOn] = useState(todayIso);
  const [remind, setRemind] = useState(true);

  if (claim) {
    return (
      <Stack gap="1" data-testid="claim-mark" data-claim-status={claim.status}>
        <Text fontSize="sm" color="teal.800" fontWeight="semibold">
          {claimStatusText(claim)}
        </Text>
        {claim.status === 'applied' ? (
          <ChakraLink href="#seguimiento" fontSize="sm" color="teal.700">
            Cuéntanos si te lo aprobaron
          </ChakraLink>
        ) : null}
      </Stack>
    );
  }
  if (!open) {
    return (
      <Button size="sm" variant="outline" colorPalette="teal" alignSelf="flex-start" aria-label={`Ya postulé: ${title}`} onClick={() => setOpen(true)}>
        Ya postulé
      </Button>
    );
  }
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate({ key: claimKey, body: { status: 'applied', appliedOn, ...(remindersOn ? {} : { remind }) } });
  };
  const formError = formErrorOf(save.error, ['appliedOn', 'key'], 'No pudimos guardar tu postulación. Intenta nuevamente.');
  return (
    <form onSubmit={submit} noValidate aria-label={`Ya postulé: ${title}`}>
      <Stack gap="3" bg="gray.50" borderRadius="lg" p="3">
        <TextField label="¿Cuándo postulaste?" type="date" name="appliedOn" value={appliedOn} max={todayIso()} onChange={(event) => setAppliedOn(event.target.value)} error={fieldErrorOf(save.error, 'appliedOn') ?? fieldErrorOf(save.error, 'key')} required />
        {remindersOn ? (
          <Text fontSize="sm" color="gray.700">
            Te escribiremos cuando debería haber respuesta.
          </Text>
        ) : (
          <Checkbox.Root checked={remind} onCheckedChange={(details) => setRemind(details.checked === true)} colorPalette="teal" size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Avísame por correo cuando debería tener respuesta</Checkbox.Label>
          </Checkbox.Root>
        )}
        {formError ? <FormAlert status="error" message={formError} /> : null}
        <Stack direction="row" gap="2">
          <Button type="submit" size="sm" colorPalette="teal" loading={save.isPending}>
            Guardar
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
