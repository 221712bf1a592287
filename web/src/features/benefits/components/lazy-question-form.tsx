import { lazy, Suspense } from 'react';
import type { QuestionFormProps } from './question-form';
import '../../../components/ui/plain.css';
import './benefits.css';

// The form and its validation (react-hook-form, the zod resolver) load when a question is first shown:
// a card's question is behind "Ver detalles", the answers behind "Revisar mis respuestas".
const QuestionFormLoaded = lazy(() => import('./question-form').then((module) => ({ default: module.QuestionForm })));

/** `QuestionForm`, loaded on first use. */
export function LazyQuestionForm(props: QuestionFormProps) {
  return (
    <Suspense fallback={<p className="ui-text ui-fs-sm ui-gray-600 bn-question-loading">Cargando la pregunta…</p>}>
      <QuestionFormLoaded {...props} />
    </Suspense>
  );
}
