import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from './app-error';
import { logger } from './logger';

/** One JSON error shape for the whole API: `{ code, message }`, never a stack trace. */
export const errorHandler: ErrorHandler = (error, c) => {
  if (error instanceof AppError) {
    return c.json({ code: error.code, message: error.message, ...error.details }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'BAD_REQUEST' : 'HTTP_ERROR';
    const message = status === 413 ? 'Request body is too large' : error.message || 'Bad request';
    return c.json({ code, message }, status);
  }
  if (error instanceof SyntaxError) return c.json({ code: 'BAD_REQUEST', message: 'Malformed request body' }, 400);
  logger.error('unhandled error', { path: c.req.path, error });
  return c.json({ code: 'INTERNAL', message: 'Something went wrong' }, 500);
};
