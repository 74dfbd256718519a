import proxyaddr from 'proxy-addr';

/** Decides, per hop from the socket outwards (`hop` 0 is the socket's peer), whether that address is a proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

const trustNothing: TrustProxy = () => false;

/**
 * Reads `TRUST_PROXY`: empty (trust nothing: the socket's peer is the client), a hop count (`1`: one proxy in
 * front, the client is the last `X-Forwarded-For` entry), or a comma-separated list of addresses, CIDR ranges and
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). Throws a TypeError naming a bad entry.
 */
export function compileTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return trustNothing;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}
