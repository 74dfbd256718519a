import { z } from 'zod';

/**
 * The one table of API error codes (decision 061): each code's HTTP status. The server throws only these
 * (`AppError`), the web maps these codes, never message text, and the public API answers RFC 9457 problem
 * details whose `type` is `problemType(code)`.
 */
export const ERROR_STATUS = {
  // request
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  PAYLOAD_TOO_LARGE: 413,
  INVALID_SIGNATURE: 400,
  // who may do it
  UNAUTHORIZED: 401,
  /** Signed in, but the two-step screen is not passed yet (only the two-step routes answer). */
  SECOND_STEP_PENDING: 401,
  /** A sensitive action past the step-up window: confirm a code or passkey, then retry. */
  SECOND_STEP_REQUIRED: 403,
  /** An action that outlives the session, from an account without a factor: confirm the password, then retry. */
  PASSWORD_REQUIRED: 403,
  /** The password entered to confirm an action is wrong. */
  INVALID_PASSWORD: 400,
  /** Too many wrong codes or passwords from one session: the server signed it out. */
  SECOND_STEP_TRIES_USED_UP: 401,
  FORBIDDEN: 403,
  SELF_CHANGE_FORBIDDEN: 403,
  SYSTEM_TEMPLATE: 403,
  // what is there
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A colleague marked the lead contacted in the last 30 days; resend with `confirmed: true` to go on. */
  CONTACTED_BY_COLLEAGUE: 409,
  /** The assignee is not a member of the lead's team. */
  NOT_A_TEAM_MEMBER: 400,
  // plan, limits and money
  SUBSCRIPTION_REQUIRED: 402,
  BETA_COMPLETE: 402,
  SEARCH_LIMIT_REACHED: 429,
  EXPORT_LIMIT_REACHED: 429,
  RATE_LIMITED: 429,
  SAMPLE_RATE_LIMITED: 429,
  SAMPLE_DAILY_LIMIT_REACHED: 429,
  TOO_MANY_STREAMS: 429,
  ALREADY_SUBSCRIBED: 409,
  PAYMENT_NOT_CONFIRMED: 409,
  NO_BILLING_ACCOUNT: 404,
  BILLING_DISABLED: 503,
  // search and sample
  API_KEY_REQUIRED: 400,
  BETA_KEY_MISSING: 503,
  MAXIMUM_LIMIT_REACHED: 400,
  NO_MORE_RESULTS: 400,
  LOCATION_NOT_FOUND: 400,
  NO_RESULTS: 404,
  SAMPLE_UNAVAILABLE: 503,
  SEARCH_FAILED: 502,
  /** A sweep's area holds more places, or needs more requests to count, than one sweep may take. */
  SWEEP_TOO_LARGE: 400,
  // research questions
  /** This server has no AI provider configured (LLM_BASE_URL), so no research question can be asked. */
  RESEARCH_UNAVAILABLE: 503,
  /** The team's monthly research budget (RESEARCH_MONTHLY_DOLLARS) is spent. */
  RESEARCH_BUDGET_REACHED: 429,
  // exports and outreach
  NO_BUSINESSES_TO_EXPORT: 400,
  EXPORT_TOO_LARGE: 400,
  GENERATION_FAILED: 502,
  // shared audit reports
  /** This server has no Chromium to print the report with (CHROMIUM_PATH), or it failed to start. */
  PDF_UNAVAILABLE: 503,
  // CRM push
  /** The CRM refused the token (wrong, revoked or missing a scope); the CRM's message says which. */
  CRM_TOKEN_REJECTED: 400,
  // mailboxes
  /** A mailbox's SMTP or IMAP server could not be used (not allowed, TLS, sign-in, timeout); the message says which. */
  MAILBOX_CONNECTION_FAILED: 400,
  // the server and its vendors
  UPSTREAM_ERROR: 502,
  /** Any other refusal of the HTTP layer; answered with that layer's own status. */
  HTTP_ERROR: 400,
  INTERNAL: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as TErrorCode[];

/**
 * The RFC 9457 problem `type` of a code: a path relative to the API's own origin (each instance documents its
 * problems itself), e.g. `/problems/search-limit-reached`.
 */
export function problemType(code: TErrorCode): string {
  return `/problems/${code.toLowerCase().replaceAll('_', '-')}`;
}

/**
 * Every API error body: a stable machine code and a message meant for the user. `code` stays a string here:
 * the auth routes answer better-auth's own codes too.
 */
export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
});
export type TApiError = z.infer<typeof ZApiError>;
