import { Box, Card, chakra, Flex, Heading, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatIsoDateEsCl, questionFor, type BenefitResult, type BenefitStatus, type HouseholdProfile } from '@shared/benefits';
import { useId, useState, type ReactNode } from 'react';
import { ExternalLink } from '../../../components/layouts/app-external-link';
import { CheckCircleIcon, HelpCircleIcon, MinusCircleIcon } from '../../../components/ui/icons';
import { LazyQuestionForm } from './lazy-question-form';
import { ReceivedToggle } from './received-toggle';

export const statusTexts: Record<BenefitStatus, { badge: string; palette: 'green' | 'orange' | 'gray'; reasons: string; icon: ReactNode }> = {
  likely: { badge: 'Es probable que te corresponda', palette: 'green', reasons: 'Por qué creemos que te corresponde', icon: <CheckCircleIcon size={16} /> },
  maybe: { badge: 'Podría corresponderte', palette: 'orange', reasons: 'Lo que nos falta saber', icon: <HelpCircleIcon size={16} /> },
  no: { badge: 'Por ahora no te corresponde', palette: 'gray', reasons: 'Por qué no', icon: <MinusCircleIcon size={16} /> },
};

interface BenefitCardProps {
  readonly result: BenefitResult;
  readonly profile: HouseholdProfile;
  /** "Ya lo recibo" of a likely benefit: this person's key, whether it is marked (out of the yearly total), and the whole list as read. */
  readonly received?: { readonly key: string; readonly marked: boolean; readonly current: readonly string[] };
  /** Shown with the verdict (the dashboard: how the benefit counts in the total). */
  readonly badge?: ReactNode;
  /** Shown with the details, once opened (the dashboard: the assisted-application request). */
  readonly action?: ReactNode;
}

/** A titled list of the open card's details ("Cómo cobrarlo", "Por qué no"). */
function DetailList({ title, items, ordered = false, testId }: { readonly title: string; readonly items: readonly string[]; readonly ordered?: boolean; readonly testId?: string }) {
  return (
    <Stack gap="1.5">
      <Heading as="h4" size="sm" color="gray.800">
        {title}
      </Heading>
      <List.Root as={ordered ? 'ol' : 'ul'} gap="1" ps="5" color="gray.700" data-testid={testId}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** The open card's details: why, the question still open, how to claim it, the official link and the source. */
function BenefitDetails({ result, profile, action }: Pick<BenefitCardProps, 'result' | 'profile' | 'action'>) {
  // One question at a time: each answer re-evaluates the benefit, and the next one appears.
  const nextQuestion = result.missing.map((missing) => questionFor(missing.fact)).find((question) => question !== undefined);
  return (
    <Stack gap="4" pt="3">
      <Text color="gray.700">{result.summary}</Text>
      {result.amount ? (
        <Text fontSize="sm" color="gray.600">
          {result.amount.label}
        </Text>
      ) : null}
      {result.reasons.length > 0 ? <DetailList title={statusTexts[result.status].reasons} items={result.reasons} testId="benefit-reasons" /> : null}

      {nextQuestion ? (
        <Stack gap="3" borderWidth="1px" borderColor="orange.200" bg="orange.50" borderRadius="lg" p="4" data-testid="benefit-question">
          <Heading as="h4" size="sm" color="orange.900">
            {result.missing.length > 1 ? `Responde para avanzar (quedan ${String(result.missing.length)} preguntas)` : 'Responde para saber si te corresponde'}
          </Heading>
          <LazyQuestionForm key={nextQuestion.fact} question={nextQuestion} value={nextQuestion.fact === 'birthDate' ? undefined : profile[nextQuestion.fact]} />
        </Stack>
      ) : null}

      {result.status === 'no' ? null : <DetailList title="Cómo cobrarlo" items={result.howToClaim} ordered />}

      {action}

      <Stack gap="1.5" pt="3" borderTopWidth="1px" borderColor="gray.100">
        <ExternalLink href={result.officialUrl} alignStart>
          Ver en el sitio oficial
          <VisuallyHidden>: {result.name}</VisuallyHidden>
        </ExternalLink>
        <Text fontSize="xs" color="gray.600">
          Fuente: {result.source.name}, revisada el {formatIsoDateEsCl(result.source.checkedOn)}
        </Text>
      </Stack>
    </Stack>
  );
}

/** A `<details>` summary drawn as a link of the app's: the native disclosure, which the browser opens and closes. */
export function Summary({ children }: { readonly children: ReactNode }) {
  return (
    <Box as="summary" cursor="pointer" color="teal.800" fontWeight="semibold" w="fit-content" py="1" _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}>
      {children}
    </Box>
  );
}

/**
 * One benefit, short: its name, amount and "ya lo recibo"; what it is, why, the open question, how to
 * claim it and the official link behind "Ver detalles", rendered (and their forms loaded) once opened.
 */
export function BenefitCard({ result, profile, received, badge, action }: BenefitCardProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const status = statusTexts[result.status];
  const muted = result.status === 'no';
  const asks = result.status === 'maybe' && result.missing.length > 0;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      data-benefit={result.id}
      data-status={result.status}
      data-received={received?.marked ? 'true' : undefined}
      variant="outline"
      borderRadius="xl"
      borderColor={result.status === 'likely' ? 'green.200' : 'gray.200'}
      borderTopWidth="4px"
      borderTopColor={result.status === 'likely' ? 'green.500' : result.status === 'maybe' ? 'orange.400' : 'gray.300'}
      bg="white"
      boxShadow={muted ? 'none' : 'sm'}
      minW="0"
    >
      <Card.Body gap="2" px={{ base: '4', md: '5' }} py={{ base: '3', md: '5' }}>
        {/* The section and the card's top border say the verdict; said here too for screen readers. */}
        <VisuallyHidden data-testid="benefit-status">{status.badge}</VisuallyHidden>
        <Heading as="h3" id={headingId} size="md" color="gray.900">
          {result.name}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center">
          <Text fontWeight="bold" color={muted ? 'gray.700' : 'teal.900'} data-testid="benefit-amount">
            {result.amountText}
          </Text>
          {badge}
        </Flex>

        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          {result.status === 'likely' && received ? <ReceivedToggle receivedKey={received.key} received={received.marked} current={received.current} /> : null}
          <chakra.details data-testid="benefit-details" flexBasis={open ? '100%' : undefined} fontSize="sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
            <Summary>
              {asks ? 'Responder y ver detalles' : 'Ver detalles'}
              <VisuallyHidden>: {result.name}</VisuallyHidden>
            </Summary>
            {open ? (
              <Box fontSize="md">
                <BenefitDetails result={result} profile={profile} action={action} />
              </Box>
            ) : null}
          </chakra.details>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
