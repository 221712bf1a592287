import { formatClp, tramoOptions, type HouseholdProfile, type ProfileFact, type ProfileQuestion } from '@shared/benefits';

export { householdProfileOf } from '@shared/benefits';

export type AnswerValue = number | boolean;

export type ParsedAnswer = { readonly ok: true; readonly value: AnswerValue } | { readonly ok: false; readonly message: string };

const thousands = new Intl.NumberFormat('es-CL');

/** Reads what the user typed or chose for a question; bad input gets a Spanish message. */
export const parseAnswer = (question: ProfileQuestion, raw: string): ParsedAnswer => {
  const text = raw.trim();
  switch (question.kind) {
    case 'yesno':
      if (text === 'true' || text === 'false') return { ok: true, value: text === 'true' };
      return { ok: false, message: 'Elige Sí o No.' };
    case 'tramo': {
      const tramo = Number(text);
      return tramoOptions.some((option) => option.value === tramo) && text !== '' ? { ok: true, value: tramo } : { ok: false, message: 'Elige tu tramo.' };
    }
    case 'integer': {
      if (!text) return { ok: false, message: 'Escribe un número.' };
      if (!/^\d+$/.test(text)) return { ok: false, message: 'Escribe un número entero, sin puntos, letras ni decimales.' };
      const value = Number(text);
      const min = question.min ?? 0;
      const max = question.max ?? Number.MAX_SAFE_INTEGER;
      if (value < min || value > max) return { ok: false, message: `Escribe un número entre ${thousands.format(min)} y ${thousands.format(max)}.` };
      return { ok: true, value };
    }
    case 'money': {
      if (!text) return { ok: false, message: 'Escribe un monto en pesos.' };
      const digits = text.replace(/^\$\s*/, '').replace(/\.(?=\d{3}(\D|$))/g, '');
      if (!/^\d+$/.test(digits)) return { ok: false, message: 'Escribe el monto en pesos, solo con números; por ejemplo, 450.000.' };
      const value = Number(digits);
      if (!Number.isSafeInteger(value) || value > 1_000_000_000) return { ok: false, message: 'Revisa el monto: parece demasiado alto.' };
      return { ok: true, value };
    }
    case 'date':
      return { ok: false, message: 'Tu fecha de nacimiento no se puede cambiar aquí.' };
  }
};

/** An answer as the user reads it back. */
export const describeAnswer = (question: ProfileQuestion, value: AnswerValue | undefined): string => {
  if (value === undefined) return 'Sin responder';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (question.kind === 'tramo') return tramoOptions.find((option) => option.value === value)?.label ?? String(value);
  if (question.kind === 'money') return formatClp(value);
  return thousands.format(value);
};

/** What a form field starts with: the saved answer. */
export const initialInput = (question: ProfileQuestion, value: AnswerValue | undefined): string => {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return String(value);
  return question.kind === 'money' ? thousands.format(value) : String(value);
};

export const answerOf = (profile: HouseholdProfile, fact: ProfileFact): AnswerValue | undefined => profile[fact];
