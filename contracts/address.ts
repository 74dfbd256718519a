/*
 * One reading of an address for both sides (decision 125): the server matches a branch page's address to the
 * lead's (`server/features/search/branch-emails.ts`), the web finds duplicate leads by name and address
 * (`web/src/features/workspace/lib/duplicates.ts`). No zod here: the workspace bundle imports it.
 */

/** Lower case, accents folded, "ß" as "ss", "&" as "and", split on anything that is not a letter or digit. */
export function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Common street words in their short form; an empty string drops the word. */
const ADDRESS_WORDS: Record<string, string> = {
  street: 'st',
  strasse: 'str',
  avenue: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  suite: 'ste',
  place: 'pl',
  court: 'ct',
  square: 'sq',
  highway: 'hwy',
  parkway: 'pkwy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  usa: '',
};

/** An address's words, street words shortened: "12 North Main Street, USA" → ["12", "n", "main", "st"]. */
export function addressWords(text: string): string[] {
  return plainWords(text)
    .map((word) => ADDRESS_WORDS[word] ?? word)
    .filter(Boolean);
}
