import { createAuthMiddleware, isAPIError } from 'better-auth/api';

/** What better-auth's `before` and `after` hooks receive: the route's path, body, session lookup and answer. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** One check or consequence of a better-auth route; it returns early for the routes it is not about. */
export type AuthHookStep = (ctx: AuthHookContext) => unknown;

/** A `before` or `after` hook made of steps run in order; a step that throws answers, and the rest do not run. */
export const hookOf = (steps: AuthHookStep[]) =>
  createAuthMiddleware(async (ctx) => {
    for (const step of steps) await step(ctx);
  });

/** Steps of an `after` hook that follow only a route that succeeded (its answer is no error). */
export const afterSuccess =
  (steps: AuthHookStep[]): AuthHookStep =>
  async (ctx) => {
    if (isAPIError(ctx.context.returned)) return;
    for (const step of steps) await step(ctx);
  };
