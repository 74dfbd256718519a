import { Hono } from 'hono';
import { serveFake } from './serve-fake';

/** Called before each CRM request; a promise that never settles holds the request (a "dead" instance). */
export type TCrmFakeHook = (path: string, method: string) => void | Promise<void>;

/** What a test does with every CRM fake, whatever the vendor's wire format. */
export type TCrmFakeControls = {
  url: string;
  requests: { method: string; path: string; status: number }[];
  /** The next `times` CRM requests answer 429, asking to wait `seconds`. */
  rateLimitNext: (times: number, seconds?: number) => void;
  /** Called before each CRM request (tests stop a push half way through). */
  onRequest: (hook: TCrmFakeHook | null) => void;
  close: () => Promise<void>;
};

/**
 * The part the HubSpot, Pipedrive and HighLevel fakes share: a Hono app with `/__fake/health`, the request log,
 * the test's request hook and the 429s it asked for, and listening on 127.0.0.1. Each fake adds its own auth,
 * rate-limit headers, error bodies and routes.
 */
export function createCrmFake() {
  const app = new Hono();
  const requests: TCrmFakeControls['requests'] = [];
  /** The 429s still to answer and the seconds they ask to wait; a fake takes one with `limit.times -= 1`. */
  const limit = { times: 0, seconds: 1 };
  let hook: TCrmFakeHook | null = null;

  app.get('/__fake/health', (c) => c.json({ ok: true }));
  app.use('*', async (c, next) => {
    await next();
    requests.push({ method: c.req.method, path: c.req.path, status: c.res.status });
  });

  return {
    app,
    limit,
    /** Runs the test's hook for this request (after the fake's auth check, as the vendor would). */
    hook: (path: string, method: string) => hook?.(path, method),
    /** Serves the app (every route added) and returns what a test controls. */
    async listen(port = 0): Promise<TCrmFakeControls> {
      const { url, close } = await serveFake(app.fetch, { port });
      return {
        url,
        requests,
        rateLimitNext: (times, seconds = 1) => Object.assign(limit, { times, seconds }),
        onRequest: (next) => {
          hook = next;
        },
        // A request a test left hanging (a "dead" instance) must not keep the fake open: serveFake ends it.
        close,
      };
    },
  };
}
