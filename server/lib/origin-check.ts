import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies are SameSite=Lax; on top of that a state-changing request from a browser must come from one of
 * our own origins. Requests without Origin (curl, server-to-server webhooks) are judged by Sec-Fetch-Site.
 */
export const originCheck = (allowed: string[], exemptPaths: string[] = []) =>
  createMiddleware(async (c, next) => {
    if (!SAFE.has(c.req.method) && !exemptPaths.includes(c.req.path)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const ok = origin ? allowed.includes(origin) : fetchSite !== 'cross-site';
      if (!ok) throw new AppError('FORBIDDEN', 'Request origin not allowed');
    }
    await next();
  });
