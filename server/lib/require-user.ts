import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import type { AppEnv } from './app-context';
import type { Auth } from './auth';
import { getCachedSession, getUserRoles } from './session-cache';

/** Puts the signed-in user on the context, or answers 401. Sessions are cached per instance (decision 081). */
export const requireUser = (auth: Auth, db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await getCachedSession(auth, db, c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHORIZED', 'Not authenticated');
    c.set('user', user);
    await next();
  });

export async function hasRole(db: Db, userId: string, role: 'admin' | 'beta' | 'user'): Promise<boolean> {
  return (await getUserRoles(db, userId)).includes(role);
}

/** Admin-only routes: checked on the server for every request. Use after requireUser. */
export const requireAdmin = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await hasRole(db, c.get('user').id, 'admin')))
      throw new AppError('FORBIDDEN', 'Admin access required');
    await next();
  });
