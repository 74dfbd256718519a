export type TextOrigin = 'text' | 'obfuscated';

const EMAIL = /[a-z0-9._%+-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}/gi;

/** In brackets also in other languages: "(ät)", "[arroba]", "(chiocciola)"; "(punkt)", "[punto]", "(point)". */
const BRACKETED_AT = String.raw`\s*[[({<]\s*(?:at|@|ät|aet|arroba|chiocciola|snabel-a)\s*[\])}>]\s*`;
const BRACKETED_DOT = String.raw`\s*[[({<]\s*(?:dot|\.|punkt|punto|point|ponto|punt|pkt|piste|prikk)\s*[\])}>]\s*`;
/**
 * name [at] domain [dot] com, name(at)domain.com, name {@} domain [.] co [.] uk, name at domain dot com,
 * name @ domain.com. Groups: local part, the "at", the domain in its written form.
 */
const OBFUSCATED = new RegExp(
  String.raw`(?<![\w.%+-])([a-z0-9._%+-]+)(${BRACKETED_AT}|[ \t]+at[ \t]+|[ \t]+@[ \t]+)([a-z0-9-]+(?:(?:${BRACKETED_DOT}|[ \t]+dot[ \t]+|\.)[a-z0-9-]+)+)`,
  'gi',
);
const ANY_DOT = new RegExp(String.raw`${BRACKETED_DOT}|[ \t]+dot[ \t]+|\.`, 'gi');
const SPELLED_DOT = new RegExp(String.raw`${BRACKETED_DOT}|[ \t]+dot[ \t]+`, 'i');

/** Words that precede " at " in prose ("email us at …", "open at 8"). */
const PROSE_WORDS = new Set(
  'us me you them him her it we here there now today anytime online open located available reach find visit call email'.split(
    ' ',
  ),
);
/** Shared mailboxes that businesses write out as "info at joes.com" with real dots. */
const ROLE_MAILBOXES = new Set(
  'info contact hello office sales admin support service enquiries inquiries booking bookings appointments reception frontdesk mail help billing orders'.split(
    ' ',
  ),
);
/** Characters pages slip into addresses to stop scrapers; browsers show nothing for them. The full-width ＠ is read as @. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/**
 * Every address written in a text: plain ones, and the spellings people use to hide them from scrapers.
 * A bare " at " only counts with a spelled-out dot ("joes dot com"), a shared mailbox name ("info at
 * joes.com") or an "Email:" label just before it (never after prose words like "us"), so "find us at joes.com" is not an address.
 */
export function emailsInText(raw: string): [address: string, origin: TextOrigin, index: number][] {
  // Offsets are into the text without invisible characters: within a few characters of `raw`'s.
  const text = raw.replace(INVISIBLE, '').replace(/\uff20/g, '@');
  const found: [string, TextOrigin, number][] = [];
  for (const match of text.matchAll(EMAIL)) found.push([match[0], 'text', match.index]);
  for (const match of text.matchAll(OBFUSCATED)) {
    const [, local, at, domain] = match;
    const bareAt = !/[[({<]/.test(at);
    if (bareAt) {
      const labelled = /e-?mail\s*:\s*$/i.test(text.slice(Math.max(0, match.index - 12), match.index));
      const lower = local.toLowerCase();
      // "contact at joes.com/booking" names a web address, not a mailbox.
      const isWebAddress = text[match.index + match[0].length] === '/';
      if (PROSE_WORDS.has(lower) || isWebAddress) continue;
      if (!SPELLED_DOT.test(domain) && !ROLE_MAILBOXES.has(lower) && !labelled) continue;
    }
    found.push([`${local}@${domain.replace(ANY_DOT, '.')}`, 'obfuscated', match.index]);
  }
  return found;
}
