import { createMiddleware } from 'hono/factory';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userRoles } from '../db/schema';
import { AppError } from './app-error';
import type { AppEnv } from './app-context';
import type { Auth } from './auth';

/** Puts the signed-in user on the context, or answers 401. */
export const requireUser = (auth: Auth) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw new AppError('UNAUTHORIZED', 'Not authenticated');
    c.set('user', { id: found.user.id, email: found.user.email, name: found.user.name });
    await next();
  });

export async function hasRole(db: Db, userId: string, role: 'admin' | 'beta' | 'user'): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}

/** Admin-only routes: checked on the server for every request. Use after requireUser. */
export const requireAdmin = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await hasRole(db, c.get('user').id, 'admin'))) throw new AppError('FORBIDDEN', 'Admin access required');
    await next();
  });
