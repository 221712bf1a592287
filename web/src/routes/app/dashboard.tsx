import { Alert, Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { parseIsoDate, todayInChile, toIsoDate } from '@shared/age';
import { benefitsDisclaimer, evaluateBenefits, missingMoney, nextAmountQuestion, nextQuestion, type BenefitResult, type BenefitStatus } from '@shared/benefits';
import { useDeferredValue, useMemo } from 'react';
import { PageHeader } from '../../components/layouts/app-page-header';
import { displayName } from '../../features/auth/display-name';
import { useMe } from '../../features/auth/me';
import { BenefitCard, statusTexts } from '../../features/benefits/components/benefit-card';
import { HouseholdAnswers } from '../../features/benefits/components/household-answers';
import { MissingMoneyTotal } from '../../features/benefits/components/missing-money-total';
import { NextQuestionCard } from '../../features/benefits/components/next-question-card';
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

export function Component() {
  usePageMeta({ title: 'Tu panel | Beneficios Chile', description: 'Los beneficios que podrías cobrar.' });
  const user = useMe();
  const today = todayInChile();
  const todayIso = toIsoDate(today);
  const birthDate = user?.birthDate ? user.birthDate : undefined;
  const profile = useMemo(() => (user ? householdProfileOf(user) : {}), [user]);
  // Recomputed whenever the user document changes: an answer, the RSH page, or the live refresh.
  const day = useMemo(() => parseIsoDate(todayIso) ?? todayInChile(), [todayIso]);
  const results = useMemo(() => evaluateBenefits(profile, birthDate, day), [profile, birthDate, day]);
  const received = useMemo(() => new Set<string>(profile.receivedBenefitIds ?? []), [profile]);
  const missing = useMemo(() => missingMoney(results, received), [results, received]);
  // What decides a maybe first; then what a likely benefit's amount still needs, so the total counts it.
  // Trying every answer takes tens of milliseconds: computed in a deferred render, so the page and
  // navigation never wait for it.
  const askedProfile = useDeferredValue<typeof profile | undefined>(profile, undefined);
  const next = useMemo(() => {
    if (askedProfile === undefined) return 'pending' as const;
    const deciding = nextQuestion(askedProfile, birthDate, day);
    if (deciding) return { ...deciding, forAmount: false };
    const forAmount = nextAmountQuestion(askedProfile, birthDate, day);
    return forAmount ? { ...forAmount, forAmount: true } : undefined;
  }, [askedProfile, birthDate, day]);
  if (!user) return null;

  const byStatus = (status: BenefitStatus): BenefitResult[] => results.filter((result) => result.status === status);

  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <Box>
        <PageHeader
          eyebrow={`Hola, ${displayName(user)}`}
          title="Beneficios que podrías cobrar"
          description="Revisamos los beneficios del Estado con lo que nos contaste sobre ti y tu hogar. Mientras más preguntas respondas, más preciso es el resultado."
        />
        <Alert.Root status="info" colorPalette="teal" borderRadius="xl" data-testid="benefits-disclaimer">
          <Alert.Indicator />
          <Alert.Description color="gray.800">{benefitsDisclaimer}</Alert.Description>
        </Alert.Root>
      </Box>

      <MissingMoneyTotal missing={missing} />
      <NextQuestionCard next={askedProfile === profile ? next : 'pending'} profile={profile} />
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

      {order.map((status) => {
        const section = sections[status];
        const items = byStatus(status);
        if (status === 'no' && items.length === 0) return null;
        return (
          <Box as="section" key={status} aria-labelledby={section.id} data-section={status}>
            <Stack gap="1" mb="4">
              <Heading as="h2" id={section.id} size="xl" color="gray.900" display="flex" alignItems="center" gap="2">
                <Box as="span" color={status === 'likely' ? 'green.600' : status === 'maybe' ? 'orange.600' : 'gray.500'} display="inline-flex">
                  {statusTexts[status].icon}
                </Box>
                {section.title}
              </Heading>
              <Text color="gray.600">{items.length ? section.intro : section.empty}</Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
              {items.map((result) => (
                <BenefitCard
                  key={result.id}
                  result={result}
                  profile={profile}
                  received={received.has(result.id)}
                  action={status === 'likely' ? <AssistedRequest uid={user.uid} result={result} /> : undefined}
                />
              ))}
            </SimpleGrid>
          </Box>
        );
      })}

      <UnclaimedMoney />
      <HouseholdAnswers profile={profile} today={today} />
    </Stack>
  );
}
