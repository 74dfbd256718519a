import { z } from 'zod';

/** GET /api/public/stats — numbers the public pages show; founder seats come from subscriptions.is_founder. */
export const ZPublicStats = z.object({
  founderSeatsTotal: z.number().int().min(0),
  founderSeatsClaimed: z.number().int().min(0),
  founderSeatsLeft: z.number().int().min(0),
});
export type TPublicStats = z.infer<typeof ZPublicStats>;
