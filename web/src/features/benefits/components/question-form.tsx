import { Box, Button, Field, HStack, Input, InputGroup, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileFact, ProfileQuestion } from '@shared/benefits';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { ApiError } from '../../../lib/api-client';
import { useSaveHouseholdAnswer } from '../api/save-household-answer';
import { initialInput, parseAnswer, type AnswerValue } from '../household';
import { SelectInput } from '../../../components/forms/select-input';

export interface QuestionFormProps {
  readonly question: ProfileQuestion;
  readonly value: AnswerValue | undefined;
  /** Shows the saved answer's state ("Sí" pressed) and says "Guardado" after a change. */
  readonly showSaved?: boolean;
}

const failureMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'No pudimos guardar tu respuesta. Intenta nuevamente.';

/**
 * One household question, answered in place (spec: "answerable inline, in plain Spanish"). Yes/no saves
 * on the click; the others with "Guardar". A bad answer or a failed save shows why and keeps what was typed.
 */
export function QuestionForm({ question, value, showSaved = false }: QuestionFormProps) {
  const id = useId();
  const questionId = `${id}-question`;
  const helpId = `${id}-help`;
  if (question.kind === 'date') {
    return (
      <Stack gap="1" data-fact={question.fact}>
        <Text fontWeight="semibold" id={questionId}>
          {question.text}
        </Text>
        <Text fontSize="sm" color="gray.600">
          La fecha de nacimiento se registra al crear tu cuenta. Si falta o está mal,{' '}
          <ChakraLink asChild color="teal.700" fontWeight="semibold">
            <Link to="/support">escríbenos desde Soporte</Link>
          </ChakraLink>
          .
        </Text>
      </Stack>
    );
  }
  if (question.kind === 'yesno') return <YesNoQuestion question={question} value={value} questionId={questionId} helpId={helpId} showSaved={showSaved} />;
  return <ValueQuestion question={question} value={value} />;
}

function QuestionHelp({ id, text }: { readonly id: string; readonly text: string }) {
  return (
    <Text id={id} fontSize="sm" color="gray.600">
      {text}
    </Text>
  );
}

interface YesNoProps {
  readonly question: ProfileQuestion;
  readonly value: AnswerValue | undefined;
  readonly questionId: string;
  readonly helpId: string;
  readonly showSaved: boolean;
}

function YesNoQuestion({ question, value, questionId, helpId, showSaved }: YesNoProps) {
  const save = useSaveHouseholdAnswer();
  const [choice, setChoice] = useState<boolean>();
  const answer = (yes: boolean): void => {
    setChoice(yes);
    save.mutate({ fact: question.fact as ProfileFact, value: yes });
  };
  return (
    <Stack gap="2" data-fact={question.fact}>
      <Text fontWeight="semibold" id={questionId}>
        {question.text}
      </Text>
      <QuestionHelp id={helpId} text={question.help} />
      <HStack role="group" aria-labelledby={questionId} aria-describedby={helpId} gap="2">
        {[true, false].map((yes) => (
          <Button
            key={String(yes)}
            size="sm"
            minW="20"
            variant={showSaved && value === yes ? 'solid' : 'outline'}
            aria-pressed={showSaved ? value === yes : undefined}
            loading={save.isPending && choice === yes}
            disabled={save.isPending}
            onClick={() => answer(yes)}
          >
            {yes ? 'Sí' : 'No'}
          </Button>
        ))}
      </HStack>
      {save.isError ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {failureMessage(save.error)}
        </Text>
      ) : null}
      {showSaved && save.isSuccess ? (
        <Text role="status" color="teal.800" fontSize="sm">
          Guardado.
        </Text>
      ) : null}
    </Stack>
  );
}

interface ValueProps {
  readonly question: ProfileQuestion;
  readonly value: AnswerValue | undefined;
}

function ValueQuestion({ question, value }: ValueProps) {
  const save = useSaveHouseholdAnswer();
  const schema = useMemo(
    () =>
      z.object({
        answer: z.string().check(
          z.superRefine((raw, context) => {
            const parsed = parseAnswer(question, raw);
            if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
          }),
        ),
      }),
    [question],
  );
  const { register, handleSubmit, formState, getValues, reset } = useForm<{ answer: string }>({
    resolver: zodResolver(schema),
    defaultValues: { answer: initialInput(question, value) },
  });
  const { isDirty } = formState;
  // An answer saved elsewhere (another card, the RSH page, the live refresh) shows here, unless the user is typing something else.
  useEffect(() => {
    const typed = parseAnswer(question, getValues('answer'));
    if (!isDirty || (typed.ok && typed.value === value)) reset({ answer: initialInput(question, value) });
  }, [question, value, isDirty, getValues, reset]);
  const onSubmit = handleSubmit(({ answer }) => {
    const parsed = parseAnswer(question, answer);
    if (parsed.ok) save.mutate({ fact: question.fact as ProfileFact, value: parsed.value });
  });
  const error = formState.errors.answer?.message ?? (save.isError ? failureMessage(save.error) : undefined);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-fact={question.fact}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label fontWeight="semibold" fontSize="md">
          {question.text}
        </Field.Label>
        <Field.HelperText color="gray.600" fontSize="sm" mt="0">
          {question.help}
        </Field.HelperText>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" mt="1" width="full" align={{ base: 'stretch', sm: 'flex-start' }}>
          <Box flex="1" maxW={{ sm: 'xs' }}>
            {question.kind === 'tramo' ? (
              <SelectInput placeholder="Elige tu tramo" options={question.options ?? []} {...register('answer')} />
            ) : question.kind === 'money' ? (
              <InputGroup startElement="$">
                <Input inputMode="numeric" autoComplete="off" placeholder="450.000" {...register('answer')} />
              </InputGroup>
            ) : (
              <Input inputMode="numeric" autoComplete="off" {...register('answer')} />
            )}
          </Box>
          <Button type="submit" loading={save.isPending}>
            Guardar
          </Button>
        </Stack>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      {save.isSuccess && !error ? (
        <Text role="status" color="teal.800" fontSize="sm" mt="1">
          Guardado.
        </Text>
      ) : null}
    </form>
  );
}
