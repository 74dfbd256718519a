import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { firstAccountIsAdmin, type Config } from '../../config';
import type { Db } from '../../db/client';
import { userRoles, verification } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { invalidateUserAuth } from '../../lib/session-cache';

/** The `verification` rows holding setup tokens (only their SHA-256; the token itself is only in the log). */
const SETUP_IDENTIFIER = 'leadscout-admin-setup';
const SETUP_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest();

async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .limit(1);
  return Boolean(row);
}

/**
 * At start, on a public instance with no admin and no ADMIN_EMAIL: a new one-time setup token, for the operator to
 * read in the log and enter on /setup-admin (decision 099). Each instance that starts prints its own; the first one
 * used makes the admin and voids them all. Null when the instance needs none.
 */
export async function issueAdminSetupToken(
  db: Db,
  config: Pick<Config, 'DATABASE_URL' | 'APP_URL' | 'ADMIN_EMAIL'>,
): Promise<string | null> {
  if (firstAccountIsAdmin(config) || config.ADMIN_EMAIL || (await hasAdmin(db))) return null;
  const token = randomBytes(18).toString('base64url');
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: SETUP_IDENTIFIER,
    value: digest(token).toString('hex'),
    expiresAt: new Date(Date.now() + SETUP_TTL_MS),
  });
  return token;
}

/** POST /api/account/admin-setup: the signed-in caller becomes the first admin with a valid setup token. */
export async function claimAdminSetup(db: Db, userId: string, token: string): Promise<void> {
  const given = digest(token);
  await db.transaction(async (tx) => {
    // The same lock as new accounts' roles (provision-new-user.ts): one first admin, whoever races.
    await tx.execute(sql`select pg_advisory_xact_lock(7461003)`);
    const [admin] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'))
      .limit(1);
    if (admin) throw new AppError('CONFLICT', 'This LeadScout already has an admin.');
    const rows = await tx
      .select({ value: verification.value })
      .from(verification)
      .where(and(eq(verification.identifier, SETUP_IDENTIFIER), gt(verification.expiresAt, new Date())));
    const valid = rows.some((row) => {
      const stored = Buffer.from(row.value, 'hex');
      return stored.length === given.length && timingSafeEqual(stored, given);
    });
    if (!valid)
      throw new AppError('FORBIDDEN', 'This setup token is not valid. Use the one in the server log.');
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values({ userId, role: 'admin' });
    await tx.delete(verification).where(eq(verification.identifier, SETUP_IDENTIFIER));
  });
  await invalidateUserAuth(db, userId);
}
