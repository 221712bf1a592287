import { Box, Heading, Link as ChakraLink, List, Progress, Stack, Text } from '@chakra-ui/react';
import { formatClp, formatIsoDateEsCl, headlineSentence, type ActionPlan, type CheckProgress, type Headline, type PlanItem } from '@shared/benefits';
import type { ReactNode } from 'react';

/**
 * The progress line a check shows until its answers decide the results: no card, amount or sentence
 * before then (a result shown early could contradict the one that follows the next answer).
 */
export function CheckProgressLine({ progress }: { readonly progress: CheckProgress }) {
  const total = progress.stepsDone + progress.stepsLeft;
  const label = `Paso ${String(Math.min(progress.stepsDone + 1, total))} de ${progress.stepsLeft > 1 ? 'unos ' : ''}${String(total)}`;
  return (
    <Stack gap="1.5" data-testid="check-progress">
      <Progress.Root value={Math.round(progress.share * 100)} colorPalette="teal" size="sm" aria-label="Avance de tus respuestas">
        <Stack direction="row" justify="space-between" align="baseline" mb="1">
          <Progress.Label fontWeight="semibold">{label}</Progress.Label>
        </Stack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="gray.600">
        Te mostramos lo que podrías cobrar cuando tengamos las respuestas que lo deciden.
      </Text>
    </Stack>
  );
}

/** The headline in one sentence that says what the cards below say (shared/benefits headlineSentence), with the savings apart. */
export function PlanHeadline({ headline, footnote = true }: { readonly headline: Headline; readonly footnote?: boolean }) {
  return (
    <Box as="section" aria-labelledby="titular" bg="teal.700" color="white" borderRadius="2xl" p={{ base: '4', md: '6' }} data-testid="household-headline" data-state={headline.state}>
      <Heading as="h2" id="titular" fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="teal.100">
        Lo que podrías recibir en un año
      </Heading>
      <Text fontSize={{ base: 'lg', md: 'xl' }} mt="2" data-testid="headline-cash">
        {headlineSentence(headline)}
      </Text>
      {headline.state === 'claim' && headline.cashHasUpperBounds ? (
        <Text color="teal.50" fontSize="sm" mt="1">
          Algunos montos son el máximo posible: lo que recibas puede ser menor.
        </Text>
      ) : null}
      {headline.savings > 0 ? (
        <Text color="teal.50" mt="2" fontSize="sm" data-testid="headline-savings">
          Además, {formatClp(headline.savings)} al año en ahorros, descuentos o aumentos de pensión (no es dinero en efectivo).
        </Text>
      ) : null}
      {/* The dashboard says it under its title already. */}
      {footnote ? (
        <Text color="teal.100" mt="2" fontSize="xs">
          Es una estimación con lo que nos contaste; cada institución revisa y decide.
        </Text>
      ) : null}
    </Box>
  );
}

interface SectionProps {
  readonly id: string;
  readonly title: string;
  readonly intro?: string;
  readonly items: readonly PlanItem[];
  readonly kind: 'action' | 'automatic' | 'claimed' | 'possible';
  readonly action?: ((item: PlanItem) => ReactNode) | undefined;
}

const stepLabel: Record<SectionProps['kind'], string> = {
  action: 'Siguiente paso',
  automatic: 'Revísalo aquí',
  claimed: 'Cuándo se paga',
  possible: 'Para saberlo',
};

/** One section of the plan: a compact card per benefit, its amount, its one next step and its official page. */
function PlanSection({ id, title, intro, items, kind, action }: SectionProps) {
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={id} data-plan={kind}>
      <Heading as="h2" id={id} size="lg" mb={intro ? '1' : '3'}>
        {title}
      </Heading>
      {intro ? (
        <Text fontSize="sm" color="gray.600" mb="3">
          {intro}
        </Text>
      ) : null}
      <List.Root as="ul" listStyleType="none" ps="0" gap="2">
        {items.map((item) => (
          <List.Item key={item.key} data-plan-item={item.key} data-benefit={item.id} data-person={item.personId} bg="white" borderWidth="1px" borderColor={kind === 'action' ? 'teal.300' : 'gray.200'} borderRadius="xl" p="3">
            <Stack gap="1" w="full" minW="0">
              <Heading as="h3" size="sm">
                {item.title}
              </Heading>
              <Text fontWeight="semibold" color="gray.800" fontSize="sm">
                {item.amountText}
              </Text>
              {kind === 'action' && item.deadline ? (
                <Text fontSize="sm" color="orange.800" fontWeight="semibold">
                  Postula hasta el {formatIsoDateEsCl(item.deadline)}.
                </Text>
              ) : null}
              {item.nextStep ? (
                <Text fontSize="sm" color="gray.700">
                  <Box as="span" fontWeight="semibold">
                    {stepLabel[kind]}:
                  </Box>{' '}
                  {item.nextStep}
                </Text>
              ) : null}
              <ChakraLink href={item.officialUrl} target="_blank" rel="noopener noreferrer" fontSize="sm" color="teal.700" alignSelf="flex-start">
                {kind === 'automatic' ? 'Revísalo en la página oficial' : 'Página oficial'}
              </ChakraLink>
              {action && kind === 'action' ? action(item) : null}
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * A household's result as a plan (shared/benefits actionPlan): "Cobra primero", what needs the person's
 * action, by deadline and money, each with its next step; then what is paid without asking ("Ya deberías
 * recibirlo: revísalo aquí"); what they applied for; the possibles; and what is coming soon.
 */
export function ActionPlanView({ plan, action }: { readonly plan: ActionPlan; readonly action?: (item: PlanItem) => ReactNode }) {
  return (
    <Stack gap="6" data-testid="action-plan">
      <PlanSection id="cobra-primero" title="Cobra primero" intro="Estos beneficios necesitan que los pidas. Empieza por el primero." items={plan.claimFirst} kind="action" action={action} />
      <PlanSection id="ya-deberias" title="Ya deberías recibirlo: revísalo aquí" intro="Se pagan sin pedirlos. Si no te llegan, revisa en la página oficial." items={plan.checkPaid} kind="automatic" />
      <PlanSection id="postulaste" title="Ya postulaste" items={plan.claimed} kind="claimed" />
      <PlanSection id="posibles" title="Podrían corresponderles" intro="Depende de datos que no tenemos o de que se abra la postulación." items={plan.possible} kind="possible" />
      {plan.comingSoon.length > 0 ? (
        <Box as="section" aria-labelledby="pronto" data-plan="coming-soon">
          <Heading as="h2" id="pronto" size="lg" mb="3">
            Pronto podrás pedir
          </Heading>
          <List.Root as="ul" ps="5" gap="2" fontSize="sm">
            {plan.comingSoon.map((item) => (
              <List.Item key={item.key} data-benefit={item.id} data-coming-soon={item.date}>
                {item.text}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      {plan.received.length > 0 ? (
        <Text fontSize="sm" color="gray.600" data-plan="received">
          Ya recibes: {plan.received.map((item) => item.title).join(', ')}.
        </Text>
      ) : null}
    </Stack>
  );
}
