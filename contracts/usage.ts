import { z } from 'zod';

/** GET /api/usage */
export const ZUsageResponse = z.object({
  searchesThisMonth: z.number().int(),
  totalSearches: z.number().int(),
  exports: z.number().int(),
  monthlySearchLimit: z.number().int().nullable(),
  /** List-price cost of the Google requests this account's searches made (before Google's free monthly caps). */
  estimatedApiCostUsd: z.number(),
  billableRequests: z.number().int(),
  months: z.array(z.object({ month: z.string(), searches: z.number().int(), costUsd: z.number() })),
});
export type TUsageResponse = z.infer<typeof ZUsageResponse>;
