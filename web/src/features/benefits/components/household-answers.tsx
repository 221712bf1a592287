import type { CalendarDate } from '@shared/age';
import { factsNeeded, questionFor, shouldAsk, type HouseholdProfile, type ProfileQuestion } from '@shared/benefits';
import { useId, useState } from 'react';
import { DisclosureTrigger } from '../../../components/ui/disclosure-trigger';
import { describeAnswer } from '../household';
import { Badge } from '../../../components/ui/plain';
import { LazyQuestionForm } from './lazy-question-form';
import './benefits.css';

/** Every question the rules use today, relevant to the answers so far, with the saved answer: to review and change. */
export function HouseholdAnswers({ profile, today }: { readonly profile: HouseholdProfile; readonly today: CalendarDate }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const questions = factsNeeded(undefined, today)
    .flatMap((fact) => (fact === 'birthDate' ? [] : [questionFor(fact)]))
    .filter((question): question is ProfileQuestion => question !== undefined && shouldAsk(question, profile));
  const answered = questions.filter((question) => question.fact !== 'birthDate' && profile[question.fact] !== undefined).length;

  return (
    <section aria-labelledby="tus-respuestas" className="ui-panel bn-answers">
      <div className="bn-answers__head">
        <div className="ui-stack ui-gap-1">
          <h2 id="tus-respuestas" className="ui-heading ui-lg ui-gray-900">
            Tus respuestas
          </h2>
          <p className="ui-text ui-fs-sm ui-gray-600">
            Puedes cambiarlas cuando quieras. <Badge palette="teal">
              {answered} de {questions.length} respondidas
            </Badge>
          </p>
        </div>
        <DisclosureTrigger open={open} tone="light" controls={contentId} onToggle={() => setOpen(!open)}>
          {open ? 'Ocultar mis respuestas' : 'Revisar mis respuestas'}
        </DisclosureTrigger>
      </div>
      {/* Rendered, and the forms loaded, once opened. */}
      <div id={contentId} hidden={!open}>
        {open ? (
          <div className="ui-stack bn-answers__list">
            {questions.map((question, index) => (
              <div key={question.fact} className={`ui-stack ui-gap-2${index > 0 ? ' bn-answers__item--rule' : ''}`}>
                <LazyQuestionForm question={question} value={question.fact === 'birthDate' ? undefined : profile[question.fact]} showSaved />
                <p className="ui-text ui-fs-sm ui-gray-600" data-testid="saved-answer">
                  Tu respuesta: <strong>{question.fact === 'birthDate' ? '' : describeAnswer(question, profile[question.fact])}</strong>
                </p>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
