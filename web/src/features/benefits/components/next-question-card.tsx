import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { HouseholdProfile, NextQuestion } from '@shared/benefits';
import { benefitsCopy, nextQuestionAmount, nextQuestionDecides } from '../content';
import { QuestionForm } from './question-form';

/** The one question that decides the most "maybe" benefits for this user (`nextQuestion`), asked first. */
interface NextQuestionCardProps {
  /** `forAmount`: the question a likely benefit's amount needs (`nextAmountQuestion`), asked once nothing is a maybe. */
  readonly next: (NextQuestion & { readonly forAmount: boolean }) | 'pending' | undefined;
  readonly profile: HouseholdProfile;
}

export function NextQuestionCard({ next, profile }: NextQuestionCardProps) {
  return (
    <Box as="section" aria-labelledby="siguiente-pregunta" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="2xl" p={{ base: '5', md: '6' }} data-testid="next-question">
      <Heading as="h2" id="siguiente-pregunta" size="lg" color="orange.900">
        {benefitsCopy.nextHeading}
      </Heading>
      {next === 'pending' ? (
        <Skeleton height="16" mt="2" borderRadius="lg" aria-busy="true" aria-label={benefitsCopy.nextPending} />
      ) : next ? (
        <Stack gap="3" mt="2">
          <Text fontSize="sm" color="gray.700">
            {next.forAmount ? nextQuestionAmount(next.decides.length) : nextQuestionDecides(next.decides.length)}
          </Text>
          <QuestionForm key={next.fact} question={next.question} value={next.fact === 'birthDate' ? undefined : profile[next.fact]} />
        </Stack>
      ) : (
        <Text mt="2" color="gray.700">
          {benefitsCopy.nextDone}
        </Text>
      )}
    </Box>
  );
}
