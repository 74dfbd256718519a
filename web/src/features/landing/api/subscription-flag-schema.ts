import { z } from 'zod';

/** The one field of GET /api/billing/subscription the landing page reads. */
export const ZSubscribedFlag = z.object({ subscribed: z.boolean() });
