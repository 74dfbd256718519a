import { Hono } from 'hono';
import { ZBetaFeedbackRequest } from '@contracts/beta';
import { betaFeedback } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { ownerColumns, scopeOf } from '../../lib/team-scope';
import { validate } from '../../lib/validate';

export function betaRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().post('/beta-feedback', validate('json', ZBetaFeedbackRequest), async (c) => {
    const input = c.req.valid('json');
    await db.insert(betaFeedback).values({
      // Feedback is its writer's (a beta tester); the team is where they were (decision 101).
      ...ownerColumns(scopeOf(c)),
      rating: input.rating,
      likes: input.likes || null,
      dislikes: input.dislikes || null,
      suggestions: input.suggestions || null,
    });
    return c.json({ ok: true }, 201);
  });
}
