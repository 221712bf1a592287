import { Badge, Box, Card, Flex, Heading, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatIsoDateEsCl, questionFor, type BenefitResult, type BenefitStatus, type HouseholdProfile } from '@shared/benefits';
import { useId, type ReactNode } from 'react';
import { ExternalLink } from '../../../components/layouts/app-external-link';
import { CheckCircleIcon, HelpCircleIcon, MinusCircleIcon } from '../../../components/layouts/app-icons';
import { QuestionForm } from './question-form';
import { ReceivedToggle } from './received-toggle';

export const statusTexts: Record<BenefitStatus, { badge: string; palette: string; reasons: string; icon: ReactNode }> = {
  likely: { badge: 'Es probable que te corresponda', palette: 'green', reasons: 'Por qué creemos que te corresponde', icon: <CheckCircleIcon size={16} /> },
  maybe: { badge: 'Podría corresponderte', palette: 'orange', reasons: 'Lo que nos falta saber', icon: <HelpCircleIcon size={16} /> },
  no: { badge: 'Por ahora no te corresponde', palette: 'gray', reasons: 'Por qué no', icon: <MinusCircleIcon size={16} /> },
};

interface BenefitCardProps {
  readonly result: BenefitResult;
  readonly profile: HouseholdProfile;
  /** "Ya lo recibo" of a likely benefit: this person's key, whether it is marked (out of the yearly total), and the whole list as read. */
  readonly received?: { readonly key: string; readonly marked: boolean; readonly current: readonly string[] };
  /** What the page offers for this benefit (the dashboard: the assisted-application request). */
  readonly action?: ReactNode;
}

/** One benefit: the verdict and why, the amount, the questions still open, how to claim it and the official link. */
export function BenefitCard({ result, profile, received, action }: BenefitCardProps) {
  const headingId = useId();
  const status = statusTexts[result.status];
  const muted = result.status === 'no';
  // One question at a time: each answer re-evaluates the benefit, and the next one appears.
  const nextQuestion = result.missing.map((missing) => questionFor(missing.fact)).find((question) => question !== undefined);
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
      bg="white"
      boxShadow={muted ? 'none' : 'sm'}
      overflow="hidden"
    >
      <Box h="1" bg={result.status === 'likely' ? 'green.500' : result.status === 'maybe' ? 'orange.400' : 'gray.300'} aria-hidden="true" />
      <Card.Body gap="4" p={{ base: '5', md: '6' }}>
        <Stack gap="2">
          <Badge colorPalette={status.palette} variant="subtle" size="md" alignSelf="flex-start" gap="1.5" data-testid="benefit-status">
            {status.icon}
            {status.badge}
          </Badge>
          <Heading as="h3" id={headingId} size="lg" color="gray.900">
            {result.name}
          </Heading>
          <Text color="gray.700">{result.summary}</Text>
        </Stack>

        <Flex direction="column" gap="0.5" bg={muted ? 'gray.50' : 'teal.50'} borderRadius="lg" px="4" py="3">
          <Text fontSize="xs" fontWeight="semibold" color={muted ? 'gray.600' : 'teal.800'} textTransform="uppercase" letterSpacing="wide">
            Monto
          </Text>
          <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" color={muted ? 'gray.700' : 'teal.900'} data-testid="benefit-amount">
            {result.amountText}
          </Text>
          {result.amount ? (
            <Text fontSize="sm" color="gray.600">
              {result.amount.label}
            </Text>
          ) : null}
        </Flex>

        {result.status === 'likely' && received ? <ReceivedToggle receivedKey={received.key} received={received.marked} current={received.current} /> : null}

        {result.reasons.length > 0 ? (
          <Stack gap="1.5">
            <Heading as="h4" size="sm" color="gray.800">
              {status.reasons}
            </Heading>
            <List.Root gap="1" ps="5" color="gray.700" data-testid="benefit-reasons">
              {result.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}

        {nextQuestion ? (
          <Stack gap="3" borderWidth="1px" borderColor="orange.200" bg="orange.50" borderRadius="lg" p="4" data-testid="benefit-question">
            <Heading as="h4" size="sm" color="orange.900">
              {result.missing.length > 1 ? `Responde para avanzar (quedan ${String(result.missing.length)} preguntas)` : 'Responde para saber si te corresponde'}
            </Heading>
            <QuestionForm key={nextQuestion.fact} question={nextQuestion} value={nextQuestion.fact === 'birthDate' ? undefined : profile[nextQuestion.fact]} />
          </Stack>
        ) : null}

        {!muted ? (
          <Stack gap="1.5">
            <Heading as="h4" size="sm" color="gray.800">
              Cómo cobrarlo
            </Heading>
            <List.Root as="ol" gap="1" ps="5" color="gray.700">
              {result.howToClaim.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}

        {action}

        <Stack gap="1.5" pt="3" borderTopWidth="1px" borderColor="gray.100">
          <ExternalLink href={result.officialUrl} display="inline-flex" alignItems="center" gap="1" alignSelf="flex-start">
            Ver en el sitio oficial
            <VisuallyHidden>: {result.name}</VisuallyHidden>
          </ExternalLink>
          <Text fontSize="xs" color="gray.600">
            Fuente: {result.source.name}, revisada el {formatIsoDateEsCl(result.source.checkedOn)}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
