import { hashString } from '../google/seeded-random';

/**
 * What the fake DNS answers for one name, and so whether mail to it can be delivered (the ground truth the email
 * checks are measured against: `expectedMailStatus`).
 */
export type TFakeZone =
  | { kind: 'mx'; exchanges: readonly string[] }
  /** No MX: the domain's own address takes its mail (RFC 5321 §5.1). */
  | { kind: 'address'; a?: readonly string[]; aaaa?: readonly string[] }
  /** RFC 7505's `MX 0 .`; an A record beside it changes nothing. */
  | { kind: 'null_mx'; a?: readonly string[] }
  /** A null MX next to a real exchanger (RFC 7505 says MUST NOT): the real one is trusted. */
  | { kind: 'mixed_null_mx'; exchange: string }
  /** The name exists but has neither MX nor address (NODATA). */
  | { kind: 'no_records' }
  | { kind: 'cname'; target: string }
  | { kind: 'nxdomain' }
  | { kind: 'servfail' }
  /** Never answered: the resolver times out. */
  | { kind: 'timeout' };

export type TFakeZoneKind = TFakeZone['kind'];
export type TMailStatus = 'ok' | 'invalid' | 'unknown';

/**
 * The zones tests name, all under `.test` (RFC 6761). Any other `.test` name does not exist (NXDOMAIN).
 */
export const TEST_ZONES: Readonly<Record<string, TFakeZone>> = {
  'mx.test': { kind: 'mx', exchanges: ['mail.mx.test'] },
  'backup-mx.test': { kind: 'mx', exchanges: ['mx2.backup-mx.test', 'mx1.backup-mx.test'] },
  'a-only.test': { kind: 'address', a: ['192.0.2.10'] },
  'aaaa-only.test': { kind: 'address', aaaa: ['2001:db8::10'] },
  'null-mx.test': { kind: 'null_mx', a: ['192.0.2.11'] },
  'mixed-null-mx.test': { kind: 'mixed_null_mx', exchange: 'mail.mixed-null-mx.test' },
  'no-mail.test': { kind: 'no_records' },
  'alias.test': { kind: 'cname', target: 'mx.test' },
  'servfail.test': { kind: 'servfail' },
  'timeout.test': { kind: 'timeout' },
};

/** Mail providers the fake web's sites use: they take mail, like the real ones. */
const PROVIDERS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'aol.com',
  'gmx.de',
  'web.de',
  'mailinator.com',
];

/**
 * Every other name (the fake web's business domains): a stable mix chosen by its hash, so the same domain always
 * answers the same way. Most take mail by MX; some only by their address; a few refuse mail with a null MX, have
 * neither, or do not exist. None times out (the fake web's searches stay quick): `timeout.test` does.
 */
function worldZone(domain: string): TFakeZone {
  if (PROVIDERS.includes(domain)) return { kind: 'mx', exchanges: [`mx.${domain}`] };
  const roll = hashString(`mail:${domain}`) % 100;
  if (roll < 6) return { kind: 'address', a: ['192.0.2.20'] };
  if (roll < 9) return { kind: 'null_mx', a: ['192.0.2.21'] };
  if (roll < 11) return { kind: 'no_records' };
  if (roll < 14) return { kind: 'nxdomain' };
  return { kind: 'mx', exchanges: [`mx1.${domain}`] };
}

/** Subdomains of a zone (`mail.mx.test`, `mx1.example.com`) exist and have an address: MX targets resolve. */
export function zoneOf(name: string): { zone: TFakeZone; apex: boolean } {
  const domain = name.toLowerCase().replace(/\.$/, '');
  const exact = TEST_ZONES[domain];
  if (exact) return { zone: exact, apex: true };
  if (domain.endsWith('.test')) {
    const parent = Object.keys(TEST_ZONES).find((zone) => domain.endsWith(`.${zone}`));
    return parent
      ? { zone: { kind: 'address', a: ['192.0.2.53'] }, apex: false }
      : { zone: { kind: 'nxdomain' }, apex: true };
  }
  return { zone: worldZone(domain), apex: true };
}

const STATUS: Record<TFakeZoneKind, TMailStatus | null> = {
  mx: 'ok',
  address: 'ok',
  mixed_null_mx: 'ok',
  null_mx: 'invalid',
  no_records: 'invalid',
  nxdomain: 'invalid',
  servfail: 'unknown',
  timeout: 'unknown',
  cname: null,
};

/** The truth: can mail to this domain be delivered (or can the question not be answered)? */
export function expectedMailStatus(domain: string): TMailStatus {
  const { zone } = zoneOf(domain);
  if (zone.kind === 'cname') return expectedMailStatus(zone.target);
  return STATUS[zone.kind]!;
}
