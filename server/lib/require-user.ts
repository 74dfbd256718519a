import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import type { AppEnv } from './app-context';
import type { Auth } from './auth/create-auth';
import type { Config } from '../config';
import {
  isSecondStepPending,
  needsStepUp,
  SECOND_STEP_PENDING_MESSAGE,
  SECOND_STEP_REQUIRED_MESSAGE,
} from './second-step';
import { getSessionState, getUserRoles } from './session-cache';
import { resolveActiveTeam } from './team-membership';

/**
 * Puts the signed-in user and their active team (with their role there) on the context, or answers 401. Sessions
 * and memberships are cached per instance and cleared on every instance by each change (decisions 081, 101). A
 * session that still owes its second step (the two-step gate, decision 096) answers 401 SECOND_STEP_PENDING.
 */
export const requireUser = (auth: Auth, db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const state = await getSessionState(auth, db, c.req.raw.headers);
    if (!state) throw new AppError('UNAUTHORIZED', 'Not authenticated');
    if (isSecondStepPending(state.factors))
      throw new AppError('SECOND_STEP_PENDING', SECOND_STEP_PENDING_MESSAGE);
    const team = await resolveActiveTeam(db, state.user.id, state.activeTeamId);
    if (!team) throw new AppError('FORBIDDEN', 'This account has no team');
    c.set('user', state.user);
    c.set('sessionFactors', state.factors);
    c.set('team', team);
    await next();
  });

export async function hasRole(db: Db, userId: string, role: 'admin' | 'beta' | 'user'): Promise<boolean> {
  return (await getUserRoles(db, userId)).includes(role);
}

/**
 * Admin-only routes: checked on the server for every request. Use after requireUser. Every admin action (any
 * request but a read) also needs a recent second step when the admin has a factor (step-up, decision 096).
 */
export const requireAdmin = (db: Db, config: Pick<Config, 'SECOND_STEP_WINDOW_MINUTES'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await hasRole(db, c.get('user').id, 'admin')))
      throw new AppError('FORBIDDEN', 'Admin access required');
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!isRead && (await needsStepUp(db, config, c.get('user').id, c.get('sessionFactors'))))
      throw new AppError('SECOND_STEP_REQUIRED', SECOND_STEP_REQUIRED_MESSAGE);
    await next();
  });
