import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TRole } from '@contracts/account';
import type { TApiTokenScope } from '@contracts/api-tokens';
import { parseTeamRole, type TTeamRole } from '@contracts/team-roles';
import type { Database, Db } from '../db/client';
import { apiTokens, team, teamMember, user as userTable, userRoles } from '../db/schema';
import type { SessionFactors, SessionUser } from './app-context';

/**
 * An in-process cache of sessions, roles and team memberships, so a signed-in read does not cost a session lookup and a role query
 * (decision 081). Not better-auth's signed cookie cache, which cannot revoke one session: every change that
 * ends or narrows access calls `invalidateSession` / `invalidateUserAuth`, which clear this instance's cache at
 * once and tell the other instances on PostgreSQL by NOTIFY on `AUTH_CHANGES_CHANNEL`; `invalidateTeams` does the
 * same for memberships (a removal, a role change, a team deleted: decision 101), `invalidateApiToken` for a revoked
 * API token (decision 113). The short TTL is only a
 * backstop for a lost notification; a session's own expiry is honoured too.
 */
export const AUTH_CHANGES_CHANNEL = 'leadscout_auth_changes';
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * What the cache reads a session through: better-auth's session lookup (`auth.api.getSession`, lib/auth/create-auth.ts), the
 * only part of the auth instance it needs.
 */
export type SessionReader = {
  api: {
    getSession(request: { headers: Headers }): Promise<{
      user: { id: string; email: string; name: string; twoFactorEnabled?: boolean | null };
      session: { token: string; createdAt: Date; expiresAt: Date; secondStepAt?: Date | null };
    } | null>;
  };
};

type SessionState = {
  user: SessionUser;
  factors: SessionFactors;
  /** The team the session chose (better-auth's active organization); its membership is checked per request. */
  activeTeamId: string | null;
};
type CachedSession = SessionState & { tokenHash: string };
type CachedMembership = { role: TTeamRole | null };
/** A live API token (decision 113): its team, its creator (whose role there is checked per request) and scopes. */
export type ApiTokenState = { id: string; teamId: string; creator: SessionUser; scopes: TApiTokenScope[] };
type Listener = () => void;

/** Session tokens are secrets: only their hash is kept beside the entry and sent between instances. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

class AuthCache {
  /** By the request's whole Cookie header: the same header always gives better-auth the same answer. */
  readonly sessions = new LRUCache<string, CachedSession>({ max: MAX_ENTRIES, ttl: TTL_MS });
  readonly roles = new LRUCache<string, TRole[]>({ max: MAX_ENTRIES, ttl: TTL_MS });
  /** By team and user: the member's role, or null for "not a member". */
  readonly memberships = new LRUCache<string, CachedMembership>({ max: MAX_ENTRIES, ttl: TTL_MS });
  /** By the token's hash: live tokens. */
  readonly apiTokens = new LRUCache<string, ApiTokenState>({ max: MAX_ENTRIES, ttl: TTL_MS });
  /**
   * The hashes of "no such live token". Apart from the live ones, so a flood of made-up bearer values only pushes
   * out other made-up values, never a live token (issue 30).
   */
  readonly unknownApiTokens = new LRUCache<string, true>({ max: MAX_ENTRIES, ttl: TTL_MS });
  /** A user's personal team never changes; kept without expiry. */
  readonly personalTeams = new LRUCache<string, string>({ max: MAX_ENTRIES });
  /** Told after every invalidation (live streams check their access again). */
  readonly listeners = new Set<Listener>();
  /** Bumped by every invalidation; a lookup that began before one does not store its (maybe stale) answer. */
  generation = 0;

  forgetSession(tokenHash: string) {
    this.generation++;
    for (const [key, entry] of [...this.sessions])
      if (entry.tokenHash === tokenHash) this.sessions.delete(key);
  }

  forgetUser(userId: string) {
    this.generation++;
    this.roles.delete(userId);
    this.personalTeams.delete(userId);
    for (const [key, entry] of [...this.sessions]) if (entry.user.id === userId) this.sessions.delete(key);
    for (const key of [...this.memberships.keys()])
      if (key.endsWith(`\n${userId}`)) this.memberships.delete(key);
    for (const [key, token] of [...this.apiTokens])
      if (token.creator.id === userId) this.apiTokens.delete(key);
  }

  forgetApiToken(tokenHash: string) {
    this.generation++;
    this.apiTokens.delete(tokenHash);
    this.unknownApiTokens.delete(tokenHash);
  }

  forgetMemberships() {
    this.generation++;
    this.memberships.clear();
  }

  apply(payload: string) {
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') this.forgetSession(id);
    else if (kind === 'u:') this.forgetUser(id);
    else if (kind === 't:') this.forgetMemberships();
    else if (kind === 'k:') this.forgetApiToken(id);
    for (const listener of this.listeners) listener();
  }
}

const caches = new WeakMap<Db, AuthCache>();

function cacheFor(db: Db): AuthCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AuthCache()));
  return cache;
}

/**
 * The session of a request (its user and second-step state), from the cache or (on a miss) better-auth's session
 * lookup. A session whose second step is still pending is returned too; callers decide (lib/second-step.ts).
 */
