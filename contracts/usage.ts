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
   * PageSpeed Insights requests the team's key sent (answered by Google; decision 131). The API is free but has
   * a quota per Google Cloud project (25,000 a day by default), so the last 24 hours are shown beside the month.
   */
  pageSpeed: z.object({ thisMonth: z.number().int(), last24Hours: z.number().int() }),
  /**
   * This team's research questions this month (decision 145): what the model calls cost at the model's list
   * price (calls in flight counted at their reservation) and the monthly budget they stop at. Optional so an
   * older answer still parses.
   */
  research: z.object({ costDollars: z.number(), monthlyDollars: z.number() }).optional(),
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
