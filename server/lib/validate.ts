import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { AppError } from './app-error';

/** zod's generic messages do not say which field; our own schema messages already do. */
const GENERIC = /^(Invalid input|Too small|Too big|Unrecognized key|Invalid option)/;

export function firstIssueMessage(issues: { message: string; path: PropertyKey[] }[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  return field && GENERIC.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
}

/** zod validation for a request part; a failure is a 400 `{ code: 'VALIDATION_ERROR', message }` with the first issue. */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw new AppError('VALIDATION_ERROR', firstIssueMessage(result.error.issues));
  });

/** A `:id` path parameter that must be a UUID; anything else cannot name a row, so it is "not found". */
export const validateIdParam = (what: string) =>
  zValidator('param', z.object({ id: z.uuid() }), (result) => {
    if (!result.success) throw new AppError('NOT_FOUND', `${what} not found`);
  });
