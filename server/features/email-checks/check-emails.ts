import type { Resolver } from 'node:dns/promises';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { TEmailCheck } from '@contracts/audit';
import type { CheckEmails } from '../../app-deps';
import type { Config } from '../../config';
import { createDnsResolver, lookUpMailDomain, type TMailDomain } from '../../integrations/dns/mail-domain';
import { labelEmail } from './label-email';
import { parseEmail } from './parse-email';

/** An answer is kept this long per domain; "unknown" is not kept (the next lead asks again). */
const ANSWER_TTL_MS = 60 * 60 * 1000;
const CACHED_DOMAINS = 5_000;
/** DNS questions in flight at once, whatever number of deep jobs run. */
const CONCURRENT_LOOKUPS = 16;

export type TEmailCheckerOptions = {
  resolver: Resolver;
  now?: () => Date;
};

/**
 * Checks addresses without sending mail (decision 128): syntax, then whether the domain can receive mail (DNS
 * only: MX, else A/AAAA, a null MX refusing; `unknown` when DNS gives no answer), and the labels of the local part
 * and domain. Domains are asked concurrently, once each (a cache shared by every lead, in-flight questions joined).
 */
export function createEmailChecker({ resolver, now = () => new Date() }: TEmailCheckerOptions): CheckEmails {
  const cache = new LRUCache<string, Promise<TMailDomain>>({ max: CACHED_DOMAINS, ttl: ANSWER_TTL_MS });
  const limit = pLimit(CONCURRENT_LOOKUPS);

  function mailDomain(domain: string): Promise<TMailDomain> {
    const cached = cache.get(domain);
    if (cached) return cached;
    const asked = limit(() => lookUpMailDomain(resolver, domain));
    cache.set(domain, asked);
    void asked.then((answer) => {
      if (answer.status === 'unknown' && cache.peek(domain) === asked) cache.delete(domain);
    });
    return asked;
  }

  async function checkOne(email: string): Promise<TEmailCheck> {
    const parsed = parseEmail(email);
    if (!parsed)
      return {
        email,
        status: 'invalid',
        labels: [],
        reason: 'not a valid address',
        checkedAt: now().toISOString(),
      };
    const { status, reason } = await mailDomain(parsed.domain);
    return { email, status, labels: labelEmail(parsed), reason, checkedAt: now().toISOString() };
  }

  return async (emails) => {
    const first = new Map<string, string>();
    for (const email of emails.map((one) => one.trim()).filter(Boolean))
      if (!first.has(email.toLowerCase())) first.set(email.toLowerCase(), email);
    return Promise.all([...first.values()].map(checkOne));
  };
}

/** The checker from settings: DNS_SERVERS (empty: the system's resolvers) and DNS_TIMEOUT_MS. */
export function createConfiguredEmailChecker(
  config: Pick<Config, 'DNS_SERVERS' | 'DNS_TIMEOUT_MS'>,
): CheckEmails {
  return createEmailChecker({
    resolver: createDnsResolver({ servers: config.DNS_SERVERS, timeoutMs: config.DNS_TIMEOUT_MS }),
  });
}
