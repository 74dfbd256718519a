import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../core/trust-proxy';
import type { AppEnv } from './app-context';

/**
 * The client's address: the socket's peer, or — when that peer (and the hops before it) is a trusted proxy — the
 * right-most `X-Forwarded-For` entry that is not. Nothing a client sends is read unless the peer is trusted.
 */
export function resolveClientAddress(
  trust: TrustProxy,
  peer: string | undefined,
  forwardedFor: string | undefined,
): string | undefined {
  if (!peer) return undefined;
  const address = proxyaddr(
    { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } } as never,
    trust,
  );
  return normalise(address);
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is `1.2.3.4`; anything unparseable is left alone. */
function normalise(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  return parsed.toString();
}

/**
 * The key per-address limits count under: the IPv4 address, or the IPv6 /64 a client gets as one allocation (one
 * home or phone can switch among 2^64 addresses, so a per-address limit on IPv6 would be no limit).
 */
export function addressLimitKey(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const prefix = ipaddr.IPv6.parse(address).toByteArray().slice(0, 8);
  return `${ipaddr.fromByteArray([...prefix, 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`;
}

/** The Node socket's peer address, when the request came through @hono/node-server. */
export function socketPeer(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/**
 * Resolves the client's address once per request and puts it on the context (`clientIp`), for every limit and for
 * better-auth's (see createApp). `peer` defaults to the socket's; in-process tests pass their own.
 */
export const clientAddress = (trust: TrustProxy, peer: (c: Context) => string | undefined = socketPeer) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('clientIp', resolveClientAddress(trust, peer(c), c.req.header('x-forwarded-for')));
    await next();
  });
