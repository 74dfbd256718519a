import { domainToASCII } from 'node:url';

export type TParsedEmail = {
  /** As written (case kept: only the receiving server may read it). */
  local: string;
  /** Lower case, international names in their ASCII (punycode) form, no trailing dot. */
  domain: string;
};

/** One unquoted local-part atom: RFC 5322 atext plus any non-ASCII character (RFC 6531, SMTPUTF8). */
const DOT_ATOM =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+)*$/;
/** A quoted local part ("john smith"): any printable character, `"` and `\` escaped. */
const QUOTED = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e\u0080-\uFFFF]|\\[\x20-\x7e])*"$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The address split into its parts, or null when it cannot be an Internet address (RFC 5321 §4.5.3.1 lengths,
 * RFC 5322 syntax): a local part of at most 64 bytes, a domain name of at least two labels (no IP literals, no
 * bare host names) and a top-level label that is not all digits. Anything that may be valid is accepted: the
 * DNS then decides.
 */
export function parseEmail(email: string): TParsedEmail | null {
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  const local = email.slice(0, at);
  if (Buffer.byteLength(local) > 64 || !(DOT_ATOM.test(local) || QUOTED.test(local))) return null;
  const domain = domainToASCII(email.slice(at + 1).replace(/\.$/, ''));
  if (domain === '' || domain.length > 253) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  if (/^[0-9]+$/.test(labels[labels.length - 1])) return null;
  if (Buffer.byteLength(local) + 1 + domain.length > 254) return null;
  return { local, domain };
}
