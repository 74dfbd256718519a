import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { problemType, type TErrorCode } from '@contracts/errors';
import { sqlStateOf } from '../db/sql-state';
import { AppError } from './app-error';
import { logger } from '../core/logger';

export type TErrorAnswer = {
  status: ContentfulStatusCode;
  code: TErrorCode;
  message: string;
  details?: Record<string, unknown>;
};

/** Routes whose callers are programs: they get RFC 9457 problem details (decision 113). */
const PROBLEM_PATHS = /^\/api\/(v1|mcp)(\/|$)/;

/**
 * One error answer for the whole API, never a stack trace: `{ code, message }` for the app's own routes, and
 * for the public API (`/api/v1`, `/api/mcp`) an `application/problem+json` body with `type`, `title`, `status`,
 * `detail` and the same `code`.
 */
export const errorHandler: ErrorHandler = (error, c) => {
  const answer = errorAnswer(error, { path: c.req.path, requestId: c.get('requestId') });
  if (PROBLEM_PATHS.test(c.req.path)) return problemResponse(c, answer);
  return c.json({ code: answer.code, message: answer.message, ...answer.details }, answer.status);
};

/** "SEARCH_LIMIT_REACHED" → "Search limit reached": one title per problem type. */
export const problemTitle = (code: TErrorCode) =>
  code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

function problemResponse(c: Context, { status, code, message, details }: TErrorAnswer) {
  const body = {
    type: problemType(code),
    title: problemTitle(code),
    status,
    detail: message,
    code,
    ...details,
  };
  c.header('Content-Type', 'application/problem+json');
  return c.body(JSON.stringify(body), status);
}

/**
 * What a caller is told of an error: an `AppError` as it is, known failures (a body that is not JSON, a value the
 * database cannot store, a conflict) as their 4xx, and anything else as a 500 "Something went wrong" with the
 * request's id, logged here with `where` — never the error's own text, which may hold SQL and its parameters.
 */
export function errorAnswer(error: unknown, where: { path: string; requestId?: string }): TErrorAnswer {
  if (error instanceof AppError)
    return { status: error.status, code: error.code, message: error.message, details: error.details };
  if (error instanceof HTTPException) {
    const status = error.status;
    const code: TErrorCode =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'BAD_REQUEST' : 'HTTP_ERROR';
    const message = status === 413 ? 'Request body is too large' : error.message || 'Bad request';
    return { status, code, message };
  }
  if (error instanceof SyntaxError)
    return { status: 400, code: 'BAD_REQUEST', message: 'Malformed request body' };
  const sqlState = sqlStateOf(error);
  // Class 22 is "data exception": a value PostgreSQL cannot store (a NUL byte, an out-of-range number).
  if (sqlState?.startsWith('22'))
    return { status: 400, code: 'VALIDATION_ERROR', message: 'Invalid value in request' };
  if (sqlState === '23505') return { status: 409, code: 'CONFLICT', message: 'That already exists' };
  // Class 40 is "transaction rollback": a deadlock or serialization failure with a concurrent request. Nothing was
  // saved; transactions are retried first (server/db/client.ts), so this is what is left after the retries.
  if (sqlState === '40P01' || sqlState === '40001')
    return {
      status: 409,
      code: 'CONFLICT',
      message: 'These records were being changed by another request at the same time. Please try again.',
    };
  if (sqlState === '23503') return { status: 404, code: 'NOT_FOUND', message: 'Not found' };
  logger.error('unhandled error', { ...where, error });
  const details = where.requestId ? { requestId: where.requestId } : undefined;
  return { status: 500, code: 'INTERNAL', message: 'Something went wrong', details };
}
