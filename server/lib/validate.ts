import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { AppError } from './app-error';

type TIssue = {
  code?: string;
  message: string;
  path: PropertyKey[];
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: unknown[];
  format?: string;
  options?: unknown[];
};

/** zod's own messages ("Invalid input: expected string, received number") name neither the field nor the rule. */
const GENERIC =
  /^(Invalid input|Too small|Too big|Unrecognized key|Invalid option|Invalid discriminator|Invalid UUID|Invalid ISO|Invalid string|Invalid (url|URL)|Invalid \w+$)/;

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  null: 'null',
};

const FORMAT: Record<string, string> = {
  uuid: 'a valid id',
  email: 'a valid email address',
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time (ISO 8601)',
  url: 'a valid URL',
};

const oneOf = (values: readonly unknown[]) =>
  values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');

/** A readable sentence for one of zod's generic issues, starting with the field it is about. */
function describeIssue(issue: TIssue, field: string): string {
  const subject = field || 'Request body';
  const bound = (n: number | bigint | undefined) => Number(n);
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined$/.test(issue.message)) return `${subject} is required`;
      if (!field && issue.expected === 'object') return 'Request body must be a JSON object';
      return `${subject} must be ${KIND[issue.expected ?? ''] ?? issue.expected}`;
    case 'invalid_value':
      return `${subject} must be one of: ${oneOf(issue.values ?? [])}`;
    case 'invalid_format':
      return `${subject} must be ${FORMAT[issue.format ?? ''] ?? `in ${issue.format} format`}`;
    case 'invalid_union':
      return issue.options?.length
        ? `${subject} must be one of: ${oneOf(issue.options)}`
        : `${subject} is not valid`;
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = bound(small ? issue.minimum : issue.maximum);
      if (issue.origin === 'string')
        return small && limit === 1
          ? `${subject} cannot be empty`
          : `${subject} must be ${small ? 'at least' : 'at most'} ${limit} characters`;
      if (issue.origin === 'array')
        return `${subject} must have ${small ? 'at least' : 'at most'} ${limit} ${limit === 1 ? 'item' : 'items'}`;
      if (Math.abs(limit) >= Number.MAX_SAFE_INTEGER) return `${subject} is out of range`;
      return `${subject} must be ${small ? 'at least' : 'at most'} ${limit}`;
    }
    case 'unrecognized_keys':
      return `${subject} has fields that are not allowed`;
    default:
      return `${subject} is not valid`;
  }
}

export function firstIssueMessage(issues: TIssue[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  return GENERIC.test(issue.message) ? describeIssue(issue, field) : issue.message;
}

/**
 * Text PostgreSQL cannot store (NUL, error 22021) or that is not Unicode (a lone surrogate such as the JSON
 * escape "\ud800"). Found before the schema runs, so no route hands such text to the database, a mailer or a
 * vendor.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key];
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The refusal of text PostgreSQL cannot store anywhere in `value`, naming its field (or `whole`); else null. */
export function unstorableTextError(value: unknown, whole: string): AppError | null {
  const bad = findUnstorableText(value);
  if (!bad) return null;
  return new AppError(
    'VALIDATION_ERROR',
    `${bad.join('.') || whole} contains characters that are not allowed (NUL or invalid Unicode)`,
  );
}

/**
 * Checks input that does not come through a route's validator (an MCP tool's arguments) as `validate()` does:
 * unstorable text first, then the schema; a failure is a `VALIDATION_ERROR` with the same readable message.
 */
export function parseInput<T extends ZodType>(schema: T, value: unknown, whole: string): z.output<T> {
  const unstorable = unstorableTextError(value, whole);
  if (unstorable) throw unstorable;
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('VALIDATION_ERROR', firstIssueMessage(result.error.issues));
  return result.data;
}

/** zod validation for a request part; a failure is a 400 `{ code: 'VALIDATION_ERROR', message }` with the first issue. */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) throw new AppError('VALIDATION_ERROR', firstIssueMessage(result.error.issues));
    },
    {
      validationFunction: async (s, value) => {
        const unstorable = unstorableTextError(value, target === 'json' ? 'Request body' : 'Request');
        if (unstorable) throw unstorable;
        // zod-validator types the result with zod's classic and v4-core types at once; the value is the same.
        return (await s.safeParseAsync(value)) as never;
      },
    },
  );

/** A `:id` path parameter that must be a UUID; anything else cannot name a row, so it is "not found". */
export const validateIdParam = (what: string) =>
  zValidator('param', z.object({ id: z.uuid() }), (result) => {
    if (!result.success) throw new AppError('NOT_FOUND', `${what} not found`);
  });

/** An opaque `:id` (better-auth's user ids are not UUIDs): 1–200 characters, no NUL or control characters. */
export const validateOpaqueIdParam = (what: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  zValidator('param', z.object({ id: z.string().regex(/^[^\u0000-\u001f\u007f]{1,200}$/) }), (result) => {
    if (!result.success) throw new AppError('NOT_FOUND', `${what} not found`);
  });
