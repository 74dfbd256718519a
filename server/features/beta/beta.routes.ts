import { Hono } from 'hono';
import { ZBetaFeedbackRequest } from '@contracts/beta';
import { betaFeedback } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../lib/app-context';
import { validate } from '../../lib/validate';

export function betaRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().post('/beta-feedback', validate('json', ZBetaFeedbackRequest), async (c) => {
    const input = c.req.valid('json');
    await db.insert(betaFeedback).values({
      userId: c.get('user').id,
      rating: input.rating,
      likes: input.likes || null,
      dislikes: input.dislikes || null,
      suggestions: input.suggestions || null,
    });
    return c.json({ ok: true }, 201);
  });
}
