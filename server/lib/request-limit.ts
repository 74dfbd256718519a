import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimit } from '../db/schema';
import type { AppEnv } from './app-context';
import { AppError } from './app-error';

/** The caller's network address as the HTTP layer saw it (never a client-sent header); null when unknown. */
export type ClientIp = (c: Context) => string | undefined;

/**
 * The one place per-IP limits read the caller's address from. Today that is `createApp`'s `clientIp` (the
 * socket's address); a proxy-aware resolver replaces this body and every limit follows.
 */
export function clientAddress(c: Context, clientIp: ClientIp | undefined): string | null {
  return clientIp?.(c) ?? null;
}

export type LimitRule = { max: number; windowSeconds: number };

/**
 * Counts one hit on `key` in a fixed window, in the database so every instance shares it, and says whether the
 * hit is within `rule.max`. One upsert: parallel hits each see their own count. Keys live beside better-auth's
 * own limits in `rate_limit`, under a `leadscout:` prefix so they never meet.
 */
export async function hitLimit(db: Db, key: string, rule: LimitRule): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const id = `leadscout:${key}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id, key: id, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return row.count <= rule.max;
}

/**
 * Refuses a route past `rule` for one caller with 429 RATE_LIMITED. `keyOf` names the caller (an address, a
 * user id); null skips the limit (an unknown address cannot be told apart from others).
 */
export function limitRequests(
  db: Db,
  name: string,
  rule: LimitRule,
  keyOf: (c: Context<AppEnv>) => string | null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = keyOf(c);
    if (key !== null && !(await hitLimit(db, `${name}:${key}`, rule))) {
      throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
    await next();
  };
}
