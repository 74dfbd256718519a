/** How long a reply's snippet is at most, in characters. */
export const SNIPPET_LENGTH = 300;

/** A line that introduces the quoted message below it, in the languages of the usual mail programs. */
const ATTRIBUTION = [
  /^on\b.{0,300}\bwrote:$/i, // Gmail, Apple Mail, Thunderbird
  /^am\b.{0,300}\bschrieb\b.{0,300}:$/i, // German
  /^le\b.{0,300}\ba écrit\s?:$/iu, // French
  /^el\b.{0,300}\bescribió:$/iu, // Spanish
  /^-{2,}\s*(original message|ursprüngliche nachricht|message d'origine|mensaje original)\s*-{2,}$/iu,
  /^_{10,}$/, // Outlook's rule above the quoted headers
];
/** Outlook's quoted header block: "From: …" with "Sent: …" (or its translations) right below. */
const OUTLOOK_FROM = /^\*?(from|von|de|da)\s?:/i;
const OUTLOOK_SENT = /^\*?(sent|gesendet|envoyé|enviado|inviato|date|datum)\s?:/iu;

/** Where the quoted part starts: the first attribution line (also when wrapped over two lines), or -1. */
function quoteStart(lines: readonly string[]): number {
  return lines.findIndex((line, at) => {
    const next = lines[at + 1] ?? '';
    if (OUTLOOK_FROM.test(line) && OUTLOOK_SENT.test(next)) return true;
    return ATTRIBUTION.some((pattern) => pattern.test(line) || pattern.test(`${line} ${next}`.trim()));
  });
}

/**
 * The new text of a reply: the lines above the quoted message ("On … wrote:" and its translations, Outlook's
 * header block) and above the signature ("-- "), without `>` lines, whitespace collapsed, at most
 * SNIPPET_LENGTH characters (cut at a word, with "…").
 */
export function replySnippet(text: string): string {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const start = quoteStart(lines);
  const above = start === -1 ? lines : lines.slice(0, start);
  const signature = above.indexOf('--');
  const own = (signature === -1 ? above : above.slice(0, signature)).filter((line) => !line.startsWith('>'));
  const flat = own.join(' ').replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const cut = flat.slice(0, SNIPPET_LENGTH - 1);
  const word = cut.lastIndexOf(' ');
  return `${word > SNIPPET_LENGTH / 2 ? cut.slice(0, word) : cut}…`;
}
