import type { TErrorCode } from './errors';
import { z } from 'zod';

/** The free sample: at most this many leads, one sample per person (email or network address). */
export const SAMPLE_LEAD_LIMIT = 25;

export const MONTHLY_LEAD_NEEDS = ['0-100', '100-500', '500+'] as const;
export const USE_CASES = ['sales', 'marketing', 'research', 'other'] as const;
export const USE_CASE_LABELS: Record<(typeof USE_CASES)[number], string> = {
  sales: 'Sales prospecting',
  marketing: 'Marketing campaigns',
  research: 'Market research',
  other: 'Something else',
};

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST /api/sample-search — the /try-sample-search form (spec §3, §5: email, first name, niche, location required). */
export const ZSampleSearchRequest = z.object({
  email: z
    .string('Please enter a valid email address')
    .trim()
    .max(255, 'Email must be less than 255 characters')
    .pipe(z.email('Please enter a valid email address')),
  firstName: z
    .string('First name is required')
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name must be less than 100 characters'),
  phone: optionalText(40, 'Phone must be less than 40 characters'),
  companyName: optionalText(200, 'Company name must be less than 200 characters'),
  niche: z
    .string('Business type is required')
    .trim()
    .min(1, 'Business type is required')
    .max(120, 'Business type must be less than 120 characters'),
  location: z
    .string('Location is required')
    .trim()
    .min(1, 'Location is required')
    .max(200, 'Location must be less than 200 characters'),
  businessType: optionalText(120, 'Business type must be less than 120 characters'),
  monthlyLeadNeed: z.enum(MONTHLY_LEAD_NEEDS, 'Choose how many leads you need a month').optional(),
  useCase: z.enum(USE_CASES, 'Choose what the leads are for').optional(),
});
export type TSampleSearchRequest = z.input<typeof ZSampleSearchRequest>;

/** One sample lead: only what the sample list and spreadsheet show. */
export const ZSampleLead = z.object({
  businessName: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type TSampleLead = z.infer<typeof ZSampleLead>;

export const ZSampleSearchResponse = z.object({
  searchId: z.uuid(),
  businesses: z.array(ZSampleLead),
  /** Whether the spreadsheet went out by mail (false when mail is not configured or failed). */
  emailed: z.boolean(),
});
export type TSampleSearchResponse = z.infer<typeof ZSampleSearchResponse>;

/** The error code (429) of a repeat sample; its message contains "rate limit" (spec §8). */
export const SAMPLE_RATE_LIMITED = 'SAMPLE_RATE_LIMITED' satisfies TErrorCode;

/** POST /api/sample-search/:id/upgraded — after the lifetime-deal checkout returns. */
export const ZMarkSampleUpgradedRequest = z.object({ sessionId: z.string().trim().min(1).max(255) });

/** POST /api/sample-checkout — the sample lifetime deal (create-sample-checkout). */
export const ZSampleCheckoutRequest = z.object({ sampleSearchId: z.uuid('Sample search not found') });
export const ZCheckoutUrlResponse = z.object({ url: z.string().min(1) });

/** The sample-results offer (spec §1, §9): its own copy, separate from the landing page's pricing. */
export const SAMPLE_OFFER = {
  lifetimePriceUsd: 29.99,
  regularPriceUsd: 49,
  countdownSeconds: 600,
} as const;

/** Where /try-sample-search leaves the results for /sample-results (spec §4). */
export const SAMPLE_RESULTS_STORAGE_KEY = 'sample_results';
export const SAMPLE_RESULTS_BACKUP_KEY = 'sample_results_backup';
