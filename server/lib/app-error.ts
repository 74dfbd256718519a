import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UPSTREAM_ERROR: 502,
  INTERNAL: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof STATUS;

/**
 * An error meant for the user. `code` is stable for clients; feature code may use its own
 * (e.g. SEARCH_LIMIT_REACHED) with an explicit status.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: AppErrorCode | (string & {}),
    message: string,
    status?: ContentfulStatusCode,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = status ?? STATUS[code as AppErrorCode] ?? 400;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
