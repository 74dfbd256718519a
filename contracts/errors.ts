import { z } from 'zod';

/** Every API error body: a stable machine code and a message meant for the user. */
export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
});
export type TApiError = z.infer<typeof ZApiError>;
