const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The person behind an address, for "one free sample per person": lower case, without a `+tag`, and for Gmail
 * (and its old googlemail.com name) without the dots Gmail ignores. `Pat.Prospect+x@GoogleMail.com` and
 * `patprospect@gmail.com` are the same key. Mail still goes to the address as typed.
 */
export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0];
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local || address.slice(0, at)}@${domain}`;
}
