import { Resolver } from 'node:dns/promises';

/**
 * Whether a domain can receive mail, read from DNS only (decision 128): RFC 5321 §5.1 (MX records, else the
 * domain's own A/AAAA address as an implicit MX) and RFC 7505 (a lone null MX, `0 .`, says "no mail here").
 * `ok` and `invalid` are only said on an answer; a timeout, SERVFAIL or refusal is `unknown`, never `invalid`.
 */
export type TMailDomain = { status: 'ok' | 'invalid' | 'unknown'; reason: string };

export type TDnsResolverOptions = {
  /** `ip` or `ip:port` (`[v6]:port`) each; empty: the system's resolvers (/etc/resolv.conf). */
  servers: readonly string[];
  /** The first try's wait; c-ares waits longer on the second. */
  timeoutMs: number;
};

/** Two tries per question: a lost UDP packet is not an answer. */
const TRIES = 2;

/** A resolver asking the configured servers (DNS_SERVERS), or the system's. */
export function createDnsResolver({ servers, timeoutMs }: TDnsResolverOptions): Resolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: TRIES });
  if (servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

type DnsError = Error & { code?: string };
const codeOf = (error: unknown) => (error as DnsError | null)?.code ?? 'EUNKNOWN';

/** The answer "this name does not exist" (NXDOMAIN) and "it exists but has no record of this type" (NODATA). */
const NO_SUCH_DOMAIN = 'ENOTFOUND';
const NO_DATA = 'ENODATA';

function unknownFrom(code: string): TMailDomain {
  if (code === 'ETIMEOUT') return { status: 'unknown', reason: 'DNS timed out' };
  if (code === 'ESERVFAIL') return { status: 'unknown', reason: 'DNS server failed (SERVFAIL)' };
  if (code === 'EREFUSED') return { status: 'unknown', reason: 'DNS server refused the question' };
  return { status: 'unknown', reason: `DNS lookup failed (${code})` };
}

/** The root name a null MX points at: c-ares gives it as "", some servers as ".". */
const isRoot = (exchange: string) => exchange === '' || exchange === '.';

type Answer<T> = { records: T[] } | { code: string };

async function ask<T>(question: () => Promise<T[]>): Promise<Answer<T>> {
  try {
    return { records: await question() };
  } catch (error) {
    const code = codeOf(error);
    return code === NO_DATA ? { records: [] } : { code };
  }
}

/** The domain's implicit MX (RFC 5321 §5.1): its own A or AAAA address, when it has no MX record at all. */
async function addressFallback(resolver: Resolver, domain: string): Promise<TMailDomain> {
  const [a, aaaa] = await Promise.all([
    ask(() => resolver.resolve4(domain)),
    ask(() => resolver.resolve6(domain)),
  ]);
  for (const [type, answer] of [
    ['A', a],
    ['AAAA', aaaa],
  ] as const) {
    if ('records' in answer && answer.records.length > 0)
      return {
        status: 'ok',
        reason: `no MX; mail goes to the domain's own address (${type} ${answer.records[0]})`,
      };
  }
  const failed = [a, aaaa].find(
    (answer): answer is { code: string } => 'code' in answer && answer.code !== NO_SUCH_DOMAIN,
  );
  if (failed) return unknownFrom(failed.code);
  return { status: 'invalid', reason: 'domain has no MX and no address' };
}

/** Asks DNS whether `domain` (ASCII, no trailing dot) can receive mail. Never throws. */
export async function lookUpMailDomain(resolver: Resolver, domain: string): Promise<TMailDomain> {
  const mx = await ask(() => resolver.resolveMx(domain));
  if ('code' in mx) {
    if (mx.code === NO_SUCH_DOMAIN) return { status: 'invalid', reason: 'no such domain' };
    return unknownFrom(mx.code);
  }
  if (mx.records.length === 0) return addressFallback(resolver, domain);
  const exchangers = mx.records.filter((record) => !isRoot(record.exchange));
  // RFC 7505 §3: a domain with a null MX takes no mail, whatever A record it has. One that also lists a real
  // exchanger breaks that RFC's "MUST NOT"; the real one is trusted (never call a working domain invalid).
  if (exchangers.length === 0) return { status: 'invalid', reason: 'null MX: the domain takes no mail' };
  const [best] = exchangers.sort((x, y) => x.priority - y.priority);
  return { status: 'ok', reason: `MX ${best.exchange}` };
}
