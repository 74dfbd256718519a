import { domainToASCII } from 'node:url';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
/** Characters that show nothing: zero-width spaces and joiners, the soft hyphen, the byte-order mark. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** The domain as DNS knows it: without a trailing dot, an internationalised name in its ASCII (punycode) form. */
function asciiDomain(domain: string): string {
  const name = domain.replace(/\.+$/, '');
  return domainToASCII(name) || name;
}

/**
 * The person behind an address, for "one free sample per person": compatibility-folded (full-width letters are
 * letters), without invisible characters, lower case, without a `+tag`, the domain in its ASCII form without a
 * trailing dot, and for Gmail (and its old googlemail.com name) without the dots Gmail ignores.
 * `Pat.Prospect+x@GoogleMail.com` and `patprospect@gmail.com` are the same key. Mail still goes to the address
 * as typed.
 */
export function normaliseEmail(email: string): string {
  const address = email.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0];
  let domain = asciiDomain(address.slice(at + 1));
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local || address.slice(0, at)}@${domain}`;
}
