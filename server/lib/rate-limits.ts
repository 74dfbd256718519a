import { createMiddleware } from 'hono/factory';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { AppEnv } from './app-context';
import { AppError } from './app-error';
import { addressLimitKey } from './client-address';

/**
 * A limit of `points` requests per `durationSeconds`, counted in the database for every instance alike. With
 * `blockInMemory`, a key that used up its points is refused from this process's memory until its window ends,
 * without asking the database again (rate-limiter-flexible's `inMemoryBlockOnConsumed`).
 */
export type RateLimit = {
  name: string;
  points: number;
  durationSeconds: number;
  message: string;
  blockInMemory?: boolean;
};

const limiters = new WeakMap<Db, Map<string, RateLimiterDrizzle>>();

function limiterFor(db: Db, limit: RateLimit): RateLimiterDrizzle {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let limiter = byName.get(limit.name);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: limit.name,
      points: limit.points,
      duration: limit.durationSeconds,
      inMemoryBlockOnConsumed: limit.blockInMemory ? limit.points : undefined,
    });
    byName.set(limit.name, limiter);
  }
  return limiter;
}

/**
 * Counts one request (or `points`) against `key` (one atomic upsert); past the limit throws 429 `RATE_LIMITED` with the limit's
 * message and `retryAfterSeconds`.
 */
export async function consumeRateLimit(db: Db, limit: RateLimit, key: string, points = 1): Promise<void> {
  try {
    await limiterFor(db, limit).consume(key, points);
  } catch (refused) {
    if (!(refused instanceof RateLimiterRes)) throw refused;
    const retryAfterSeconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
    throw new AppError('RATE_LIMITED', limit.message, { retryAfterSeconds });
  }
}

/** Counts one failure against `key`; true when this one used up the limit (or it was already used up). */
export async function countFailure(db: Db, limit: RateLimit, key: string): Promise<boolean> {
  try {
    return (await limiterFor(db, limit).consume(key)).remainingPoints <= 0;
  } catch (refused) {
    if (refused instanceof RateLimiterRes) return true;
    throw refused;
  }
}

/** Gives back the point of one request of `key` counted before it was known to be good. */
export async function refundRateLimit(db: Db, limit: RateLimit, key: string): Promise<void> {
  await limiterFor(db, limit).reward(key);
}

/** Forgets `key`'s count (a success after some failures). */
export async function clearFailures(db: Db, limit: RateLimit, key: string): Promise<void> {
  await limiterFor(db, limit).delete(key);
}

/**
 * Route middleware: the limit per client address (IPv6 per /64), the address resolved once per request
 * (lib/client-address.ts). Place it after validation, so malformed requests do not use up a person's allowance.
 */
export const limitPerAddress = (db: Db, limit: RateLimit) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const address = c.get('clientIp');
    if (address) await consumeRateLimit(db, limit, addressLimitKey(address));
    await next();
  });

/** Route middleware: `limit` per signed-in person (the session's user id). */
export const limitPerUser = (db: Db, limit: RateLimit) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await consumeRateLimit(db, limit, c.get('user').id);
    await next();
  });
