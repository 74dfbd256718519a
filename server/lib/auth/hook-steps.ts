import type { createAuthMiddleware } from 'better-auth/api';

/** What better-auth's `before` and `after` hooks receive: the route's path, body, session lookup and answer. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