export async function getSessionState(
  auth: SessionReader,
  db: Db,
  headers: Headers,
): Promise<SessionState | null> {
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  const cache = cacheFor(db);
  const now = Date.now();
  const hit = cache.sessions.get(cookie);
  if (hit) return hit;
  const generation = cache.generation;
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const user = { id: found.user.id, email: found.user.email, name: found.user.name };
  const secondStepAt = found.session.secondStepAt ? new Date(found.session.secondStepAt) : null;
  const factors = {
    twoFactorEnabled: found.user.twoFactorEnabled === true,
    secondStepAt,
    signedInAt: new Date(found.session.createdAt),
  };
  // The organization plugin's field (lib/team-plugin.ts); its type is not inferred through the plugin list.
  const activeTeamId =
    (found.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
  // Never past the session's own expiry.
  const ttl = Math.min(TTL_MS, new Date(found.session.expiresAt).getTime() - now);
  const tokenHash = hashToken(found.session.token);
  if (cache.generation === generation && ttl > 0)
    cache.sessions.set(cookie, { user, factors, activeTeamId, tokenHash }, { ttl });
  return { user, factors, activeTeamId };
}

/** A user's roles, from the cache or the database. */
export async function getUserRoles(db: Db, userId: string): Promise<TRole[]> {
  const cache = cacheFor(db);
  const hit = cache.roles.get(userId);
  if (hit) return hit;
  const generation = cache.generation;
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const roles = rows.map((r) => r.role as TRole);
  if (cache.generation === generation) cache.roles.set(userId, roles);
  return roles;
}

/**
 * The user's role in a team, or null when they are not (or no longer) a member or their stored role is not one of
 * the four; from the cache or the database.
 */
export async function getTeamRole(db: Db, teamId: string, userId: string): Promise<TTeamRole | null> {
  const cache = cacheFor(db);
  const key = `${teamId}\n${userId}`;
  const hit = cache.memberships.get(key);
  if (hit) return hit.role;
  const generation = cache.generation;
  const [row] = await db
    .select({ role: teamMember.role })
    .from(teamMember)
    .where(and(eq(teamMember.teamId, teamId), eq(teamMember.userId, userId)));
  // A stored role that is not exactly one of the four (better-auth stores an array joined with commas) grants
  // nothing: the person acts as if not in the team (decision 101 addendum), never a 500 on a permission check.
  const role = row ? parseTeamRole(row.role) : null;
  if (cache.generation === generation) cache.memberships.set(key, { role });
  return role;
}

/** What the cache knows of a token hash: the live token, null for "none", undefined when it must be looked up. */
export function cachedApiToken(db: Db, tokenHash: string): ApiTokenState | null | undefined {
  const cache = cacheFor(db);
  return cache.apiTokens.get(tokenHash) ?? (cache.unknownApiTokens.has(tokenHash) ? null : undefined);
}

/**
 * The live (not revoked) API token with this hash, with its creator; null when there is none or its creator's
 * account is gone. From the cache or the database; a revocation clears it on every instance.
 */
export async function getApiToken(db: Db, tokenHash: string): Promise<ApiTokenState | null> {
  const cached = cachedApiToken(db, tokenHash);
  if (cached !== undefined) return cached;
  const cache = cacheFor(db);
  const generation = cache.generation;
  const [row] = await db
    .select({
      id: apiTokens.id,
      teamId: apiTokens.teamId,
      scopes: apiTokens.scopes,
      creator: { id: userTable.id, email: userTable.email, name: userTable.name },
    })
    .from(apiTokens)
    .innerJoin(userTable, eq(userTable.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)));
  const token = row ? { ...row, scopes: row.scopes as TApiTokenScope[] } : null;
  if (cache.generation === generation) {
    if (token) cache.apiTokens.set(tokenHash, token);
    else cache.unknownApiTokens.set(tokenHash, true);
  }
  return token;
}

/** The personal team every account is given (decision 101); null only before it exists. */
export async function getPersonalTeamId(db: Db, userId: string): Promise<string | null> {
  const cache = cacheFor(db);
  const hit = cache.personalTeams.get(userId);
  if (hit) return hit;
  const [row] = await db.select({ id: team.id }).from(team).where(eq(team.personalOf, userId));
  if (row) cache.personalTeams.set(userId, row.id);
  return row?.id ?? null;
}

/** Calls `listener` after every invalidation on this instance or another; returns the way to stop. */
export function onAuthChange(db: Db, listener: Listener): () => void {
  const { listeners } = cacheFor(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function announce(db: Db, payload: string) {
  cacheFor(db).apply(payload);
  // Through the database, so any process holding one (a script included) reaches every instance; on PGlite
  // nobody listens and it costs one statement.
  await db.execute(sql`select pg_notify(${AUTH_CHANGES_CHANNEL}, ${payload})`);
}

/** Call after a session is ended (sign-out, revocation); every instance asks the database again at once. */
export function invalidateSession(db: Db, token: string): Promise<void> {
  return announce(db, `s:${hashToken(token)}`);
}

/**
 * Call after a change to who a user is or what they may do has committed (role, ban, deletion, name or email,
 * second factors): every instance drops the user's cached sessions and roles.
 */
export function invalidateUserAuth(db: Db, userId: string): Promise<void> {
  return announce(db, `u:${userId}`);
}

/**
 * Call after memberships changed (an invitation accepted, a member removed or leaving, a role changed, a team
 * deleted): every instance asks the database again at the next request.
 */
export function invalidateTeams(db: Db): Promise<void> {
  return announce(db, 't:');
}

/** Call after an API token was revoked (its hash): every instance refuses it at the next request. */
export function invalidateApiToken(db: Db, tokenHash: string): Promise<void> {
  return announce(db, `k:${tokenHash}`);
}

/** Applies the invalidations other instances announce. Nothing to do on PGlite (one process). */
export async function followAuthChanges(database: Pick<Database, 'db' | 'notifications'>): Promise<void> {
  const cache = cacheFor(database.db);
  await database.notifications?.listen(AUTH_CHANGES_CHANNEL, (payload) => cache.apply(payload));
}
