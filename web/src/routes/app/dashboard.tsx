import { Alert, Badge, Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { parseIsoDate, todayInChile, toIsoDate } from '@shared/age';
import {
  benefitsDisclaimer,
  comingSoon,
  evaluateHousehold,
  headlineOf,
  migrateHousehold,
  migrateReceived,
  nextStep,
  type BenefitResult,
  type BenefitStatus,
  type MemberResult,
} from '@shared/benefits';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { PageHeader } from '../../components/layouts/app-page-header';
import { displayName } from '../../features/auth/display-name';
import { useMe } from '../../features/auth/me';
import { useSaveHousehold } from '../../features/benefits/api/save-household';
import { ActivationNotice } from '../../features/benefits/components/activation-notice';
import { BenefitCard, statusTexts } from '../../features/benefits/components/benefit-card';
import { HouseholdAnswers } from '../../features/benefits/components/household-answers';
import { ComingSoonList, countingTexts, HouseholdHeadline } from '../../features/benefits/components/household-results';
import { HouseholdStepForm } from '../../features/benefits/components/household-step-form';
import { clearPendingCheck, loadPendingCheck } from '../../features/benefits/pending-check';
import { UnclaimedMoney } from '../../features/benefits/components/unclaimed-money';
import { householdProfileOf } from '../../features/benefits/household';
import { useMyPlan } from '../../features/billing/api/plan';
import { PlanUpsell } from '../../features/billing/components/plan-upsell';
import { AssistedApplication } from '../../features/support/components/assisted-application';
import { usePageMeta } from '../../lib/page-meta';
import { subscriptionIncludes } from '@shared/plans';

const sections: Record<BenefitStatus, { id: string; title: string; intro: string; empty: string }> = {
  likely: {
    id: 'probables',
    title: 'Es probable que te correspondan',
    intro: 'Según lo que nos contaste, cumples los requisitos. Revisa cómo cobrarlos.',
    empty: 'Todavía no encontramos beneficios que te correspondan con seguridad. Responde las preguntas de abajo para saber más.',
  },
  maybe: {
    id: 'por-confirmar',
    title: 'Podrían corresponderte',
    intro: 'Nos falta información para saberlo. Responde aquí mismo y el resultado se actualiza al instante.',
    empty: 'No tenemos preguntas pendientes para ti.',
  },
  no: {
    id: 'no-corresponden',
    title: 'Por ahora no te corresponden',
    intro: 'Te explicamos por qué. Si tu situación cambia, actualiza tus respuestas.',
    empty: 'No hay beneficios descartados.',
  },
};

const order: BenefitStatus[] = ['likely', 'maybe', 'no'];

/** `/dashboard`: "Beneficios que podrías cobrar", from the household answers, the RSH and the birth date. */
/** A likely benefit's "Solicitar postulación asistida", or the way to the plan that includes it; the plan is the page's upsell's query (one request). */
function AssistedRequest({ uid, result }: { readonly uid: string; readonly result: BenefitResult }) {
  const plan = useMyPlan(uid);
  if (!plan.data) return null;
  return <AssistedApplication uid={uid} benefitId={result.id} benefitName={result.name} included={subscriptionIncludes(plan.data.subscription, 'assisted-application')} />;
}

/** Saves the answers of a check made before signing up on the account, once, then forgets them here. */
function useCarriedCheck(uid: string | undefined) {
  const save = useSaveHousehold();
  const carried = useRef(false);
  const { mutate } = save;
  useEffect(() => {
    if (!uid || carried.current) return;
    carried.current = true;
    const pending = loadPendingCheck();
    if (!pending || Object.keys(pending.household).length === 0) return;
    mutate(pending.household, { onSuccess: () => clearPendingCheck() });
  }, [uid, mutate]);
  return save;
}

export function Component() {
  usePageMeta({ title: 'Tu panel | Beneficios Chile', description: 'Los beneficios que podrías cobrar.' });
  const user = useMe();
  const today = todayInChile();
  const todayIso = toIsoDate(today);
  const birthDate = user?.birthDate ? user.birthDate : undefined;
  const profile = useMemo(() => (user ? migrateHousehold(householdProfileOf(user)) : {}), [user]);
  const carrying = useCarriedCheck(user?.uid);
  const saveStep = useSaveHousehold();
  // Recomputed whenever the user document changes: an answer, the RSH page, or the live refresh.
  const day = useMemo(() => parseIsoDate(todayIso) ?? todayInChile(), [todayIso]);
  const results = useMemo(() => evaluateHousehold(profile, birthDate, day), [profile, birthDate, day]);
  // "Ya lo recibo" per person of the household, as saved lists are read (`migrateReceived`).
  const receivedList = useMemo(() => migrateReceived(profile, new Set(results.filter((result) => result.status === 'likely').map((result) => result.key))), [profile, results]);
  const headline = useMemo(() => headlineOf({ ...profile, receivedBenefitIds: receivedList }, birthDate, day, results), [profile, receivedList, birthDate, day, results]);
  const counting = useMemo(() => new Map(headline.lines.map((line) => [line.key, line.counting])), [headline]);
  const received = useMemo(() => new Set<string>(receivedList), [receivedList]);
  // The next step tries the household's open benefits: computed in a deferred render, so the page and
  // navigation never wait for it.
  const askedProfile = useDeferredValue<typeof profile | undefined>(profile, undefined);
  const next = useMemo(() => (askedProfile === undefined ? 'pending' : nextStep(askedProfile, birthDate, day)), [askedProfile, birthDate, day]);
  const soon = useMemo(() => (askedProfile === undefined ? [] : comingSoon(askedProfile, birthDate, day)), [askedProfile, birthDate, day]);
  if (!user) return null;

  const byStatus = (status: BenefitStatus): MemberResult[] => results.filter((result) => result.status === status);

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Box>
        <PageHeader
          eyebrow={`Hola, ${displayName(user)}`}
          title="Beneficios que podrías cobrar"
          description="Revisamos los beneficios del Estado para ti y las personas con quienes vives. Mientras más preguntas respondas, más preciso es el resultado."
        />
        <Alert.Root status="info" colorPalette="teal" borderRadius="xl" data-testid="benefits-disclaimer">
          <Alert.Indicator />
          <Alert.Description color="gray.800">{benefitsDisclaimer}</Alert.Description>
        </Alert.Root>
      </Box>
      {user.activated ? null : <ActivationNotice />}

      <HouseholdHeadline headline={headline} />
      {next === 'pending' || askedProfile !== profile || carrying.isPending ? (
        <Text color="gray.600" role="status">
          Buscando la pregunta que más decide…
        </Text>
      ) : next ? (
        <HouseholdStepForm
          key={`${next.step.id}:${next.facts.join(',')}`}
          next={next}
          household={profile}
          birthDate={birthDate}
          today={day}
          askBirthDate={false}
          busy={saveStep.isPending}
          error={saveStep.isError ? 'No pudimos guardar tus respuestas. Intenta nuevamente.' : undefined}
          onSubmit={(patch) => saveStep.mutate(patch)}
        />
      ) : (
        <Text color="teal.800" role="status" data-testid="next-done">
          Respondiste todo lo que necesitamos por ahora. Puedes cambiar tus respuestas más abajo.
        </Text>
      )}
      <PlanUpsell uid={user.uid} relevant={byStatus('likely').length + byStatus('maybe').length > 0} />

      <SimpleGrid columns={3} gap={{ base: '2', md: '4' }} aria-label="Resumen de resultados" role="list">
        {order.map((status) => (
          <Flex
            key={status}
            role="listitem"
            direction="column"
            gap="0.5"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="xl"
            px={{ base: '3', md: '5' }}
            py={{ base: '3', md: '4' }}
          >
            <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color={status === 'likely' ? 'green.700' : status === 'maybe' ? 'orange.700' : 'gray.700'} data-testid={`count-${status}`}>
              {byStatus(status).length}
            </Text>
            <Text fontSize={{ base: 'xs', md: 'sm' }} color="gray.700" lineHeight="short">
              {status === 'likely' ? 'probables' : status === 'maybe' ? 'por confirmar' : 'no te corresponden'}
            </Text>
          </Flex>
        ))}
      </SimpleGrid>

      {(['likely', 'maybe'] as const).map((status) => {
        const section = sections[status];
        const items = byStatus(status);
        return (
          <Box as="section" key={status} aria-labelledby={section.id} data-section={status}>
            <Stack gap="1" mb="4">
              <Heading as="h2" id={section.id} size="xl" color="gray.900" display="flex" alignItems="center" gap="2">
                <Box as="span" color={status === 'likely' ? 'green.600' : 'orange.600'} display="inline-flex">
                  {statusTexts[status].icon}
                </Box>
                {section.title}
              </Heading>
              <Text color="gray.600">{items.length ? section.intro : section.empty}</Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
              {items.map((result) => {
                const how = counting.get(result.key);
                return (
                  <BenefitCard
                    key={result.key}
                    // A member's open questions are asked in the household steps, not on the user's own answers.
                    result={{ ...result, name: result.title, ...(result.personId === 'self' ? {} : { missing: [] }) }}
                    profile={profile}
                    received={{ key: result.key, marked: received.has(result.key), current: receivedList }}
                    action={
                      status === 'likely' ? (
                        <Stack gap="2">
                          {how ? (
                            <Badge alignSelf="start" colorPalette={countingTexts[how].palette} variant="subtle" data-testid="benefit-counting">
                              {countingTexts[how].label}
                            </Badge>
                          ) : null}
                          <AssistedRequest uid={user.uid} result={result} />
                        </Stack>
                      ) : undefined
                    }
                  />
                );
              })}
            </SimpleGrid>
          </Box>
        );
      })}
      <ComingSoonList items={soon} />
      {byStatus('no').length > 0 ? (
        <Box as="section" aria-labelledby={sections.no.id} data-section="no">
          <details data-testid="no-corresponde">
            <summary>
              <Heading as="h2" id={sections.no.id} size="md" display="inline">
                {sections.no.title} ({byStatus('no').length})
              </Heading>
            </summary>
            <Text color="gray.600" my="3">
              {sections.no.intro}
            </Text>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
              {byStatus('no').map((result) => (
                <BenefitCard key={result.key} result={result} profile={profile} />
              ))}
            </SimpleGrid>
          </details>
        </Box>
      ) : null}

      <UnclaimedMoney />
      <HouseholdAnswers profile={profile} today={today} />
    </Stack>
  );
}
