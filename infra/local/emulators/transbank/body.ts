import { errors, type MallCommerce } from './constants';
import type { Store } from './store';

/** What a route answers: JSON, or nothing at all (the "timeout" behaviour). */
export type ApiResult = { status: number; body?: unknown } | { withhold: true };

export interface ApiContext {
  store: Store;
  malls: Record<string, MallCommerce>;
  /** The emulator's own URL, for `url_webpay`. */
  baseUrl: string;
  now: () => Date;
  /** How long after an authorization a refund of the full amount is a reversal (Webpay: 3 hours). */
  reversalWindowMs: number;
  /** How long the card form waits before it returns with a timeout. */
  formTimeoutMs: number;
  /** How long after the return `finish` is accepted. */
  finishWindowMs: number;
}

export const fail = (status: number, message: string): ApiResult => ({ status, body: { error_message: message } });

/** A JSON body read field by field: the first missing or invalid field is the error, as Transbank does. */
export class Body {
  constructor(private readonly value: Record<string, unknown>) {}

  text(field: string, maxLength: number): string {
    const raw = this.value[field];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) throw new ApiError(422, errors.required(field));
    if (typeof raw !== 'string' || raw.length > maxLength) throw new ApiError(422, errors.invalid(field));
    return raw;
  }

  /** A positive whole amount of pesos. */
  amount(field: string): number {
    const raw = this.value[field];
    if (raw === undefined || raw === null) throw new ApiError(422, errors.required(field));
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw <= 0) throw new ApiError(422, errors.invalid(field));
    return raw;
  }

  list(field: string): Body[] {
    const raw = this.value[field];
    if (raw === undefined || raw === null) throw new ApiError(422, errors.required(field));
    if (!Array.isArray(raw) || raw.length === 0) throw new ApiError(422, errors.invalid(field));
    return raw.map((item: unknown) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new ApiError(422, errors.invalid(field));
      return new Body(item as Record<string, unknown>);
    });
  }

  /** Transbank reads anything but a number as 0 ("sin cuotas"). */
  installments(field: string): number {
    const raw = this.value[field];
    return typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? raw : 0;
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const parseBody = (raw: string): Body => {
  if (raw.trim() === '') return new Body({});
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError(400, errors.invalidJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ApiError(400, errors.invalidJson);
  return new Body(value as Record<string, unknown>);
};


export interface Call {
  context: ApiContext;
  mallCode: string;
  mall: MallCommerce;
}
