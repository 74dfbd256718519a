import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';

type Fields = Record<string, unknown>;

/** LOG_LEVEL: a pino level (`trace` … `fatal`), or `silent` (tests, benchmarks); `info` when unset. */
const level = process.env.LOG_LEVEL || 'info';

/**
 * Where lines go: JSON on stdout in production; in development readable lines through pino-pretty, a dev
 * dependency that production never loads (the production image installs none).
 */
function destination(): DestinationStream | undefined {
  if (process.env.NODE_ENV === 'production' || level === 'silent') return undefined;
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  return pretty({
    ignore: 'pid,hostname,reqId',
    messageFormat: '{if reqId}[{reqId}] {end}{msg}',
    translateTime: 'SYS:HH:MM:ss.l',
  });
}

const root: Logger = pino(
  {
    name: 'leadscout',
    level,
    // Call sites pass caught errors as `error`; pino-std-serializers keeps their type, message, stack and cause.
    serializers: { error: stdSerializers.err },
  },
  destination(),
);

/** The logger of the request being served, if any (`requestLogging`). */
const requestScope = new AsyncLocalStorage<Logger>();
const current = () => requestScope.getStore() ?? root;

/**
 * Structured logs (pino, decision 123): `logger.warn(message, fields)`. Within a request every line carries its
 * request id (`reqId`).
 */
export const logger = {
  info: (msg: string, fields?: Fields) => current().info(fields ?? {}, msg),
  warn: (msg: string, fields?: Fields) => current().warn(fields ?? {}, msg),
  error: (msg: string, fields?: Fields) => current().error(fields ?? {}, msg),
};

const assignRequestId = requestId();

/**
 * Gives each request an id (the caller's `X-Request-Id` when it sends a plausible one, else a new UUID), answers
 * it in `X-Request-Id`, and serves the request with a child logger that adds it to every line.
 */
export const requestLogging: MiddlewareHandler = (c, next) =>
  assignRequestId(c, () => requestScope.run(root.child({ reqId: c.get('requestId') }), next));
