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
  type Counting,
  type MemberResult,
} from '@shared/benefits';
import { Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { PageHeader } from '../../components/layouts/app-page-header';
import { displayName } from '../../lib/display-name';
import { useMe } from '../../features/auth/me';
import { useSaveHousehold } from '../../features/benefits/api/save-household';
import { ActivationNotice } from '../../features/auth/components/activation-notice';
import { BenefitCard, statusTexts, Summary } from '../../features/benefits/components/benefit-card';
import { HouseholdAnswers } from '../../features/benefits/components/household-answers';
import { ComingSoonList, CountingBadge } from '../../features/benefits/components/household-results';
import { HouseholdStepForm } from '../../features/benefits/components/household-step-form';
import { useCarriedCheck } from '../../features/benefits/pending-check-carried';
import { PlanHeadline } from '../../features/benefits/components/action-plan';
import { ClaimMark } from '../../features/claims/components/claim-mark';
import { ClaimsFollowUp } from '../../features/claims/components/claims-follow-up';
import { useMyClaims } from '../../features/claims/api/claims';
import { UnclaimedMoney } from '../../features/benefits/components/unclaimed-money';
import { householdProfileOf } from '../../features/benefits/household';
import { useMyPlan } from '../../features/billing/api/plan';
import { PlanUpsell } from '../../features/billing/components/plan-upsell';
import { usePageMeta } from '../../lib/page-meta';
import { subscriptionIncludes } from '@shared/plans';

const sections: Record<BenefitStatus, { id: string; title: string; intro: string; empty: string }> = {
  likely: {
    id: 'probables',
    title: 'Es probable que te correspondan',
    intro: 'Cumples los requisitos, según lo que nos contaste.',
    empty: 'Todavía no encontramos beneficios que te correspondan con seguridad. Responde las preguntas de abajo para saber más.',
  },
  maybe: {
    id: 'por-confirmar',
    title: 'Podrían corresponderte',
    intro: 'Nos falta información: respóndela en cada uno.',
    empty: 'No tenemos preguntas pendientes para ti.',
  },
  no: {
    id: 'no-corresponden',
    title: 'Por ahora no te corresponden',
    intro: 'Te explicamos por qué. Si tu situación cambia, actualiza tus respuestas.',
    empty: 'No hay beneficios descartados.',
  },
};

/** The likely cards first shown are the money still to claim, the largest first; what is already received last. */
const countingRank: Record<Counting, number> = { cash: 0, ask: 1, saving: 2, automatic: 3, received: 4 };

/** A likely benefit the person applies for themselves: "Ya postulé" is offered on its card. */
const claimable = (how: Counting): boolean => how === 'cash' || how === 'saving' || how === 'ask';

/** The cards a section shows before "Ver … más": the page stays about three phone screens long. */
const firstCards: Record<'likely' | 'maybe', number> = { likely: 3, maybe: 2 };

// The request form appears in an opened card only: loaded then.
const AssistedApplication = lazy(async () => ({ default: (await import('../../features/support/components/assisted-application')).AssistedApplication }));

/** A section's first cards, and the rest on demand (the button stays, to show fewer again, so focus is never lost). */
function FirstCards<T>({ items, first, render, what }: { readonly items: readonly T[]; readonly first: number; readonly render: (item: T) => ReactNode; readonly what: string }) {
  const [all, setAll] = useState(false);
  const rest = items.length - first;
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3" alignItems="start">
        {(all ? items : items.slice(0, first)).map(render)}
      </SimpleGrid>
      {rest > 0 ? (
        <Button variant="outline" alignSelf="flex-start" size="sm" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Mostrar menos' : `Ver ${String(rest)} ${what} más`}
        </Button>
      ) : null}
    </Stack>
  );
}

