import { todayInChile, toIsoDate } from '@shared/age';
import { formatIsoDateEsCl } from '@shared/benefits';
import type { BenefitClaim } from '@shared/claims';
import { ApiError } from '../../../lib/api-client';

/** Today in Chile as a date input's value: the day a person most often tells. */
export const todayIso = (): string => toIsoDate(todayInChile());

/** Where a claim stands, in one sentence. */
export const claimStatusText = (claim: BenefitClaim): string => {
  if (claim.status === 'approved') return `Te lo aprobaron el ${formatIsoDateEsCl(claim.decidedOn ?? claim.appliedOn)}.`;
  if (claim.status === 'rejected') return `Te lo rechazaron el ${formatIsoDateEsCl(claim.decidedOn ?? claim.appliedOn)}.`;
  return `Postulaste el ${formatIsoDateEsCl(claim.appliedOn)}. Debería haber respuesta cerca del ${formatIsoDateEsCl(claim.decisionDueOn)}.`;
};

/** A failed save's message for one field (shown next to it), and the rest for the form. */
export const fieldErrorOf = (error: unknown, field: string): string | undefined => (error instanceof ApiError ? error.fields[field] : undefined);
export const formErrorOf = (error: unknown, fields: readonly string[], fallback: string): string | undefined => {
  if (!error) return undefined;
  if (error instanceof ApiError && fields.some((field) => error.fields[field])) return undefined;
  return error instanceof ApiError && error.code !== 'network' && error.code !== 'internal' ? error.message : fallback;
};
