import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { todayInChile } from '@shared/age';
import { actionPlan, checkProgress, comingSoon, evaluateHousehold, headlineOf, nextStep, type HouseholdProfile } from '@shared/benefits';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { checkCopy } from '../content/check-copy';
import { pageMeta } from '../content/public-copy';
import { HouseholdStepForm } from '../features/benefits/components/household-step-form';
import { NotForYouList } from '../features/benefits/components/household-results';
import { ActionPlanView, CheckProgressLine, PlanHeadline } from '../features/benefits/components/action-plan';
import { countCheckStage } from '../features/claims/api/claims';
import { clearPendingCheck, loadPendingCheck, savePendingCheck, type PendingCheck } from '../features/benefits/pending-check';
import { usePageMeta } from '../lib/page-meta';

/**
 * `/revisa`: the check before signing up. The same household steps and rules as the dashboard, run in
 * the browser: the server receives and stores nothing until the visitor chooses "Guardar y recibir
 * avisos" and creates an account, which then takes these answers.
 */
export function Component() {
  usePageMeta(pageMeta.check);
  return <Check />;
}

/** The stages of this page's check already counted (the page's life; a new check starts again). */
const countedStages = new Set<'started' | 'finished'>();

function Check() {
  const today = useMemo(() => todayInChile(), []);
  const [check, setCheck] = useState<PendingCheck>(() => loadPendingCheck() ?? { household: {} });
  const { household, birthDate } = check;
  const next = useMemo(() => nextStep(household, birthDate, today), [household, birthDate, today]);
  const started = birthDate !== undefined && household.members !== undefined;
  const results = useMemo(() => (started ? evaluateHousehold(household, birthDate, today) : []), [started, household, birthDate, today]);
  const headline = useMemo(() => headlineOf(household, birthDate, today, results), [household, birthDate, today, results]);
  const soon = useMemo(() => (started ? comingSoon(household, birthDate, today) : []), [started, household, birthDate, today]);
  const progress = useMemo(() => checkProgress(household, birthDate, today, undefined, started ? results : undefined), [household, birthDate, today, started, results]);
  const decided = started && progress.complete;
  const plan = useMemo(() => actionPlan(results, headline, soon, today), [results, headline, soon, today]);
  // The admins' funnel counts a check's first answer and its result: the stage only, once a check.
  useEffect(() => {
    if (decided && !countedStages.has('finished')) {
      countedStages.add('finished');
      countCheckStage('finished');
    }
  }, [decided]);

  const answer = (patch: Partial<HouseholdProfile>, newBirthDate?: string) => {
    if (Object.keys(household).length === 0 && !countedStages.has('started')) {
      countedStages.add('started');
      countCheckStage('started');
    }
    const updated: PendingCheck = { household: { ...household, ...patch }, birthDate: newBirthDate ?? birthDate };
    savePendingCheck(updated);
    setCheck(updated);
  };
  const restart = () => {
    countedStages.clear();
    clearPendingCheck();
    setCheck({ household: {} });
  };

  const no = results.filter((result) => result.status === 'no');

  return (
    <Box className="pub-container pub-container--narrow" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            {checkCopy.title}
          </Heading>
          <Text color="gray.700">{checkCopy.lead}</Text>
        </Stack>
        {decided ? <PlanHeadline headline={headline} /> : <CheckProgressLine progress={progress} />}
        {decided ? <ActionPlanView plan={plan} /> : null}
        {next ? (
          <HouseholdStepForm key={`${next.step.id}:${next.facts.join(',')}`} next={next} household={household} birthDate={birthDate} today={today} askBirthDate onSubmit={answer} />
        ) : (
          <Text role="status" color="teal.800" fontWeight="semibold">
            {checkCopy.done}
          </Text>
        )}
        {started ? (
          <Box as="section" aria-labelledby="guardar" bg="teal.50" borderRadius="xl" p="5">
            <Heading as="h2" id="guardar" size="md" mb="2">
              {checkCopy.save}
            </Heading>
            <Text mb="3">{checkCopy.saveText}</Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild>
                <Link to="/register?desde=revisa">{checkCopy.save}</Link>
              </Button>
              <Button variant="ghost" onClick={restart}>
                {checkCopy.restart}
              </Button>
            </Stack>
          </Box>
        ) : null}
        {decided ? <NotForYouList results={no} /> : null}
      </Stack>
    </Box>
  );
}
