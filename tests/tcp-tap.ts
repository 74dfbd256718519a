import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export type TTcpTap = {
  port: number;
  /** Bytes the server sent to clients through the tap, all connections together. */
  bytesFromServer: () => number;
  /** Everything clients sent through the tap, as text. */
  clientText: () => string;
  /** Resolves once a client has sent text matching `pattern` (as one chunk) through the tap. */
  clientSent: (pattern: RegExp) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A TCP relay on a free loopback port to `targetPort` on 127.0.0.1 that counts what the server sends and tells
 * when a client sends a given command: lets a test see what a client downloads, and wait for it to reach a
 * state (IDLE) before acting, without sleeping.
 */
export async function startTcpTap(targetPort: number): Promise<TTcpTap> {
  let fromServer = 0;
  let fromClients = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.on('data', (chunk: Buffer) => (fromServer += chunk.length));
    client.on('data', (chunk: Buffer) => {
      fromClients += chunk.toString('latin1');
      for (const waiter of [...waiters])
        if (waiter.pattern.test(chunk.toString('latin1'))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
    });
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    bytesFromServer: () => fromServer,
    clientText: () => fromClients,
    clientSent: (pattern) => new Promise((resolve) => waiters.push({ pattern, resolve })),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