/** `/dashboard`: "Beneficios que podrías cobrar", from the household answers, the RSH and the birth date. */
/** A likely benefit's "Solicitar postulación asistida", or the way to the plan that includes it; the plan is the page's upsell's query (one request). */
function AssistedRequest({ uid, result }: { readonly uid: string; readonly result: BenefitResult }) {
  const plan = useMyPlan(uid);
  if (!plan.data) return null;
  return (
    <Suspense fallback={null}>
      <AssistedApplication uid={uid} benefitId={result.id} benefitName={result.name} included={subscriptionIncludes(plan.data.subscription, 'assisted-application')} />
    </Suspense>
  );
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
  const unmarked = useMemo(() => headlineOf({ ...profile, receivedBenefitIds: [] }, birthDate, day, results), [profile, birthDate, day, results]);
  const received = useMemo(() => new Set<string>(receivedList), [receivedList]);
  // "Ya postulé" and what came of it, by the result's key; each claim named as its card is. A person's
  // routes: an admin's account (which has a dashboard too) neither reads nor marks claims.
  const claimsOn = user?.userType === 'client';
  const myClaims = useMyClaims(claimsOn ? user.uid : undefined);
  const claims = useMemo(() => new Map((myClaims.data?.claims ?? []).map((claim) => [claim.key, claim])), [myClaims.data]);
  const titles = useMemo(() => new Map(results.map((result) => [result.key, result.title])), [results]);
  // The next step tries the household's open benefits: computed in a deferred render, so the page and
  // navigation never wait for it.
  const askedProfile = useDeferredValue<typeof profile | undefined>(profile, undefined);
  const next = useMemo(() => (askedProfile === undefined ? 'pending' : nextStep(askedProfile, birthDate, day)), [askedProfile, birthDate, day]);
  const soon = useMemo(() => (askedProfile === undefined ? [] : comingSoon(askedProfile, birthDate, day)), [askedProfile, birthDate, day]);
  // The "no te corresponden" cards are rendered once their list is opened.
  const [noOpen, setNoOpen] = useState(false);
  if (!user) return null;

  const byStatus = (status: BenefitStatus): MemberResult[] => results.filter((result) => result.status === status);
  // The headline's lines are in yearly amount order; ranked by how each counts first, as if nothing were
  // marked "ya lo recibo", so that marking one does not move its card away.
  const lineOrder = new Map(unmarked.lines.map((line, index) => [line.key, index]));
  const rank = (result: MemberResult): number => countingRank[unmarked.lines[lineOrder.get(result.key) ?? -1]?.counting ?? 'cash'] * 1000 + (lineOrder.get(result.key) ?? 999);
  const likely = byStatus('likely').sort((a, b) => rank(a) - rank(b));

  return (
    <Stack gap={{ base: '4', md: '8' }}>
      <PageHeader
        eyebrow={`Hola, ${displayName(user)}`}
        title="Beneficios que podrías cobrar"
        description={
          <Box as="span" display="block" fontSize="sm" data-testid="benefits-disclaimer">
            {benefitsDisclaimer}
          </Box>
        }
      />
      {user.activated ? null : <ActivationNotice />}

      <PlanHeadline headline={headline} footnote={false} />
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
      {(['likely', 'maybe'] as const).map((status) => {
        const section = sections[status];
        const items = status === 'likely' ? likely : byStatus(status);
        return (
          <Box as="section" key={status} aria-labelledby={section.id} data-section={status}>
            <Stack gap="1" mb="3">
              <Heading as="h2" id={section.id} size={{ base: 'lg', md: 'xl' }} color="gray.900" display="flex" alignItems="center" gap="2" flexWrap="wrap">
                <Box as="span" color={status === 'likely' ? 'green.600' : 'orange.600'} display="inline-flex">
                  {statusTexts[status].icon}
                </Box>
                {section.title}
                <Badge colorPalette={status === 'likely' ? 'green' : 'orange'} variant="subtle" fontSize="md" data-testid={`count-${status}`}>
                  {items.length}
                </Badge>
              </Heading>
              {/* On a phone the heading says enough while there are cards. */}
              <Text color="gray.600" display={{ base: items.length ? 'none' : 'block', md: 'block' }}>
                {items.length ? section.intro : section.empty}
              </Text>
            </Stack>
            <FirstCards
              items={items}
              first={firstCards[status]}
              what={status === 'likely' ? 'probables' : 'por confirmar'}
              render={(result) => {
                const how = counting.get(result.key);
                return (
                  <BenefitCard
                    key={result.key}
                    // A member's open questions are asked in the household steps, not on the user's own answers.
                    result={{ ...result, name: result.title, ...(result.personId === 'self' ? {} : { missing: [] }) }}
                    profile={profile}
                    received={{ key: result.key, marked: received.has(result.key), current: receivedList }}
                    badge={
                      status === 'likely' && how ? (
                        <>
                          <CountingBadge how={how} data-testid="benefit-counting" />
                          {claimsOn && claimable(how) ? <ClaimMark uid={user.uid} claimKey={result.key} title={result.title} claim={claims.get(result.key)} remindersOn={user.benefitReminders === true} /> : null}
                        </>
                      ) : undefined
                    }
                    action={status === 'likely' ? <AssistedRequest uid={user.uid} result={result} /> : undefined}
                  />
                );
              }}
            />
          </Box>
        );
      })}
      <ComingSoonList items={soon} />
      {claimsOn ? <ClaimsFollowUp uid={user.uid} titles={titles} /> : null}
      <PlanUpsell uid={user.uid} relevant={byStatus('likely').length + byStatus('maybe').length > 0} />

      {byStatus('no').length > 0 ? (
        <Box as="section" aria-labelledby={sections.no.id} data-section="no">
          <details data-testid="no-corresponde" onToggle={(event) => setNoOpen(event.currentTarget.open)}>
            <Summary>
              <Heading as="h2" id={sections.no.id} size="md" display="inline">
                {sections.no.title} ({byStatus('no').length})
              </Heading>
            </Summary>
            <Text color="gray.600" my="3">
              {sections.no.intro}
            </Text>
            {noOpen ? (
              <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3" alignItems="start">
                {byStatus('no').map((result) => (
                  <BenefitCard key={result.key} result={result} profile={profile} />
                ))}
              </SimpleGrid>
            ) : null}
          </details>
        </Box>
      ) : null}

      <UnclaimedMoney />
      <HouseholdAnswers profile={profile} today={today} />
    </Stack>
  );
}
