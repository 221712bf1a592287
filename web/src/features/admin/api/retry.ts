import { ApiError } from '../../../lib/api-client';

/** Once more after a network or server failure; never after a 4xx (not found, forbidden, bad input), which would answer the same. */
export const retryServerErrors = (failureCount: number, error: Error): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
