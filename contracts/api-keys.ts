import { z } from 'zod';

/** What the browser may see of a stored key: never the key itself. */
export const ZMaskedKey = z.object({
  configured: z.boolean(),
  /** "••••••••abcd" (last 4 characters), or null when no key is stored. */
  masked: z.string().nullable(),
  isValid: z.boolean().nullable(),
  lastValidatedAt: z.string().nullable(),
});
export type TMaskedKey = z.infer<typeof ZMaskedKey>;

export const ZSaveKeyRequest = z.object({
  apiKey: z.string().trim().min(1, 'API key is required').max(200, 'API key is too long'),
});

/** POST /api/api-keys/google/test */
export const ZTestKeyResponse = z.object({
  isValid: z.boolean(),
  title: z.string().nullable(),
  message: z.string().nullable(),
  key: ZMaskedKey,
});
export type TTestKeyResponse = z.infer<typeof ZTestKeyResponse>;

export const maskKey = (last4: string) => `••••••••${last4}`;
