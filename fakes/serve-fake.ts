import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export type TServedFake = {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  close: () => Promise<void>;
};

/**
 * The one way a fake listens (every fake's Hono app, the CRM fakes' included): on 127.0.0.1, on `port` or a free
 * one. `close` also ends connections a test left open or hanging, so a fake never keeps a test run alive.
 */
export async function serveFake(
  fetch: (request: Request) => Response | Promise<Response>,
  port = 0,
): Promise<TServedFake> {
  const server = serve({ fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
