import { Badge, Box, Button, Collapsible, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import type { CalendarDate } from '@shared/age';
import { factsNeeded, questionFor, shouldAsk, type HouseholdProfile, type ProfileQuestion } from '@shared/benefits';
import { Fragment, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { describeAnswer } from '../household';
import { LazyQuestionForm } from './lazy-question-form';

/** Every question the rules use today, relevant to the answers so far, with the saved answer: to review and change. */
export function HouseholdAnswers({ profile, today }: { readonly profile: HouseholdProfile; readonly today: CalendarDate }) {
  const [open, setOpen] = useState(false);
  const questions = factsNeeded(undefined, today)
    .flatMap((fact) => (fact === 'birthDate' ? [] : [questionFor(fact)]))
    .filter((question): question is ProfileQuestion => question !== undefined && shouldAsk(question, profile));
  const answered = questions.filter((question) => question.fact !== 'birthDate' && profile[question.fact] !== undefined).length;

  return (
    <Box as="section" aria-labelledby="tus-respuestas" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p={{ base: '4', md: '6' }}>
      <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Stack gap="1">
            <Heading as="h2" id="tus-respuestas" size="lg" color="gray.900">
              Tus respuestas
            </Heading>
            <Text color="gray.600" fontSize="sm">
              Puedes cambiarlas cuando quieras.{' '}
              <Badge colorPalette="teal" variant="subtle">
                {answered} de {questions.length} respondidas
              </Badge>
            </Text>
          </Stack>
          <Collapsible.Trigger asChild>
            <Button variant="outline" size="sm" css={{ '& svg': { transition: 'transform 0.2s' }, '&[data-state=open] svg': { transform: 'rotate(180deg)' } }}>
              {open ? 'Ocultar mis respuestas' : 'Revisar mis respuestas'}
              <ChevronDownIcon size={18} />
            </Button>
          </Collapsible.Trigger>
        </Flex>
        <Collapsible.Content>
          {/* Rendered, and the forms loaded, once opened. */}
          {open ? (
            <Stack gap="5" mt="6">
              {questions.map((question, index) => (
                <Fragment key={question.fact}>
                  {index > 0 ? <Separator borderColor="gray.100" /> : null}
                  <Stack gap="2">
                    <LazyQuestionForm question={question} value={question.fact === 'birthDate' ? undefined : profile[question.fact]} showSaved />
                    <Text fontSize="sm" color="gray.600" data-testid="saved-answer">
                      Tu respuesta: <strong>{question.fact === 'birthDate' ? '' : describeAnswer(question, profile[question.fact])}</strong>
                    </Text>
                  </Stack>
                </Fragment>
              ))}
            </Stack>
          ) : null}
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
