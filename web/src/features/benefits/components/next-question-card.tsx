import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { HouseholdProfile, NextQuestion } from '@shared/benefits';
import { benefitsCopy, nextQuestionDecides } from '../content';
import { QuestionForm } from './question-form';

/** The one question that decides the most "maybe" benefits for this user (`nextQuestion`), asked first. */
export function NextQuestionCard({ next, profile }: { readonly next: NextQuestion | undefined; readonly profile: HouseholdProfile }) {
  return (
    <Box as="section" aria-labelledby="siguiente-pregunta" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="2xl" p={{ base: '5', md: '6' }} data-testid="next-question">
      <Heading as="h2" id="siguiente-pregunta" size="lg" color="orange.900">
        {benefitsCopy.nextHeading}
      </Heading>
      {next ? (
        <Stack gap="3" mt="2">
          <Text fontSize="sm" color="gray.700">
            {nextQuestionDecides(next.decides.length)}
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
