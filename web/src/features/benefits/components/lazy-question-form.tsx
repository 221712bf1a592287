import { Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { QuestionFormProps } from './question-form';

// The form and its validation (react-hook-form, the zod resolver) load when a question is first shown:
// a card's question is behind "Ver detalles", the answers behind "Revisar mis respuestas".
const QuestionFormLoaded = lazy(() => import('./question-form').then((module) => ({ default: module.QuestionForm })));

/** `QuestionForm`, loaded on first use. */
export function LazyQuestionForm(props: QuestionFormProps) {
  return (
    <Suspense
      fallback={
        <Text fontSize="sm" color="gray.600" minH="10">
          Cargando la pregunta…
        </Text>
      }
    >
      <QuestionFormLoaded {...props} />
    </Suspense>
  );
}
