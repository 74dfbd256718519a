import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export type TServedFake = {
  /** `http://<hostname>:<port>`. */
  url: string;
  close: () => Promise<void>;
};

/**
 * The one way a fake listens (every fake's Hono app, the CRM fakes' included): on `hostname` (127.0.0.1 by
 * default), on `port` or a free one. `close` also ends connections a test left open or hanging, so a fake never
 * keeps a test run alive.
 */
export async function serveFake(
  fetch: (request: Request) => Response | Promise<Response>,
  { port = 0, hostname = '127.0.0.1' }: { port?: number; hostname?: string } = {},
): Promise<TServedFake> {
  const server = serve({ fetch, port, hostname });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', resolve);
  });
  return {
    url: `http://${hostname}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
