import { z } from 'zod';

/**
 * API tokens (issue 24, decision 113): a team's bearer tokens for `/api/v1` and `/api/mcp`. A token acts with its
 * creator's current role in the team; `read` lets it read, `write` lets it change (searches, notes, lists), `send`
 * lets it launch or resume a campaign, which sends mail from the team's mailboxes (decision 113 addendum).
 */
export const API_TOKEN_SCOPES = ['read', 'write', 'send'] as const;
export const ZApiTokenScope = z.enum(API_TOKEN_SCOPES);
export type TApiTokenScope = z.infer<typeof ZApiTokenScope>;

/** Every token starts with this, so a leaked one is easy to spot (and to search for in code). */
export const API_TOKEN_PREFIX = 'ls_';

export const ZCreateApiTokenRequest = z.object({
  name: z.string().trim().min(1, 'Give the token a name').max(100, 'Name must be 100 characters or less'),
  scopes: z
    .array(ZApiTokenScope)
    .min(1, 'Choose at least one scope')
    .max(API_TOKEN_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type TCreateApiTokenRequest = z.input<typeof ZCreateApiTokenRequest>;

/** What anyone may see of a token: never the token itself. */
export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters, e.g. "ls_AbCd1234". */
  prefix: z.string(),
  scopes: z.array(ZApiTokenScope),
  createdAt: z.string(),
  /** Updated at most once a minute. */
  lastUsedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

export const ZApiTokenList = z.object({ tokens: z.array(ZApiToken) });
export type TApiTokenList = z.infer<typeof ZApiTokenList>;

/** POST /api/api-tokens: the only time the token is shown. */
export const ZCreatedApiToken = z.object({ token: z.string(), apiToken: ZApiToken });
export type TCreatedApiToken = z.infer<typeof ZCreatedApiToken>;
