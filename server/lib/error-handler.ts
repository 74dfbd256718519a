import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { TErrorCode } from '@contracts/errors';
import { AppError } from './app-error';
import { logger } from './logger';

/** One JSON error shape for the whole API: `{ code, message }`, never a stack trace. */
export const errorHandler: ErrorHandler = (error, c) => {
  if (error instanceof AppError) {
    return c.json({ code: error.code, message: error.message, ...error.details }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code: TErrorCode =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'BAD_REQUEST' : 'HTTP_ERROR';
    const message = status === 413 ? 'Request body is too large' : error.message || 'Bad request';
    return c.json({ code, message }, status);
  }
  if (error instanceof SyntaxError)
    return c.json({ code: 'BAD_REQUEST', message: 'Malformed request body' }, 400);
  const sqlState = sqlStateOf(error);
  // Class 22 is "data exception": a value PostgreSQL cannot store (a NUL byte, an out-of-range number).
  if (sqlState?.startsWith('22'))
    return c.json({ code: 'VALIDATION_ERROR', message: 'Invalid value in request' }, 400);
  if (sqlState === '23505') return c.json({ code: 'CONFLICT', message: 'That already exists' }, 409);
  // Class 40 is "transaction rollback": a deadlock or serialization failure with a concurrent request. Nothing was
  // saved; transactions are retried first (server/db/client.ts), so this is what is left after the retries.
  if (sqlState === '40P01' || sqlState === '40001')
    return c.json(
      {
        code: 'CONFLICT',
        message: 'These records were being changed by another request at the same time. Please try again.',
      },
      409,
    );
  if (sqlState === '23503') return c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  logger.error('unhandled error', { path: c.req.path, error });
  return c.json({ code: 'INTERNAL', message: 'Something went wrong' }, 500);
};

/** The PostgreSQL SQLSTATE of an error or of one of its causes (drivers and the ORM wrap them). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
