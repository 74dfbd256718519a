import { randomBytes } from 'node:crypto';

/**
 * A new Message-ID for a message from `domain` (the sending address's domain): `<random@domain>`, 128 random bits
 * in base64url. The caller chooses it BEFORE sending and keeps it, so a send that was claimed but never confirmed
 * can be found again in the mailbox's Sent folder by this id (decision 136).
 */
export function newMessageId(domain: string): string {
  const host = domain.trim().replace(/^.*@/, '').replace(/\.$/, '').toLowerCase();
  if (!/^[a-z0-9.-]+$/.test(host) || host.length === 0) throw new Error('newMessageId: not a domain');
  return `<${randomBytes(16).toString('base64url')}@${host}>`;
}

const REPLY_PREFIX = /^\s*(?:re\s*:\s*)+/i;

/**
 * The subject of a message: as given, or with exactly one "Re: " in front when it answers an earlier one; a
 * subject that already starts with any number of "Re:" (any case) keeps one.
 */
export function threadSubject(subject: string, threaded: boolean): string {
  const bare = subject.replace(REPLY_PREFIX, '').trim();
  return threaded ? `Re: ${bare}` : subject.trim();
}
