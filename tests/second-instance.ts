import { createApp } from '../server/app';
import { createDeps } from '../server/create-deps';
import { openPostgres } from '../server/db/client';
import type { AppDeps } from '../server/app-deps';
import { TEST_ORIGIN, type TestApp } from './test-app';

export type SecondInstance = {
  deps: AppDeps;
  /** A GET on this instance with `cookie`. */
  get: (path: string, cookie: string) => Promise<Response>;
  /** A GET on this instance with these headers (an API token's, say). */
  getWith: (path: string, headers: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
};

/** Another app instance on the same PostgreSQL as `a` (its own pool, caches and NOTIFY listener). */
export async function openSecondInstance(a: TestApp, clientIp: string): Promise<SecondInstance> {
  const url = (a.deps.database.pool!.options as { connectionString: string }).connectionString;
  const deps = await createDeps(a.deps.config, {
    database: await openPostgres(url),
    enrichLead: a.deps.enrichLead,
  });
  const app = createApp(deps, { clientIp: () => clientIp });
  return {
    deps,
    get: async (path, cookie) => app.request(path, { headers: { origin: TEST_ORIGIN, cookie } }),
    getWith: async (path, headers) => app.request(path, { headers }),
    close: async () => {
      await deps.boss.stop({ graceful: false, close: true });
      await deps.database.close();
    },
  };
}
