import { messages, type ErrorCode, type MessageKey } from '../../shared/messages';

/**
 * A typed HTTP error. `expose` errors reach the client as `{ error: { code, message } }`, the
 * message being the catalogue's text for the code (or for a more precise entry); anything else
 * becomes a generic 500 and is logged.
 */
export class HttpError extends Error {
  readonly expose: boolean;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    messageKey: MessageKey = code,
    readonly fields?: Record<string, string>,
  ) {
    super(messages[messageKey]);
    this.name = 'HttpError';
    this.expose = status < 500;
  }
}

export const badRequest = (code: ErrorCode = 'bad-request', fields?: Record<string, string>) => new HttpError(400, code, code, fields);
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = (code: ErrorCode = 'not-found') => new HttpError(404, code);
