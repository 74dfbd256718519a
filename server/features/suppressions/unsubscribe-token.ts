import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveAppKey } from '../../lib/secret-box';

/** The public unsubscribe pages live under this path (outside `/api`): `/u/<token>`. */
export const UNSUBSCRIBE_PATH = '/u';

/** What a token names: the team, the address, and optionally the campaign or enrolment it was sent for. */
export type TUnsubscribeSubject = { teamId: string; email: string; ref?: string };

const VERSION = 1;
const MAC_BYTES = 16;
const MAX_FIELD_BYTES = 255;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24,1100}$/;
const KEY_PURPOSE = 'unsubscribe-token-v1';

const mac = (appSecret: string, body: Buffer) =>
  createHmac('sha256', deriveAppKey(appSecret, KEY_PURPOSE)).update(body).digest().subarray(0, MAC_BYTES);

function field(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > MAX_FIELD_BYTES) throw new Error('unsubscribe token field too long');
  return Buffer.concat([Buffer.from([bytes.length]), bytes]);
}

/**
 * The token of an unsubscribe link (decision 134): version, team id, lower-case address and optional reference,
 * each length-prefixed, then the first 128 bits of an HMAC-SHA256 over them under a key of APP_SECRET of its own
 * purpose; base64url, about 70–110 characters. Nothing is stored: the token proves itself, and names no lead.
 */
export function signUnsubscribeToken(appSecret: string, subject: TUnsubscribeSubject): string {
  const body = Buffer.concat([
    Buffer.from([VERSION]),
    field(subject.teamId),
    field(subject.email.trim().toLowerCase()),
    field(subject.ref ?? ''),
  ]);
  return Buffer.concat([body, mac(appSecret, body)]).toString('base64url');
}

/** What a token names when its HMAC holds (compared in constant time), else null; never throws. */
export function verifyUnsubscribeToken(appSecret: string, token: string): TUnsubscribeSubject | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= MAC_BYTES + 4 || bytes[0] !== VERSION) return null;
  const body = bytes.subarray(0, bytes.length - MAC_BYTES);
  if (!timingSafeEqual(mac(appSecret, body), bytes.subarray(body.length))) return null;
  const fields: string[] = [];
  let at = 1;
  while (at < body.length && fields.length < 3) {
    const length = body[at]!;
    fields.push(body.subarray(at + 1, at + 1 + length).toString('utf8'));
    at += 1 + length;
  }
  const [teamId, email, ref] = fields;
  if (at !== body.length || !teamId || !email || ref === undefined) return null;
  return ref ? { teamId, email, ref } : { teamId, email };
}

/** The page and one-click address of a token: `https://app/u/<token>`. */
export function unsubscribeUrl(appUrl: string, token: string): string {
  return new URL(`${UNSUBSCRIBE_PATH}/${token}`, appUrl).toString();
}

/**
 * The `mailto:` alternative of List-Unsubscribe (RFC 2369): a message to `address` with the subject "unsubscribe"
 * and the token in its body, so the reply that arrives can be matched to its team and address without trusting
 * its From.
 */
export function unsubscribeMailto(address: string, token: string): string {
  return `mailto:${address}?subject=unsubscribe&body=${encodeURIComponent(`unsubscribe ${token}`)}`;
}

/**
 * The two header fields every outreach message carries (RFC 2369 + RFC 8058 one-click): one List-Unsubscribe with
 * the HTTPS link first and the mailto second, and List-Unsubscribe-Post. `url` is the same link for the visible
 * unsubscribe line of the body.
 */
export function unsubscribeHeaders(input: {
  appUrl: string;
  appSecret: string;
  subject: TUnsubscribeSubject;
  /** Where a mailto unsubscribe goes (the sending mailbox's address). */
  mailtoAddress: string;
}): { url: string; headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string } } {
  const token = signUnsubscribeToken(input.appSecret, input.subject);
  const url = unsubscribeUrl(input.appUrl, token);
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${url}>, <${unsubscribeMailto(input.mailtoAddress, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
