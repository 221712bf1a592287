import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileFact, ProfileQuestion } from '@shared/benefits';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { Button, Select } from '../../../components/ui/plain';
import { ApiError } from '../../../lib/api-client';
import { useSaveHouseholdAnswer } from '../api/save-household-answer';
import { initialInput, parseAnswer, type AnswerValue } from '../household';
import './benefits.css';

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
 * Plain HTML and CSS like the rest of the dashboard: a person answering on a phone waits for no Chakra.
 */
export function QuestionForm({ question, value, showSaved = false }: QuestionFormProps) {
  const id = useId();
  const questionId = `${id}-question`;
  const helpId = `${id}-help`;
  if (question.kind === 'date') {
    return (
      <div className="ui-stack ui-gap-1" data-fact={question.fact}>
        <p className="ui-text ui-semibold" id={questionId}>
          {question.text}
        </p>
        <p className="ui-text ui-fs-sm ui-gray-600">
          La fecha de nacimiento se registra al crear tu cuenta. Si falta o está mal,{' '}
          <Link to="/support" className="bn-question__link">
            escríbenos desde Soporte
          </Link>
          .
        </p>
      </div>
    );
  }
  if (question.kind === 'yesno') return <YesNoQuestion question={question} value={value} questionId={questionId} helpId={helpId} showSaved={showSaved} />;
  return <ValueQuestion question={question} value={value} />;
}

function QuestionHelp({ id, text }: { readonly id: string; readonly text: string }) {
  return (
    <p id={id} className="ui-text ui-fs-sm ui-gray-600">
      {text}
    </p>
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
    <div className="ui-stack ui-gap-2" data-fact={question.fact}>
      <p className="ui-text ui-semibold" id={questionId}>
        {question.text}
      </p>
      <QuestionHelp id={helpId} text={question.help} />
      <div className="ui-row ui-gap-2 bn-question__choices" role="group" aria-labelledby={questionId} aria-describedby={helpId}>
        {[true, false].map((yes) => (
          <Button
            key={String(yes)}
            size="sm"
            className="bn-question__choice"
            variant={showSaved && value === yes ? 'solid' : 'outline'}
            aria-pressed={showSaved ? value === yes : undefined}
            loading={save.isPending && choice === yes}
            disabled={save.isPending}
            onClick={() => answer(yes)}
          >
            {yes ? 'Sí' : 'No'}
          </Button>
        ))}
      </div>
      {save.isError ? (
        <p role="alert" className="ui-text ui-fs-sm ui-red-700">
          {failureMessage(save.error)}
        </p>
      ) : null}
      {showSaved && save.isSuccess ? (
        <p role="status" className="ui-text ui-fs-sm ui-teal-800">
          Guardado.
        </p>
      ) : null}
    </div>
  );
}

interface ValueProps {
  readonly question: ProfileQuestion;
  readonly value: AnswerValue | undefined;
}

function ValueQuestion({ question, value }: ValueProps) {
  const save = useSaveHouseholdAnswer();
  const id = useId();
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
  const inputId = `${id}-input`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const control = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${helpId} ${errorId}` : helpId,
    ...register('answer'),
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-fact={question.fact}>
      <div className="ui-field">
        <label htmlFor={inputId} className="ui-field__label bn-question__label">
          {question.text}
        </label>
        <p id={helpId} className="ui-field__helper bn-question__help">
          {question.help}
        </p>
        <div className="bn-question__row">
          <div className="bn-question__control">
            {question.kind === 'tramo' ? (
              <Select {...control}>
                <option value="">Elige tu tramo</option>
                {(question.options ?? []).map((option) => {
                  const { value: optionValue, label } = typeof option === 'string' ? { value: option, label: option } : option;
                  return (
                    <option key={optionValue} value={String(optionValue)}>
                      {label}
                    </option>
                  );
                })}
              </Select>
            ) : question.kind === 'money' ? (
              <div className="bn-question__money">
                <span className="bn-question__currency" aria-hidden="true">
                  $
                </span>
                <input className="ui-input bn-question__money-input" inputMode="numeric" autoComplete="off" placeholder="450.000" {...control} />
              </div>
            ) : (
              <input className="ui-input" inputMode="numeric" autoComplete="off" {...control} />
            )}
          </div>
          <Button type="submit" loading={save.isPending}>
            Guardar
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="ui-field__error">
            {error}
          </p>
        ) : null}
      </div>
      {save.isSuccess && !error ? (
        <p role="status" className="ui-text ui-fs-sm ui-teal-800 bn-question__saved">
          Guardado.
        </p>
      ) : null}
    </form>
  );
}
