import { OpenAPIHono } from '@hono/zod-openapi';
import { z, type ZodType } from 'zod';
import { ZProblem } from '@contracts/api-v1';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { firstIssueMessage, unstorableTextError } from '../../lib/validate';

/**
 * A router of the public API (decision 113): its requests are checked by the same rules and messages as the
 * app's own (`lib/validate.ts`): a bad path id is "not found", any other bad input a 400 problem, never a 500.
 */
export const v1Router = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        if (result.target === 'param') throw new AppError('NOT_FOUND', 'Not found');
        throw new AppError('VALIDATION_ERROR', firstIssueMessage(result.error.issues));
      }
      const unstorable = unstorableTextError(result.data, 'Request');
      if (unstorable) throw unstorable;
    },
  });

const PROBLEM_TEXT = {
  400: 'The request is not valid',
  401: 'No valid API token',
  402: 'The team has no plan that allows this',
  403: "The token's scope or its creator's role does not allow this",
  404: 'Not found, or not the team’s',
  409: 'A conflict with the current state',
  429: 'Too many requests (see RateLimit-* and Retry-After) or a plan limit reached',
  503: 'A provider this needs is not set up on this server',
} as const;

/** The problem answers a route documents; 401 and 429 apply to every authenticated route. */
export function problems(...statuses: (keyof typeof PROBLEM_TEXT)[]) {
  const all = [...new Set([...statuses, 401, 429] as const)];
  return Object.fromEntries(
    all.map((status) => [
      status,
      { description: PROBLEM_TEXT[status], content: { 'application/problem+json': { schema: ZProblem } } },
    ]),
  ) as Record<
    keyof typeof PROBLEM_TEXT,
    { description: string; content: { 'application/problem+json': { schema: typeof ZProblem } } }
  >;
}

export const jsonContent = <T extends ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** Cursors are opaque to callers: base64url JSON of where the page ended. */
export const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeCursor<T extends ZodType>(
  cursor: string | undefined,
  schema: T,
): z.output<T> | undefined {
  if (cursor === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: refused below
  }
  throw new AppError(
    'VALIDATION_ERROR',
    'cursor is not valid: give back a nextCursor exactly as it was answered, or none to start over',
  );
}
