import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { TApiTokenScope } from '@contracts/api-tokens';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { apiTokens } from '../db/schema';
import type { AppEnv } from './app-context';
import { AppError } from './app-error';
import { addressLimitKey } from './client-address';
import { logger } from '../core/logger';
import { consumeRateLimit, refundRateLimit, type RateLimit } from './rate-limits';
import { cachedApiToken, getApiToken, getTeamRole, type ApiTokenState } from './session-cache';

/** Tokens are secrets: only this hash is stored and compared (decision 113). */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]{1,200})[ \t]*$/i;
const LAST_USED_EVERY_MS = 60_000;
const WINDOW_SECONDS = 60;

/**
 * Bearer values that name no live token, per client address (decision 080's address, counted in the database):
 * each costs a lookup, so past the limit an address gets no lookup at all until the window ends.
 */
const UNKNOWN_API_TOKENS: RateLimit = {
  name: 'api-token-unknown',
  points: 60,
  durationSeconds: 600,
  message: 'Too many requests with API tokens that are not valid from this address. Try again later.',
  blockInMemory: true,
};

/** Writes `last_used_at` at most once a minute per token and instance, after the answer, never in its way. */
function lastUsedToucher(db: Db) {
  const touched = new Map<string, number>();
  return (tokenId: string) => {
    const now = Date.now();
    if ((touched.get(tokenId) ?? 0) > now - LAST_USED_EVERY_MS) return;
    if (touched.size >= 10_000) touched.clear();
    touched.set(tokenId, now);
    db.update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiTokens.id, tokenId))
      .then(undefined, (error: unknown) => logger.warn('api token last-used update failed', { error }));
  };
}

/**
 * The state both doors share on one database (`/api/v1` and `/api/mcp` each call requireApiToken): one request
 * count per token, whichever door it knocks on, and one last-used writer.
 */
type TokenDoors = { limit: number; limiter: RateLimiterMemory; touch: (tokenId: string) => void };
const doors = new WeakMap<Db, TokenDoors>();

function doorsOf(db: Db, limit: number): TokenDoors {
  let shared = doors.get(db);
  if (!shared || shared.limit !== limit) {
    shared = {
      limit,
      limiter: new RateLimiterMemory({ points: limit, duration: WINDOW_SECONDS }),
      touch: lastUsedToucher(db),
    };
    doors.set(db, shared);
  }
  return shared;
}

function retryLater(c: Context, refused: RateLimiterRes | AppError): number {
  const seconds =
    refused instanceof RateLimiterRes
      ? Math.max(1, Math.ceil(refused.msBeforeNext / 1000))
      : Number(refused.details?.retryAfterSeconds ?? 1);
  c.header('Retry-After', String(seconds));
  return seconds;
}

/**
 * The live token a bearer value names. A cached answer costs nothing; a lookup is first counted against the
 * client's address (`UNKNOWN_API_TOKENS`) and given back when the token is live, so only bad values use it up.
 */
async function lookUpToken(c: Context<AppEnv>, db: Db, tokenHash: string): Promise<ApiTokenState | null> {
  const cached = cachedApiToken(db, tokenHash);
  if (cached !== undefined) return cached;
  const address = c.get('clientIp');
  const key = address === undefined ? undefined : addressLimitKey(address);
  if (key !== undefined)
    await consumeRateLimit(db, UNKNOWN_API_TOKENS, key).catch((refused: unknown) => {
      if (refused instanceof AppError) retryLater(c, refused);
      throw refused;
    });
  const token = await getApiToken(db, tokenHash);
  if (token && key !== undefined) await refundRateLimit(db, UNKNOWN_API_TOKENS, key);
  return token;
}

/** The IETF draft's `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds), on every answer. */
function setRateLimitHeaders(c: Context, limit: number, res: RateLimiterRes) {
  c.header('RateLimit-Limit', String(limit));
  c.header('RateLimit-Remaining', String(Math.max(0, res.remainingPoints)));
  c.header('RateLimit-Reset', String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))));
}

function unauthorized(c: Context, message: string): AppError {
  c.header('WWW-Authenticate', 'Bearer realm="LeadScout API"');
  return new AppError('UNAUTHORIZED', message);
}

/**
 * Bearer authentication for the public API (decision 113): a live token of the team, acting with its creator's
 * role there now (from the membership cache every removal and role change clears on every instance), so a
 * creator who left the team makes the token answer 401 at the next request. Counts the token's requests in
 * memory per instance (`API_TOKEN_REQUESTS_PER_MINUTE`), once for both doors; bearer values that name no token
 * are limited per client address. Sets `user` (the creator), `team` and `apiToken`.
 */
export const requireApiToken = (db: Db, config: Pick<Config, 'API_TOKEN_REQUESTS_PER_MINUTE'>) => {
  const limit = config.API_TOKEN_REQUESTS_PER_MINUTE;
  return createMiddleware<AppEnv>(async (c, next) => {
    const { limiter, touch } = doorsOf(db, limit);
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    if (!match) throw unauthorized(c, 'Send an API token in the header "Authorization: Bearer <token>"');
    const token = await lookUpToken(c, db, hashApiToken(match[1]));
    if (!token) throw unauthorized(c, 'This API token is not valid or has been revoked');
    const role = await getTeamRole(db, token.teamId, token.creator.id);
    if (!role) throw unauthorized(c, 'The person who created this API token is no longer in its team');
    try {
      setRateLimitHeaders(c, limit, await limiter.consume(token.id));
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      setRateLimitHeaders(c, limit, refused);
      const retryAfterSeconds = retryLater(c, refused);
      throw new AppError('RATE_LIMITED', 'Too many requests with this API token', { retryAfterSeconds });
    }
    touch(token.id);
    c.set('user', token.creator);
    c.set('team', { id: token.teamId, role });
    c.set('apiToken', { id: token.id, scopes: token.scopes });
    await next();
  });
};

/** Refuses (403) a token without `scope`; its creator's role is checked by the operation's own permission. */
export function assertApiScope(scopes: TApiTokenScope[], scope: TApiTokenScope): void {
  if (!scopes.includes(scope))
    throw new AppError('FORBIDDEN', `This API token does not have the "${scope}" scope`);
}

/** Route middleware form of `assertApiScope`; use after requireApiToken. */
export const requireApiScope = (scope: TApiTokenScope) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertApiScope(c.get('apiToken').scopes, scope);
    await next();
  });
