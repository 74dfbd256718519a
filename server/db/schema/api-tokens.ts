import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdBy, ownerTeamId } from './owned';

/**
 * A team's API tokens for `/api/v1` and `/api/mcp` (issue 24, decision 113). Only the token's SHA-256 is kept; the
 * token itself is shown once. A token acts with its creator's current role in the team, resolved per request.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    name: text('name').notNull(),
    /** sha256 of the whole token, base64url. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token ("ls_AbCd1234"), so a person can tell their tokens apart. */
    prefix: text('prefix').notNull(),
    /** `read` and/or `write`. */
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_team_idx').on(t.teamId)],
);
