import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { addressWords, plainWords } from '@contracts/address';
import type { TLead } from '@contracts/search';

/**
 * Duplicate detection for the workspace's view (decision 041): the same Google place, the same phone number, or
 * the same name at the same address. It runs in the browser over the rows shown; merging is the server's
 * (`server/features/leads/`, `POST /api/leads/merge`).
 */

export type TDuplicateReason = 'place' | 'phone' | 'name-address';

type TDuplicateLead = Pick<
  TLead,
  'id' | 'businessName' | 'phone' | 'address' | 'city' | 'state' | 'googlePlaceId' | 'leadScore'
>;

export type TDuplicateGroup = {
  /** All members, primary first, then in input order. */
  ids: string[];
  /** The suggested record to keep: highest lead score, then the first seen. */
  primaryId: string;
  reasons: TDuplicateReason[];
};

const NAME_NOISE = new Set([
  'the',
  'llc',
  'inc',
  'ltd',
  'co',
  'corp',
  'corporation',
  'company',
  'pllc',
  'pc',
  'limited',
  'gmbh',
]);

/** "The Joe's Plumbing, LLC" and "joes plumbing" normalise alike. */
export function normaliseName(name: string | null | undefined): string {
  if (!name) return '';
  return plainWords(name.replace(/['’]/g, ''))
    .filter((w) => !NAME_NOISE.has(w))
    .join(' ');
}

function normaliseAddressPart(text: string | null | undefined): string {
  return text ? addressWords(text).join(' ') : '';
}

/**
 * The phone as digits for matching: E.164 digits when libphonenumber-js reads it as a valid number
 * (so "(512) 555-0100" and "+1 512-555-0100" agree), otherwise every digit it contains.
 * Fewer than 6 digits is not a phone number worth matching on.
 */
export function phoneKey(
  phone: string | null | undefined,
  country: string | null | undefined = 'US',
): string | null {
  if (!phone) return null;
  const region = country?.toUpperCase() || 'US';
  const cacheKey = `${region}|${phone}`;
  const cached = phoneKeyCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: region as CountryCode });
  const digits = parsed?.isValid() ? parsed.number.replace(/\D/g, '') : phone.replace(/\D/g, '');
  const key = digits.length >= 6 ? digits : null;
  if (phoneKeyCache.size >= PHONE_CACHE_MAX) phoneKeyCache.clear();
  phoneKeyCache.set(cacheKey, key);
  return key;
}

/** Parsing costs ~20 µs a number; views recompute duplicates after every edit, so answers are remembered. */
const phoneKeyCache = new Map<string, string | null>();
const PHONE_CACHE_MAX = 50_000;

/** Keys of a lead object, remembered: views recompute duplicates after every edit, and most leads did not change. */
const nameAddressKeys = new WeakMap<object, string | null>();

function cachedNameAddressKey(lead: TDuplicateLead): string | null {
  let key = nameAddressKeys.get(lead);
  if (key === undefined) {
    key = nameAddressKey(lead);
    nameAddressKeys.set(lead, key);
  }
  return key;
}

const EXTENSION = /\s*(?:;\s*ext=|e?xt\.?|extension|x|#)\s*\d+\s*$/i;

/**
 * The last six digits of a phone (extension dropped). Two numbers libphonenumber reads as the same end in the
 * same digits, so only phones sharing a tail with another lead need parsing at all.
 */
function phoneTail(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(EXTENSION, '').replace(/\D/g, '');
  return digits.length >= 6 ? digits.slice(-6) : null;
}

function nameAddressKey(lead: TDuplicateLead): string | null {
  const name = normaliseName(lead.businessName);
  const address = normaliseAddressPart(lead.address);
  const city = normaliseAddressPart(lead.city);
  const state = normaliseAddressPart(lead.state);
  if (!name || (!address && !city)) return null;
  return `${name}|${address}|${city}|${state}`;
}

/**
 * Groups leads that are the same business: same Google place id, same phone digits, or same normalised
 * name plus address/city/state (spec §5). Matches chain: A~B by phone and B~C by place id is one group.
 * `countryOf` gives a lead's country for reading national phone numbers (default US).
 */
export function findDuplicateGroups<T extends TDuplicateLead>(
  leads: readonly T[],
  options: { countryOf?: (lead: T) => string | null | undefined } = {},
): TDuplicateGroup[] {
  const parent = leads.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  const linkReasons = new Map<number, Set<TDuplicateReason>>();
  const union = (a: number, b: number, reason: TDuplicateReason) => {
    const ra = find(a);
    const rb = find(b);
    const root = Math.min(ra, rb);
    const reasons = new Set([...(linkReasons.get(ra) ?? []), ...(linkReasons.get(rb) ?? []), reason]);
    parent[ra] = root;
    parent[rb] = root;
    linkReasons.set(root, reasons);
  };
  const seen: Record<TDuplicateReason, Map<string, number>> = {
    place: new Map(),
    phone: new Map(),
    'name-address': new Map(),
  };
  const tails = new Map<string, number>();
  for (const lead of leads) {
    const tail = phoneTail(lead.phone);
    if (tail !== null) tails.set(tail, (tails.get(tail) ?? 0) + 1);
  }
  leads.forEach((lead, i) => {
    const tail = phoneTail(lead.phone);
    const mayShare = tail !== null && (tails.get(tail) ?? 0) > 1;
    const keys: [TDuplicateReason, string | null][] = [
      ['place', lead.googlePlaceId?.trim() || null],
      ['phone', mayShare ? phoneKey(lead.phone, options.countryOf?.(lead)) : null],
      ['name-address', cachedNameAddressKey(lead)],
    ];
    for (const [reason, key] of keys) {
      if (key === null) continue;
      const first = seen[reason].get(key);
      if (first === undefined) seen[reason].set(key, i);
      else union(first, i, reason);
    }
  });

  const members = new Map<number, number[]>();
  leads.forEach((_, i) => {
    const root = find(i);
    const list = members.get(root);
    if (list) list.push(i);
    else members.set(root, [i]);
  });

  const groups: TDuplicateGroup[] = [];
  for (const [root, indexes] of [...members].sort(([a], [b]) => a - b)) {
    if (indexes.length < 2) continue;
    const primary = indexes.reduce((best, i) =>
      (leads[i].leadScore ?? -1) > (leads[best].leadScore ?? -1) ? i : best,
    );
    const ids = [primary, ...indexes.filter((i) => i !== primary)].map((i) => leads[i].id);
    groups.push({ ids, primaryId: leads[primary].id, reasons: [...(linkReasons.get(root) ?? [])].sort() });
  }
  return groups;
}

/** What "Hide Duplicates" hides: every member of a group except its primary. */
export function hiddenDuplicateIds(groups: readonly TDuplicateGroup[]): Set<string> {
  return new Set(groups.flatMap((g) => g.ids.filter((id) => id !== g.primaryId)));
}
