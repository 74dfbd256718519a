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
  /**
   * The monthly counts are the subscription's, across every team its payer pays for (decision 110); this team's
   * share and the subscription's total are shown side by side. Optional so an older answer still parses.
   */
  quota: z
    .object({
      payerName: z.string(),
      payerIsYou: z.boolean(),
      teamsCovered: z.number().int(),
      seats: z.number().int(),
      exportLimit: z.number().int().nullable(),
      team: z.object({ searches: z.number().int(), exports: z.number().int() }),
      subscription: z.object({ searches: z.number().int(), exports: z.number().int() }),
    })
    .optional(),
});
export type TUsageResponse = z.infer<typeof ZUsageResponse>;
