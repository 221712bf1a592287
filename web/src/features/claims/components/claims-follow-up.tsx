import { Box, Button, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { benefitNames } from '@shared/benefits/ids';
import { formatClp } from '@shared/benefits';
import type { BenefitClaim } from '@shared/claims';
import type { ClaimBody } from '@shared/contracts/me/put-claim';
import { useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../../components/forms/form-alert';
import { TextField } from '../../../components/forms/text-field';
import { useDeleteClaim, useMyClaims, useSaveClaim } from '../api/claims';
import { claimStatusText, fieldErrorOf, formErrorOf, todayIso } from './claim-texts';

/**
 * The dashboard's "Seguimiento" (`#seguimiento`, where the "¿Te lo aprobaron?" mail leads): the money
 * recovered so far, and each claim marked "Ya postulé" with the question of what came of it.
 */
export function ClaimsFollowUp({ uid, titles }: { readonly uid: string; readonly titles: ReadonlyMap<string, string> }) {
  const claims = useMyClaims(uid);
  return (
    <Box as="section" id="seguimiento" aria-labelledby="seguimiento-titulo" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '6' }} scrollMarginTop="20">
      <Stack gap="1" mb="3">
        <Heading as="h2" id="seguimiento-titulo" size="lg" color="gray.900">
          Dinero recuperado
        </Heading>
        {claims.isPending ? (
          <Skeleton height="10" width="40" />
        ) : claims.isError ? (
          <Stack gap="2" align="flex-start">
            <FormAlert status="error" message="No pudimos cargar tus postulaciones." />
            <Button size="sm" variant="outline" onClick={() => void claims.refetch()}>
              Reintentar
            </Button>
          </Stack>
        ) : (
          <>
            <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="teal.800" fontVariantNumeric="tabular-nums" data-testid="money-recovered">
              {formatClp(claims.data.recovered)}
            </Text>
            <Text color="gray.600" fontSize="sm">
              {claims.data.claims.length === 0
                ? 'Cuando postules a un beneficio, márcalo con «Ya postulé»: te preguntaremos si te lo aprobaron y sumaremos aquí lo que recibas.'
                : 'Lo que nos contaste que recibiste de los beneficios a los que postulaste.'}
            </Text>
          </>
        )}
      </Stack>
      {claims.data && claims.data.claims.length > 0 ? (
        <List.Root as="ul" listStyleType="none" ps="0" gap="3">
          {claims.data.claims.map((claim) => (
            <List.Item key={claim.key} borderTopWidth="1px" borderColor="gray.100" pt="3" data-claim={claim.key} data-claim-status={claim.status}>
              <ClaimRow uid={uid} claim={claim} title={titles.get(claim.key) ?? benefitNames[claim.benefitId]} />
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Box>
  );
}

type Answer = 'approved' | 'rejected';

function ClaimRow({ uid, claim, title }: { readonly uid: string; readonly claim: BenefitClaim; readonly title: string }) {
  const [answer, setAnswer] = useState<Answer | undefined>();
  const remove = useDeleteClaim(uid);
  return (
    <Stack gap="2" w="full">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Text fontSize="sm" color="gray.700">
        {claimStatusText(claim)}
        {claim.status === 'approved' && claim.amountReceived !== undefined ? ` Recibiste ${formatClp(claim.amountReceived)}.` : ''}
      </Text>
      {claim.status === 'applied' && answer === undefined ? (
        <Stack gap="2">
          <Text fontWeight="semibold">¿Te lo aprobaron?</Text>
          <Stack direction="row" gap="2" wrap="wrap">
            <Button size="sm" colorPalette="teal" onClick={() => setAnswer('approved')}>
              Sí, me lo aprobaron
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAnswer('rejected')}>
              No, me lo rechazaron
            </Button>
            <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate(claim.key)}>
              Quitar «Ya postulé»
            </Button>
          </Stack>
          {remove.isError ? <FormAlert status="error" message="No pudimos quitar tu postulación. Intenta nuevamente." /> : null}
        </Stack>
      ) : null}
      {answer ? <DecisionForm uid={uid} claim={claim} answer={answer} onDone={() => setAnswer(undefined)} /> : null}
    </Stack>
  );
}

/** What came of a claim: the day they were told and, when approved, what they received so far (optional). */
function DecisionForm({ uid, claim, answer, onDone }: { readonly uid: string; readonly claim: BenefitClaim; readonly answer: Answer; readonly onDone: () => void }) {
  const save = useSaveClaim(uid);
  const [decidedOn, setDecidedOn] = useState(todayIso);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const digits = amount.replace(/[$.\s]/g, '');
    if (digits !== '' && !/^\d+$/.test(digits)) {
      setAmountError('Escribe el monto en pesos, solo con números.');
      return;
    }
    setAmountError(undefined);
    const body: ClaimBody = { status: answer, appliedOn: claim.appliedOn, decidedOn, ...(answer === 'approved' && digits !== '' ? { amountReceived: Number(digits) } : {}) };
    save.mutate({ key: claim.key, body }, { onSuccess: onDone });
  };
  const formError = formErrorOf(save.error, ['decidedOn', 'amountReceived'], 'No pudimos guardar tu respuesta. Intenta nuevamente.');
  return (
    <form onSubmit={submit} noValidate aria-label={answer === 'approved' ? 'Me lo aprobaron' : 'Me lo rechazaron'}>
      <Stack gap="3" bg="gray.50" borderRadius="lg" p="3">
        <TextField
          label={answer === 'approved' ? '¿Cuándo te lo aprobaron?' : '¿Cuándo te respondieron?'}
          type="date"
          name="decidedOn"
          value={decidedOn}
          min={claim.appliedOn}
          max={todayIso()}
          onChange={(event) => setDecidedOn(event.target.value)}
          error={fieldErrorOf(save.error, 'decidedOn')}
          required
        />
        {answer === 'approved' ? (
          <TextField
            label="¿Cuánto has recibido hasta ahora? (opcional)"
            name="amountReceived"
            inputMode="numeric"
            placeholder="$"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={amountError ?? fieldErrorOf(save.error, 'amountReceived')}
            helper="En pesos. Lo sumamos a tu dinero recuperado."
          />
        ) : null}
        {formError ? <FormAlert status="error" message={formError} /> : null}
        <Stack direction="row" gap="2">
          <Button type="submit" size="sm" colorPalette="teal" loading={save.isPending}>
            Guardar
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
