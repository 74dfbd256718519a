import pg from 'pg';
import { logger } from '../core/logger';

/**
 * PostgreSQL LISTEN/NOTIFY between the instances sharing one database. Sending goes through the pool; listening
 * holds one dedicated connection, opened at the first `listen` and opened again (with backoff) whenever it drops.
 * Nothing may depend on a notification arriving: it is a hint that lets other instances act sooner.
 */
export type PgNotifications = {
  /**
   * Calls `onPayload` with every notification on `channel`. Resolves once the channel is listened to, or once the
   * first attempt to connect failed (it keeps retrying in the background).
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<void>;
  /**
   * Sends `payload` on `channel` after the writes already committed. The same channel and payload go out at most
   * once per `minGapMs`; repeats within the gap are coalesced into one more notification at its end.
   */
  notify: (channel: string, payload: string) => void;
  close: () => Promise<void>;
};

export type PgNotificationOptions = { minGapMs?: number; retryMinMs?: number; retryMaxMs?: number };

export function createPgNotifications(
  pool: pg.Pool,
  connectionString: string,
  options: PgNotificationOptions = {},
): PgNotifications {
  const minGapMs = options.minGapMs ?? 40;
  const retryMinMs = options.retryMinMs ?? 250;
  const retryMaxMs = options.retryMaxMs ?? 10_000;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const sent = new Map<string, { again: boolean; timer: NodeJS.Timeout }>();
  let closed = false;
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryMs = retryMinMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const listenSql = (c: pg.Client, channel: string) => `listen ${c.escapeIdentifier(channel)}`;

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString });
      let lost = false;
      const onLost = (error?: Error) => {
        if (lost) return;
        lost = true;
        if (client === c) client = undefined;
        c.end().catch(() => undefined);
        if (closed) return;
        logger.warn('PostgreSQL LISTEN connection lost; reconnecting', { error: error?.message, retryMs });
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          void connect();
        }, retryMs);
        retryTimer.unref();
        retryMs = Math.min(retryMs * 2, retryMaxMs);
      };
      c.on('notification', (message) => {
        if (message.payload === undefined) return;
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload);
      });
      c.on('error', onLost);
      c.on('end', () => onLost());
      try {
        await c.connect();
        // Channels added while this runs are picked up: a Map's iteration includes keys set during it.
        for (const channel of handlers.keys()) await c.query(listenSql(c, channel));
      } catch (error) {
        onLost(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (closed || lost) {
        await c.end().catch(() => undefined);
        return;
      }
      client = c;
      retryMs = retryMinMs;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function send(channel: string, payload: string) {
    pool.query('select pg_notify($1, $2)', [channel, payload]).catch((error: Error) => {
      if (!closed) logger.warn('could not send a PostgreSQL notification', { channel, error: error.message });
    });
  }

  function holdGap(key: string, channel: string, payload: string) {
    const entry = {
      again: false,
      timer: setTimeout(() => {
        sent.delete(key);
        if (!entry.again || closed) return;
        send(channel, payload);
        holdGap(key, channel, payload);
      }, minGapMs),
    };
    entry.timer.unref();
    sent.set(key, entry);
  }

  return {
    async listen(channel, onPayload) {
      const known = handlers.get(channel);
      if (known) {
        known.add(onPayload);
        return;
      }
      handlers.set(channel, new Set([onPayload]));
      if (client)
        await client.query(listenSql(client, channel)).catch(() => undefined); // a drop reconnects and listens
      else if (!retryTimer) await connect();
    },
    notify(channel, payload) {
      if (closed) return;
      const key = `${channel}\n${payload}`;
      const held = sent.get(key);
      if (held) {
        held.again = true;
        return;
      }
      send(channel, payload);
      holdGap(key, channel, payload);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      for (const { timer } of sent.values()) clearTimeout(timer);
      sent.clear();
      await connecting;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
