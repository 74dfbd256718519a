import { z } from 'zod';

/**
 * The team's suppression list and the one-click unsubscribe (issue 35 §5, decision 134): addresses no message of
 * the team goes to. Every address is kept trimmed and lower-case, so `Ana@X.test` and `ana@x.test` are one entry.
 */

export const SUPPRESSION_REASONS = [
  'unsubscribed',
  'hard_bounce',
  'manual',
  'imported',
  'complaint',
] as const;
export const ZSuppressionReason = z.enum(SUPPRESSION_REASONS);
export type TSuppressionReason = z.infer<typeof ZSuppressionReason>;

export const SUPPRESSION_REASON_LABELS: Record<TSuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  hard_bounce: 'Hard bounce',
  manual: 'Manual',
  imported: 'Imported',
  complaint: 'Complaint',
};

/** The longest address SMTP carries (RFC 5321's 254-octet path). */
export const MAX_EMAIL_LENGTH = 254;

/** An address as the list keeps it: trimmed, lower-case, a valid address. */
export const ZSuppressionEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'));

export const ZSuppression = z.object({
  id: z.string(),
  email: z.string(),
  reason: ZSuppressionReason,
  source: z.string(),
  createdAt: z.string(),
});
export type TSuppression = z.infer<typeof ZSuppression>;

export const SUPPRESSIONS_PAGE_SIZE = 50;

/** GET /api/suppressions?q=&page= — newest first; `q` matches part of the address. */
export const ZSuppressionsQuery = z.object({
  q: z.string().trim().max(MAX_EMAIL_LENGTH, 'Search is too long').optional(),
  page: z.coerce
    .number()
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000)
    .default(1),
});
export type TSuppressionsQuery = z.infer<typeof ZSuppressionsQuery>;

export const ZSuppressionsPage = z.object({
  items: z.array(ZSuppression),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TSuppressionsPage = z.infer<typeof ZSuppressionsPage>;

/** POST /api/suppressions — one address by hand (reason `manual`); an address already listed stays as it was. */
export const ZAddSuppressionRequest = z.object({ email: ZSuppressionEmail });
export type TAddSuppressionRequest = z.infer<typeof ZAddSuppressionRequest>;
export const ZAddSuppressionResponse = z.object({ suppression: ZSuppression, added: z.boolean() });

/** What a CSV import may hold: the file's text (UTF-8) up to this size, and this many data rows. */
export const MAX_IMPORT_BYTES = 512 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

/** POST /api/suppressions/import — a CSV with a header row naming an `email` column; other columns are ignored. */
export const ZImportSuppressionsRequest = z.object({
  fileName: z.string().trim().max(200, 'File name is too long').default(''),
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_BYTES, `The file must be at most ${MAX_IMPORT_BYTES / 1024} KB`),
});
export type TImportSuppressionsRequest = z.infer<typeof ZImportSuppressionsRequest>;

/** How many rows were added, already listed (or repeated in the file), or not an address (the first few shown). */
export const ZImportSuppressionsResponse = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
  invalidRows: z.array(z.object({ line: z.number().int(), value: z.string() })),
});
export type TImportSuppressionsResponse = z.infer<typeof ZImportSuppressionsResponse>;
