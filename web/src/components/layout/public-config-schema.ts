import { z } from 'zod';

/** GET /api/public/config */
export const ZPublicConfig = z.object({ notice: z.string().nullable() });
