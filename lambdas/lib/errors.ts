import { errorMessages, type ErrorCode } from '../../shared/errors';

/**
 * A typed HTTP error. `expose` errors reach the client as `{ error: { code, message } }`;
 * anything else becomes a generic 500 and is logged.
 */
export class HttpError extends Error {
  readonly expose: boolean;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.expose = status < 500;
  }
}

export const badRequest = (code: ErrorCode = 'bad-request', fields?: Record<string, string>) =>
  new HttpError(400, code, errorMessages[code], fields);
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = (code: ErrorCode = 'not-found') => new HttpError(404, code);
