import { formatClp } from '@shared/benefits';

/** The texts of the dashboard's total, "ya lo recibo" and the next question. */
export const benefitsCopy = {
  totalLead: 'Podrías estar dejando de recibir hasta',
  totalTail: 'al año',
  totalHeading: 'Dinero que podrías estar dejando de recibir',
  totalExplained: 'Es la suma de un año de los beneficios que probablemente te corresponden y que aún no recibes.',
  totalNone: 'Todavía no sumamos dinero: responde las preguntas para saber qué beneficios te corresponden.',
  upperBoundNote: 'Algunos montos son el máximo posible: lo que recibas puede ser menor.',
  breakdownToggle: 'Ver el detalle',
  breakdownHide: 'Ocultar el detalle',
  withoutAmountHeading: 'Y además, sin un monto fijo en pesos:',
  received: 'Ya lo recibo',
  receivedNote: 'Marcaste que ya lo recibes: no cuenta en tu total.',
  undoReceived: 'Deshacer',
  receivedFailed: 'No pudimos guardar el cambio. Intenta nuevamente.',
  nextHeading: 'Siguiente pregunta',
  nextPending: 'Buscando la pregunta que más decide',
  nextDone: 'Respondiste todo lo que necesitamos por ahora. Puedes cambiar tus respuestas más abajo.',
} as const;

/** "12 × $224.004": how a yearly line adds up. */
export const lineFormula = (perPayment: number, paymentsPerYear: number): string =>
  paymentsPerYear > 1 ? `${String(paymentsPerYear)} × ${formatClp(perPayment)}` : 'un pago';

/** "Con esta respuesta sabremos si te corresponden 3 beneficios." */
export const nextQuestionDecides = (count: number): string =>
  count === 1 ? 'Con tu respuesta sabremos si te corresponde 1 beneficio.' : `Con tu respuesta sabremos si te corresponden ${String(count)} beneficios.`;

/** "Con tu respuesta sabremos cuánto te corresponde de 1 beneficio." */
export const nextQuestionAmount = (count: number): string =>
  count === 1 ? 'Con tu respuesta sabremos cuánto recibirías de un beneficio que te corresponde.' : `Con tu respuesta sabremos cuánto recibirías de ${String(count)} beneficios que te corresponden.`;
