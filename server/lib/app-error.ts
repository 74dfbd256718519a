import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type TErrorCode } from '@contracts/errors';

/** An error meant for the user: one code of the error table (`contracts/errors.ts`), which gives its status. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: TErrorCode,
    message: string,
    /** Extra fields of the JSON answer, e.g. `retryAfterSeconds` of a rate limit. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
