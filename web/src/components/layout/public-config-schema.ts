import { z } from 'zod';

/** GET /api/public/config */
export const ZPublicConfig = z.object({
  notice: z.string().nullable(),
  /** "Continue with Google" is offered (GOOGLE_OAUTH_* set). */
  googleSignIn: z.boolean().default(false),
});
